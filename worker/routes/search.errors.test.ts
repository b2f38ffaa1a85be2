import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, api, freshSearch, loadReferenceData, type ErrorJson } from '../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
  await addFacility({ name: 'Quiet Pines Recovery', state: 'OR', treatmentTypes: ['outpatient'] });
  await freshSearch();
});

async function expectBadRequest(query: string, field: string) {
  const res = await api(`/api/facility/public/search${query}`);
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as ErrorJson;
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
  expect(body.error.message.length).toBeGreaterThan(5);
  expect(body.error.requestId).toBeTruthy();
}

describe('GET /api/facility/public/search with bad input', () => {
  it.each([
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?limit=100000', 'limit'],
    ['?limit=0', 'limit'],
    ['?sort=bogus', 'sort'],
    ['?zip=abc', 'zip'],
    ['?zip=1234', 'zip'],
    ['?zip=99999', 'zip'],
    ['?radius=20', 'radius'],
    ['?zip=60601&radius=501', 'radius'],
    ['?sort=distance', 'sort'],
    ['?state=ZZ', 'state'],
    ['?state=California', 'state'],
    ['?treatment_types=teleportation', 'treatment_types'],
    ['?insurance=Aetna%3BDROP', 'insurance'],
    [`?q=${'a'.repeat(2000)}`, 'q'],
  ])('%s is a 400 naming %s', async (query, field) => {
    await expectBadRequest(query, field);
  });

  it('answers an unknown /api path with a JSON 404, not the SPA', async () => {
    const res = await api('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('not_found');
  });
});
