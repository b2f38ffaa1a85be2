import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { addFacility, api, freshSearch, loadReferenceData } from '../../test/fixtures';

let listed: number;

beforeAll(async () => {
  await loadReferenceData();
  listed = await addFacility({ name: 'Blue Mesa Recovery', state: 'NM' });
  await freshSearch();
});

const getFacility = (id: string) => client.facility.public[':id'].$get({ param: { id } });

describe('GET /api/facility/public/{id} with bad input', () => {
  it('is a JSON 404 for an id nobody has', async () => {
    const res = await getFacility('999999');
    expect(res.status).toBe(404);
    const body = await errorOf(res);
    expect(body.error).toMatchObject({ code: 'not_found', message: 'Facility not found.' });
  });

  it.each([
    ['abc', 'Facility id must be a number.'],
    ['-1', 'Facility id must be a positive number.'],
    ['0', 'Facility id must be a positive number.'],
    ['1.5', 'Facility id must be a whole number.'],
    ['99999999999', 'Facility id is too large.'],
  ])('is a 400 for the id %j, saying why', async (id, message) => {
    const res = await getFacility(id);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ id: message });
  });

  it('is a 404 below a facility where nothing is served', async () => {
    const res = await api(`/api/facility/public/${listed}/photos`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('not_found');
  });
});

describe('GET /api/facility/public/states/{stateCode}/facilities with bad input', () => {
  it('is a 404 for an unknown state', async () => {
    const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'atlantis' }, query: {} });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toMatchObject({ code: 'not_found', message: 'State not found.' });
  });

  it.each([
    ['101', 'Limit must be at most 100.'],
    ['0', 'Limit must be at least 1.'],
    ['ten', 'Limit must be a whole number.'],
  ])('is a 400 for the limit %j', async (limit, message) => {
    const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'NM' }, query: { limit } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ limit: message });
  });
});

describe('GET /api/facility/public/featured with bad input', () => {
  it('is a 400 for a limit above 12', async () => {
    const res = await client.facility.public.featured.$get({ query: { limit: '50' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ limit: 'Limit must be at most 12.' });
  });
});

describe('public facility paths answer other methods with 405', () => {
  it.each([
    ['POST', '/api/facility/public/{id}', 'GET, HEAD'],
    ['DELETE', '/api/facility/public/{id}', 'GET, HEAD'],
    ['PUT', '/api/facility/public/featured', 'GET, HEAD'],
    ['POST', '/api/facility/public/states/NM/facilities', 'GET, HEAD'],
    ['GET', '/api/facility/public/{id}/reports', 'POST'],
  ])('%s %s: 405, Allow: %s', async (method, path, allow) => {
    const res = await api(path.replace('{id}', String(listed)), { method, headers: { Origin: 'http://localhost' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe(allow);
    expect((await errorOf(res)).error.code).toBe('method_not_allowed');
  });
});
