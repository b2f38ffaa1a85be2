import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf, meteredClient, rowsReadOf } from '../../test/client';
import { addFacility, addZipCode, api, freshSearch, loadReferenceData } from '../../test/fixtures';

// What /api/facility/public/search makes of the words people type: places, treatment words,
// insurers, misspellings and "near me" (with the visitor's location set explicitly per request).

type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

async function search(query: SearchQuery) {
  const res = await client.facility.public.search.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

type SearchJson = Awaited<ReturnType<typeof search>>;

/** A search from a visitor Cloudflare places at the given point. */
async function searchFrom(cf: Record<string, string>, q = '', more = '') {
  const params = [q ? `q=${encodeURIComponent(q)}` : '', more].filter(Boolean).join('&');
  const res = await api(`/api/facility/public/search${params ? `?${params}` : ''}`, { cf } as RequestInit);
  expect(res.status).toBe(200);
  return { res, json: (await res.json()) as SearchJson };
}

const CHICAGO = { latitude: '41.88', longitude: '-87.63', city: 'Chicago', regionCode: 'IL', country: 'US' };

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  await addZipCode('60601', 'Chicago', 'IL', 41.8858, -87.6181);
  await addZipCode('60602', 'Chicago', 'IL', 41.8829, -87.6321);
  await addZipCode('80202', 'Denver', 'CO', 39.7525, -104.9995);
  await addZipCode('47320', 'Denver', 'IN', 40.86, -86.08);
  await addZipCode('78701', 'Austin', 'TX', 30.2711, -97.7437);
  await addZipCode('12345', 'Florida', 'NY', 42.99, -74.33);
  ids = {
    lakeside: await addFacility({
      name: 'Lakeside Recovery',
      city: 'Chicago',
      state: 'IL',
      latitude: 41.89,
      longitude: -87.62,
      rating: 4.8,
      treatmentTypes: ['detox', 'inpatient'],
      specializations: ['alcohol-addiction'],
      insurance: ['medicaid'],
    }),
    harbor: await addFacility({
      name: 'Harbor Light',
      city: 'Austin',
      state: 'TX',
      latitude: 30.27,
      longitude: -97.74,
      treatmentTypes: ['residential', 'detox'],
      specializations: ['alcohol-addiction'],
      insurance: ['cigna'],
    }),
    mile: await addFacility({
      name: 'Mile High Outpatient',
      city: 'Denver',
      state: 'CO',
      latitude: 39.74,
      longitude: -104.99,
      treatmentTypes: ['outpatient'],
      specializations: ['women-only'],
      insurance: ['blue-cross-blue-shield'],
    }),
    floridaHouse: await addFacility({
      name: 'Florida House',
      city: 'Florida',
      state: 'NY',
      latitude: 42.99,
      longitude: -74.33,
      treatmentTypes: ['sober-living'],
    }),
    // Named after a founder, not its city.
    austinDetox: await addFacility({
      name: 'Austin Detox Center',
      city: 'Springfield',
      state: 'IL',
      latitude: 39.8,
      longitude: -89.64,
      treatmentTypes: ['detox'],
    }),
  };
  await freshSearch();
});

const idsOf = (json: SearchJson) => json.facilities.map((f) => f.id).sort();

describe('what the search box understands', () => {
  it('finds listings for generic words instead of matching them literally', async () => {
    expect((await search({ q: 'rehab' })).total).toBe(5);
    expect((await search({ q: 'treatment center' })).total).toBe(5);
  });

  it('reads treatment words and a state into filters, and says so', async () => {
    const json = await search({ q: 'alcohol rehab texas' });
    expect(idsOf(json)).toEqual([ids.harbor]);
    expect(json.understood.map((u) => [u.label, u.filter, u.without])).toEqual([
      ['Alcohol Addiction', 'specializations', 'rehab texas'],
      ['Texas', 'state', 'alcohol rehab'],
    ]);
    expect(idsOf(await search({ q: 'rehab that takes medicaid' }))).toEqual([ids.lakeside]);
    expect(idsOf(await search({ q: 'womens rehab' }))).toEqual([ids.mile]);
    expect(idsOf(await search({ q: 'bcbs' }))).toEqual([ids.mile]);
  });

  it('reads a city with its state as a search around it, sorted by distance', async () => {
    const json = await search({ q: 'denver co' });
    expect(json.place).toEqual({ kind: 'city', label: 'Denver, CO', radius: 30 });
    expect(idsOf(json)).toEqual([ids.mile]);
    expect(json.facilities[0]!.distance).toBeLessThan(5);
  });

  it('reads a ZIP code as a search around it', async () => {
    const json = await search({ q: 'detox near 60601' });
    expect(json.place).toMatchObject({ kind: 'zip', label: '60601 (Chicago, IL)' });
    expect(idsOf(json)).toEqual([ids.lakeside]);
  });

  it('searches around the area of a typed ZIP code the table lacks (a PO box), and ignores one with no area', async () => {
    const json = await search({ q: 'detox near 60699' });
    expect(json.place).toMatchObject({ kind: 'zip', label: '60699 (Chicago, IL)' });
    expect(idsOf(json)).toEqual([ids.lakeside]);
    expect((await search({ q: 'detox near 99999' })).place).toBeUndefined();
  });

  it('still finds a listing by its name when a place word is part of it', async () => {
    const json = await search({ q: 'florida house' });
    expect(idsOf(json)).toEqual([ids.floridaHouse]);
  });

  it('puts the listings a name-like search names first, then what its words were read as', async () => {
    const json = await search({ q: 'austin detox' });
    // Austin Detox Center (in Illinois) by its name, then detox around Austin, TX.
    expect(json.facilities.map((f) => f.id)).toEqual([ids.austinDetox, ids.harbor]);
    expect(json.total).toBe(2);
    const outpatient = await search({ q: 'denver outpatient' });
    // Not a name: Denver, CO and outpatient, nothing pinned.
    expect(idsOf(outpatient)).toEqual([ids.mile]);
  });

  it('corrects misspellings at once and offers the search as typed', async () => {
    const json = await search({ q: 'alcohl detox' });
    expect(json.corrected).toEqual({ query: 'alcohol detox', original: 'alcohl detox' });
    expect(idsOf(json)).toEqual([ids.lakeside, ids.harbor].sort());
  });

  it('says which filter to remove, and what it would give, when nothing matches', async () => {
    const json = await search({ q: 'outpatient', state: 'TX' });
    expect(json.total).toBe(0);
    expect(json.relax).toEqual([
      { filter: 'state', total: 1 },
      { filter: 'treatment_types', total: 1 },
    ]);
  });
});

