import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../test/client';
import { addFacility, api, freshSearch, loadReferenceData } from '../test/fixtures';

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
