import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, addZipCode, freshSearch, loadReferenceData } from '../../test/fixtures';

// Issue 25: what the visitor typed wins over what the box guesses. A listing's whole name comes
// before a place its words also name, and corrections weigh what people mean.

type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

async function search(query: SearchQuery) {
  const res = await client.facility.public.search.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  await addZipCode('78701', 'Austin', 'TX', 30.2711, -97.7437);
  await addZipCode('96142', 'Lakeshore', 'CA', 37.25, -119.18);
  await addZipCode('56762', 'Trail', 'MN', 47.78, -95.7);
  await addZipCode('60601', 'Chicago', 'IL', 41.8858, -87.6181);
  await addZipCode('60602', 'Chicago', 'IL', 41.8829, -87.6321);
  await addZipCode('60603', 'Chicago', 'IL', 41.88, -87.63);
  await addZipCode('95926', 'Chico', 'CA', 39.75, -121.84);
  await addZipCode('71245', 'Grambling', 'LA', 32.53, -92.71);
  // A town far from every listing: a correction to it reaches nothing.
  await addZipCode('58001', 'Brookvale', 'ND', 46.4, -96.9);
  ids = {
    lakeshore: await addFacility({ name: 'Lakeshore Recovery Center', city: 'Austin', state: 'TX', latitude: 30.28, longitude: -97.75, treatmentTypes: ['outpatient'] }),
    sparrow: await addFacility({ name: 'Sparrow Trail Estate', city: 'Austin', state: 'TX', latitude: 30.3, longitude: -97.7, treatmentTypes: ['luxury'] }),
    austinDetox: await addFacility({ name: 'Austin Detox Center', city: 'Springfield', state: 'IL', latitude: 39.8, longitude: -89.64, treatmentTypes: ['detox'] }),
    harbor: await addFacility({ name: 'Harbor Light', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74, treatmentTypes: ['detox'] }),
    chicago: await addFacility({ name: 'Loop Outpatient', city: 'Chicago', state: 'IL', latitude: 41.88, longitude: -87.63, treatmentTypes: ['outpatient'] }),
    chico: await addFacility({ name: 'Valley Oak Clinic', city: 'Chico', state: 'CA', latitude: 39.75, longitude: -121.84, treatmentTypes: ['outpatient'] }),
    grambling: await addFacility({ name: 'Pine Hills Recovery', city: 'Grambling', state: 'LA', latitude: 32.53, longitude: -92.71, treatmentTypes: ['outpatient'] }),
  };
  await freshSearch();
});

describe('a listing’s name before a place', () => {
  it('finds the listing a search names in full, though a word of it is a town', async () => {
    const json = await search({ q: 'Lakeshore Recovery Center' });
    expect(json.facilities[0]).toMatchObject({ id: ids.lakeshore, named: true });
    // Not "within 30 miles of Lakeshore, CA" above a center in Austin.
    expect(json.place).toBeUndefined();
    expect(json.understood).toEqual([]);
  });

  it('does not say a place the named listing is not in', async () => {
    const json = await search({ q: 'Sparrow Trail Estate' });
    expect(json.facilities.map((f) => f.id)).toEqual([ids.sparrow]);
    expect(json.place).toBeUndefined();
    // A close typo of the name is corrected to it, with the same answer.
    const typo = await search({ q: 'sparow trail estate' });
    expect(typo.corrected?.query).toBe('sparrow trail estate');
    expect(typo.facilities[0]!.id).toBe(ids.sparrow);
  });

  it('keeps the place when the rest of the words are filters, marking the listing put first by its name', async () => {
    const json = await search({ q: 'austin detox' });
    expect(json.place).toMatchObject({ kind: 'city', label: 'Austin, TX' });
    expect(json.facilities.map((f) => [f.id, f.named ?? false])).toEqual([
      [ids.austinDetox, true],
      [ids.harbor, false],
    ]);
  });

  it('keeps a place the named listing is in', async () => {
    const json = await search({ q: 'lakeshore recovery center austin' });
    expect(json.facilities[0]!.id).toBe(ids.lakeshore);
  });
});

describe('corrections that weigh what people mean', () => {
  it('corrects a misspelt city to the more populous place at equal distance', async () => {
    const json = await search({ q: 'chicgo' });
    expect(json.corrected?.query).toBe('chicago');
    expect(json.place).toMatchObject({ kind: 'city', label: 'Chicago, IL' });
    expect(json.facilities.map((f) => f.id)).toEqual([ids.chicago]);
  });

  it('never turns a word of the field into a place, and answers a need outside the directory with its line, not every listing', async () => {
    const json = await search({ q: 'gambling addiction' });
    expect(json.corrected).toBeUndefined();
    expect(json.place).toBeUndefined();
    expect(json.total).toBe(0);
    expect(json.ignored).toEqual(['gambling']);
    expect(json.unmatched).toMatchObject({ need: 'gambling' });
  });

  it('searches a misspelt place that corrects to nothing reachable as text, never as nothing', async () => {
    const json = await search({ q: 'brookvales outpatient' });
    expect(json.place).toBeUndefined();
    expect(json.corrected).toBeUndefined();
    expect(json.total).toBeGreaterThan(0);
    expect(json.ignored).toEqual(['brookvales']);
  });
});

describe('a control that conflicts with what the box understood', () => {
  it('replaces the understood place and says so', async () => {
    const json = await search({ q: 'detox in austin', state: 'IL' });
    expect(json.replaced).toEqual({ understood: 'Austin, TX', by: 'Illinois' });
    expect(json.place).toBeUndefined();
    expect(json.understood.map((u) => u.label)).toEqual(['Detoxification']);
    expect(json.facilities.map((f) => f.id)).toEqual([ids.austinDetox]);
  });

  it('keeps an understood city inside the chosen state', async () => {
    const json = await search({ q: 'detox in austin', state: 'TX' });
    expect(json.replaced).toBeUndefined();
    expect(json.place).toMatchObject({ label: 'Austin, TX' });
    expect(json.facilities.map((f) => f.id)).toEqual([ids.harbor]);
  });

  it('lets a ZIP code replace a typed place', async () => {
    const json = await search({ q: 'outpatient chicago', zip: '78701' });
    expect(json.replaced).toEqual({ understood: 'Chicago, IL', by: 'ZIP 78701' });
    expect(json.facilities.map((f) => f.id)).toEqual([ids.lakeshore]);
  });
});

describe('the State select’s counts, nationwide for the other filters', () => {
  const stateCounts = (json: Awaited<ReturnType<typeof search>>, codes: string[]) =>
    Object.fromEntries(codes.map((code) => [code, json.facets.state.find((f) => f.value === code)?.count]));

  it('counts every state around a typed city, not only the one searched around', async () => {
    const json = await search({ q: 'detox in austin' });
    expect(json.place).toMatchObject({ kind: 'city', label: 'Austin, TX' });
    // Detox in each state, as choosing it would give; a state with none says 0.
    expect(stateCounts(json, ['TX', 'IL', 'CA', 'LA'])).toEqual({ TX: 1, IL: 1, CA: 0, LA: 0 });
  });

  it('counts every state around a ZIP code, for the ticked filters', async () => {
    const json = await search({ zip: '78701', treatment_types: 'outpatient' });
    expect(json.facilities.map((f) => f.id)).toEqual([ids.lakeshore]);
    expect(stateCounts(json, ['TX', 'IL', 'CA', 'LA', 'NY'])).toEqual({ TX: 1, IL: 1, CA: 1, LA: 1, NY: 0 });
  });
});
