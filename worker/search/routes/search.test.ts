import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf, meteredClient } from '../../test/client';
import { addFacility, addZipCode, api, freshSearch, loadReferenceData } from '../../test/fixtures';

describe('search', () => {
  type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

  async function search(query: SearchQuery = {}) {
    const res = await client.facility.public.search.$get({ query });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  }

  type SearchJson = Awaited<ReturnType<typeof search>>;

  const facetCount = (json: SearchJson, list: Exclude<keyof SearchJson['facets'], 'services'>, value: string) =>
    json.facets[list].find((f) => f.value === value)?.count;

  let ids: Record<string, number>;

  beforeAll(async () => {
    await loadReferenceData();
    await addZipCode('60601', 'Chicago', 'IL', 41.8858, -87.6181);
    await addZipCode('62701', 'Springfield', 'IL', 39.8012, -89.6436);
    ids = {
      lakeside: await addFacility({
        name: 'Lakeside Detox Center',
        city: 'Chicago',
        state: 'IL',
        latitude: 41.89,
        longitude: -87.62,
        rating: 4.8,
        description: 'Medically supervised alcohol detoxification.',
        treatmentTypes: ['detox', 'inpatient'],
        specializations: ['alcohol-addiction'],
        insurance: ['aetna', 'medicaid'],
      }),
      prairie: await addFacility({
        name: 'Prairie Outpatient Services',
        city: 'Springfield',
        state: 'IL',
        latitude: 39.8,
        longitude: -89.64,
        rating: 4.1,
        treatmentTypes: ['outpatient', 'iop'],
        specializations: ['drug-addiction'],
        insurance: ['medicaid'],
      }),
      harbor: await addFacility({
        name: 'Harbor Light Residential',
        city: 'Austin',
        state: 'TX',
        latitude: 30.27,
        longitude: -97.74,
        rating: 3.5,
        treatmentTypes: ['residential', 'detox'],
        specializations: ['alcohol-addiction', 'dual-diagnosis'],
        insurance: ['cigna'],
      }),
      aurora: await addFacility({
        name: 'Aurora Wellness Retreat',
        city: 'Denver',
        state: 'CO',
        latitude: 39.74,
        longitude: -104.99,
        rating: 4.5,
        treatmentTypes: ['luxury', 'executive'],
        specializations: ['executive-treatment'],
        insurance: ['private-pay'],
      }),
      hidden: await addFacility({
        name: 'Pending Detox Place',
        state: 'IL',
        status: 'pending',
        treatmentTypes: ['detox'],
      }),
    };
    await freshSearch();
  });

  describe('GET /api/facility/public/search', () => {
    it('lists every published facility, best rated first, with facet counts and no unpublished one', async () => {
      const json = await search();
      expect(json.total).toBe(4);
      expect(json.page).toBe(1);
      expect(json.limit).toBe(20);
      expect(json.facilities.map((f) => f.id)).toEqual([ids.lakeside, ids.aurora, ids.prairie, ids.harbor]);
      expect(facetCount(json, 'state', 'IL')).toBe(2);
      expect(facetCount(json, 'treatment_types', 'detox')).toBe(2);
      // A facet per place: the 50 states, DC and the five territories.
      expect(json.facets.state).toHaveLength(56);
    });

    it('finds words by prefix: "detox" matches "Detoxification" and the Detox names', async () => {
      const json = await search({ q: 'detox' });
      expect(json.facilities.map((f) => f.id).sort()).toEqual([ids.lakeside, ids.harbor].sort());
    });

    it('searches taxonomy names and ranks a name match first', async () => {
      const json = await search({ q: 'harbor' });
      expect(json.facilities[0]!.id).toBe(ids.harbor);
    });

    it('applies filters on the server: OR within a list, AND across lists', async () => {
      const either = await search({ treatment_types: 'outpatient,luxury' });
      expect(either.facilities.map((f) => f.id).sort()).toEqual([ids.prairie, ids.aurora].sort());
      const both = await search({ treatment_types: 'detox', insurance: 'medicaid' });
      expect(both.facilities.map((f) => f.id)).toEqual([ids.lakeside]);
    });

    it("counts each facet list as if that list's own selection were cleared", async () => {
      const json = await search({ state: 'IL', treatment_types: 'detox' });
      expect(json.total).toBe(1);
      // State facet ignores state=IL: detox facilities per state.
      expect(facetCount(json, 'state', 'IL')).toBe(1);
      expect(facetCount(json, 'state', 'TX')).toBe(1);
      // Treatment facet ignores treatment=detox: IL facilities per treatment type.
      expect(facetCount(json, 'treatment_types', 'outpatient')).toBe(1);
      expect(facetCount(json, 'treatment_types', 'detox')).toBe(1);
      // Other lists use the full selection.
      expect(facetCount(json, 'insurance', 'aetna')).toBe(1);
      expect(facetCount(json, 'insurance', 'cigna')).toBe(0);
    });

    it('sorts the whole result set and pages it', async () => {
      const byName = await search({ sort: 'name', limit: '2' });
      expect(byName.facilities.map((f) => f.name)).toEqual(['Aurora Wellness Retreat', 'Harbor Light Residential']);
      const page2 = await search({ sort: 'name', limit: '2', page: '2' });
      expect(page2.facilities.map((f) => f.name)).toEqual(['Lakeside Detox Center', 'Prairie Outpatient Services']);
      expect(page2.total).toBe(4);
      const byState = await search({ sort: 'state' });
      expect(byState.facilities.map((f) => f.state)).toEqual(['CO', 'IL', 'IL', 'TX']);
      const beyond = await search({ page: '9' });
      expect(beyond.facilities).toEqual([]);
      expect(beyond.total).toBe(4);
    });

    it('searches near a ZIP code within a radius and sorts by distance', async () => {
      const near = await search({ zip: '60601', radius: '50' });
      expect(near.facilities.map((f) => f.id)).toEqual([ids.lakeside]);
      expect(near.facilities[0]!.distance).toBeLessThan(2);
      const wide = await search({ zip: '60601', radius: '250', sort: 'distance' });
      expect(wide.facilities.map((f) => f.id)).toEqual([ids.lakeside, ids.prairie]);
      expect(wide.facilities[1]!.distance).toBeGreaterThan(150);
    });

    it('answers with the whole listing, or with what its card shows when asked for view=card', async () => {
      const full = await search({ zip: '60601', radius: '50' });
      expect(full.facilities[0]).toMatchObject({ description: 'Medically supervised alcohol detoxification.', stateFullName: 'Illinois' });
      const cards = await search({ zip: '60601', radius: '50', view: 'card' });
      expect(cards.total).toBe(full.total);
      expect(cards.facets).toEqual(full.facets);
      const card = cards.facilities[0]!;
      expect(Object.keys(card).sort()).toEqual(
        ['id', 'name', 'city', 'state', 'distance', 'rating', 'reviews', 'availability', 'treatmentTypes', 'specializations', 'features', 'insurance', 'phone', 'lastVerified'].sort(),
      );
      expect(card).toEqual(Object.fromEntries(Object.entries(full.facilities[0]!).filter(([key]) => key in card)));
      expect(card.insurance).toEqual(['Aetna', 'Medicaid']);
    });

    it('corrects a misspelled word and shows the corrected search at once, unless asked to search as typed', async () => {
      const json = await search({ q: 'alchohol' });
      expect(json.corrected).toEqual({ query: 'alcohol', original: 'alchohol' });
      expect(json.facilities.map((f) => f.id).sort()).toEqual([ids.lakeside, ids.harbor].sort());
      const typed = await search({ q: 'alchohol', as_typed: '1' });
      expect(typed.corrected).toBeUndefined();
      expect(typed.total).toBe(0);
      const fine = await search({ q: 'alcohol' });
      expect(fine.corrected).toBeUndefined();
      expect(fine.total).toBe(2);
    });

    it('reports its timing with total and db to a caller with the key', async () => {
      const res = await meteredClient.facility.public.search.$get({ query: { q: 'detox' } });
      const timing = res.headers.get('Server-Timing') ?? '';
      expect(timing).toMatch(/total;dur=\d/);
      expect(timing).toMatch(/db;dur=[\d.]+;desc="rows_read=\d+/);
    });

    it('sees a newly published facility once the index catches up', async () => {
      const id = await addFacility({ name: 'Newly Approved Clinic', state: 'NV', treatmentTypes: ['outpatient'] });
      await freshSearch();
      const json = await search({ q: 'newly' });
      expect(json.facilities.map((f) => f.id)).toEqual([id]);
    });
  });
});

describe('search.errors', () => {
  beforeAll(async () => {
    await loadReferenceData();
    await addFacility({ name: 'Quiet Pines Recovery', state: 'OR', treatmentTypes: ['outpatient'] });
    await freshSearch();
  });

  type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

  describe('GET /api/facility/public/search with bad input', () => {
    it.each<[SearchQuery, string]>([
      [{ page: '-1' }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ limit: '100000' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ sort: 'bogus' as 'name' }, 'sort'],
      [{ view: 'summary' as 'card' }, 'view'],
      [{ zip: 'abc' }, 'zip'],
      [{ zip: '1234' }, 'zip'],
      [{ zip: '99999' }, 'zip'],
      [{ radius: '20' }, 'radius'],
      [{ zip: '60601', radius: '501' }, 'radius'],
      [{ sort: 'distance' }, 'sort'],
      [{ state: 'ZZ' }, 'state'],
      [{ state: 'California' }, 'state'],
      [{ treatment_types: 'teleportation' }, 'treatment_types'],
      [{ insurance: 'Aetna;DROP' }, 'insurance'],
      [{ q: 'a'.repeat(2000) }, 'q'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await client.facility.public.search.$get({ query });
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
      expect(body.error.message.length).toBeGreaterThan(5);
    });

    it('says an unknown ZIP code filled in, and as the catalogues hold it: the id with its values', async () => {
      const body = await errorOf(await client.facility.public.search.$get({ query: { zip: '99999' } }));
      expect(body.error.fields).toEqual({ zip: 'We could not find ZIP code 99999.' });
      expect(body.error.saidFields).toEqual({ zip: { id: 'We could not find ZIP code {zip}.', values: { zip: '99999' } } });
    });

    it('answers an unknown /api path with a JSON 404, not the SPA', async () => {
      const res = await api('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error.code).toBe('not_found');
    });

    it('answers another method with 405 and Allow: GET, HEAD', async () => {
      const res = await api('/api/facility/public/search', { method: 'POST', headers: { Origin: 'http://localhost' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
      expect((await errorOf(res)).error.code).toBe('method_not_allowed');
    });
  });
});