describe('near me', () => {
  it('searches around the visitor’s approximate location, never through the shared cache', async () => {
    const { res, json } = await searchFrom(CHICAGO, 'detox near me');
    expect(json.place).toEqual({ kind: 'near-me', label: 'Chicago, IL', radius: 50 });
    expect(idsOf(json)).toEqual([ids.lakeside]);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('uses the location when the page asks for it (near=me), and nothing when the request carries none', async () => {
    const { json, res } = await searchFrom(CHICAGO, '', 'near=me');
    expect(json.place).toMatchObject({ kind: 'near-me', label: 'Chicago, IL' });
    expect(idsOf(json)).toEqual([ids.lakeside]);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const anywhere = await search({});
    expect(anywhere.place).toBeUndefined();
    expect(anywhere.total).toBe(5);
  });

  it('answers an empty search for the whole country, wherever the visitor is (issue 25)', async () => {
    const { json } = await searchFrom(CHICAGO);
    expect(json.place).toBeUndefined();
    expect(json.total).toBe(5);
  });

  it('measures Within from the visitor’s location or a typed city, without a ZIP code', async () => {
    const wide = await searchFrom(CHICAGO, '', 'near=me&radius=500');
    expect(wide.json.place).toMatchObject({ kind: 'near-me', radius: 500 });
    expect(idsOf(wide.json)).toEqual([ids.lakeside, ids.austinDetox].sort());
    const city = await search({ q: 'denver co', radius: '10' });
    expect(city.place).toEqual({ kind: 'city', label: 'Denver, CO', radius: 10 });
    expect(idsOf(city)).toEqual([ids.mile]);
  });

  it('shows every listing, nearest first, for a search near the visitor far from all of them, and says it looked farther', async () => {
    const { json } = await searchFrom({ latitude: '61.2', longitude: '-149.9', city: 'Anchorage', regionCode: 'AK', country: 'US' }, '', 'near=me');
    expect(json.place).toMatchObject({ kind: 'near-me' });
    expect(json.place?.radius).toBeUndefined();
    expect(json.widened).toEqual({ from: 50, to: null });
    expect(json.total).toBe(5);
    const distances = json.facilities.map((f) => f.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('what a search costs', () => {
  it('reads no full-text rows when every word was understood, and two rows per result card', async () => {
    await search({ q: 'detox' }); // the index is loaded; the next call pays only for itself
    const res = await meteredClient.facility.public.search.$get({ query: { q: 'detox rehab that takes medicaid' } });
    const rowsRead = rowsReadOf(res);
    const json = await res.json();
    expect(json.facilities.map((f) => [f.name, f.stateFullName, f.treatmentTypes, f.insurance])).toEqual([
      ['Lakeside Recovery', 'Illinois', ['Inpatient Treatment', 'Detoxification'], ['Medicaid']],
    ]);
    // The index's version row, then per card its id and its own row (a page of 20: 41 at most).
    expect(rowsRead).toBeLessThanOrEqual(1 + 2 * json.facilities.length);
  });
});

describe('POST /api/facility/public/search/nearest-zip (use my location)', () => {
  const nearest = (json: { latitude: number; longitude: number }) => client.facility.public.search['nearest-zip'].$post({ json });

  it('answers the ZIP code nearest the browser’s point, never cached', async () => {
    const res = await nearest({ latitude: 41.884, longitude: -87.631 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ zip: '60602', city: 'Chicago', state: 'IL' });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await (await nearest({ latitude: 39.75, longitude: -105.0 })).json()).toMatchObject({ zip: '80202' });
  });

  it('says so far from every ZIP code, and refuses what is no point', async () => {
    const far = await nearest({ latitude: 0, longitude: 0 });
    expect(far.status).toBe(404);
    expect((await errorOf(far)).error.message).toMatch(/type a ZIP code instead/);
    const bad = await nearest({ latitude: 91, longitude: 0 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error.fields).toMatchObject({ latitude: 'Latitude must be between -90 and 90.' });
  });
});
