import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../test/factories';
import { client, DB_TIMING, rowsReadOf } from '../../test/client';
import { addFacility, addZipCode, api, freshSearch, loadReferenceData } from '../../test/fixtures';

// Issue 25, city pages: /states/{state}/{city} for every city with at least 3 published listings,
// counted from the search index (issue 27: no count of the table per render).

const cityPage = (stateCode: string, city: string) =>
  client.facility.public.states[':stateCode'].cities[':city'].$get({ param: { stateCode, city } });

/** Published listings added straight to the table, `n` of them in `city`. */
async function addManyListings(first: number, n: number, city: string, state: string) {
  await insertRows(
    'facilities',
    Array.from({ length: n }, (_, k) => ({ id: first + k, name: `Bulk Listing ${first + k}`, city, state, rating: 3.5, reviews: 1, status: 'approved' })),
  );
}

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  await addZipCode('78701', 'Austin', 'TX', 30.27, -97.74);
  await addZipCode('78702', 'Austin', 'TX', 30.26, -97.71);
  await addZipCode('78664', 'Round Rock', 'TX', 30.51, -97.68);
  await addZipCode('75201', 'Dallas', 'TX', 32.78, -96.8);
  await addZipCode('78626', 'Georgetown', 'TX', 30.63, -97.68);
  await addZipCode('77002', 'Houston', 'TX', 29.76, -95.36);
  const austin = { city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 };
  ids = {
    best: await addFacility({ ...austin, name: 'Lakeshore Recovery Center', rating: 4.9, reviews: 200, treatmentTypes: ['detox', 'outpatient'], insurance: ['aetna'] }),
    second: await addFacility({ ...austin, name: 'Capital Detox', rating: 4.5, treatmentTypes: ['detox'], insurance: ['medicaid'] }),
    third: await addFacility({ ...austin, name: 'Hill Country Outpatient', rating: 4.0, treatmentTypes: ['outpatient'], insurance: ['aetna'] }),
    pending: await addFacility({ ...austin, name: 'Not Yet Austin', status: 'pending', treatmentTypes: ['detox'] }),
  };
  for (const name of ['Rock One', 'Rock Two', 'Rock Three']) await addFacility({ name, city: 'Round Rock', state: 'TX' });
  for (const name of ['Big D One', 'Big D Two', 'Big D Three']) await addFacility({ name, city: 'Dallas', state: 'TX' });
  // Two listings: no page.
  for (const name of ['George One', 'George Two']) await addFacility({ name, city: 'Georgetown', state: 'TX' });
  // A city the ZIP table lacks: no page, however many listings.
  for (const name of ['Nowhere One', 'Nowhere Two', 'Nowhere Three']) await addFacility({ name, city: 'Nowheresville', state: 'TX' });
  await addManyListings(50_000, 300, 'Houston', 'TX');
  await freshSearch();
});

describe('GET /api/facility/public/states/:state/cities/:city', () => {
  it('lists the city’s published listings, best rated first, with their count', async () => {
    const res = await cityPage('tx', 'austin');
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.city).toMatchObject({ name: 'Austin', state: 'TX', slug: 'austin', stateName: 'Texas', count: 3 });
    expect(page.total).toBe(3);
    expect(page.facilities.map((f) => f.id)).toEqual([ids.best, ids.second, ids.third]);
    expect(page.facilities[0]).toMatchObject({ name: 'Lakeshore Recovery Center', city: 'Austin', treatmentTypes: expect.arrayContaining(['Detoxification']) });
  });

  it('counts its listings by treatment type and insurance, most first, leaving out what none offers', async () => {
    const { counts } = await (await cityPage('TX', 'austin')).json();
    expect(counts.treatment_types.map((t) => [t.value, t.count])).toEqual([
      ['detox', 2],
      ['outpatient', 2],
    ]);
    expect(counts.insurance.map((t) => [t.value, t.count])).toEqual([
      ['aetna', 2],
      ['medicaid', 1],
    ]);
  });

  it('links the nearby cities that have pages (within 100 miles), and not those without', async () => {
    const { nearby } = await (await cityPage('tx', 'austin')).json();
    // Houston (about 150 miles) and Dallas (180) are too far; Georgetown (2 listings) has no page.
    expect(nearby.map((c) => c.slug)).toEqual(['round-rock']);
    expect(nearby[0]).toMatchObject({ name: 'Round Rock', state: 'TX', count: 3 });
    expect(nearby[0]!.miles).toBeLessThan(25);
  });

  it('is a 404 for a city with fewer than 3 listings, one the ZIP table lacks, an unknown one or one of another state', async () => {
    for (const [state, city] of [['tx', 'georgetown'], ['tx', 'nowheresville'], ['tx', 'atlantis'], ['ca', 'austin'], ['zz', 'austin']] as const) {
      const res = await cityPage(state, city);
      expect(res.status, `${state}/${city}`).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers a malformed city with a 400 error body, never a 500', async () => {
    for (const path of ['/api/facility/public/states/tx/cities/Austin%20TX', '/api/facility/public/states/tx/cities/-austin', `/api/facility/public/states/tx/cities/${'a'.repeat(81)}`]) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_request' } });
    }
  });

  it('reads a few rows per call, as many for a city of 300 listings as for one of 3', async () => {
    await cityPage('tx', 'austin'); // the index is built and loaded by the first call
    const small = rowsReadOf(await api('/api/facility/public/states/tx/cities/round-rock', { headers: DB_TIMING }));
    const large = await api('/api/facility/public/states/tx/cities/houston', { headers: DB_TIMING });
    expect((await large.clone().json()) as { total: number }).toMatchObject({ total: 300 });
    // The index's state row and the shown listings' own rows (24 at most, each looked up by key).
    expect(small).toBeLessThanOrEqual(10);
    expect(rowsReadOf(large)).toBeLessThanOrEqual(2 * 24 + 5);
  });
});

describe('the state page’s cities', () => {
  it('lists the state’s cities with pages, by name, with their counts', async () => {
    const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'tx' }, query: {} });
    const { cities } = await res.json();
    expect(cities.map((c) => [c.slug, c.count])).toEqual([
      ['austin', 3],
      ['dallas', 3],
      ['houston', 300],
      ['round-rock', 3],
    ]);
  });
});

describe('a search that reads a city with a page', () => {
  it('names the page beside the place it searched around', async () => {
    const found = await (await client.facility.public.search.$get({ query: { q: 'detox in austin' } })).json();
    expect(found.place).toMatchObject({ kind: 'city', cityPage: { state: 'TX', slug: 'austin', count: 3 } });
    const noPage = await (await client.facility.public.search.$get({ query: { q: 'georgetown tx' } })).json();
    expect(noPage.place?.kind).toBe('city');
    expect(noPage.place).not.toHaveProperty('cityPage');
  });
});

describe('the sitemap', () => {
  it('lists every city page in part 0', async () => {
    const xml = await (await api('/sitemap.xml?part=0')).text();
    const site = env.SITE_URL.replace(/\/+$/, '');
    for (const city of ['austin', 'dallas', 'houston', 'round-rock']) expect(xml).toContain(`<loc>${site}/states/tx/${city}</loc>`);
    expect(xml).not.toContain('/states/tx/georgetown');
  });
});
