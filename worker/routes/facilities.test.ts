import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, api, freshSearch, loadReferenceData, type ErrorJson } from '../test/fixtures';

let ids: number[];

beforeAll(async () => {
  await loadReferenceData();
  ids = [
    await addFacility({ name: 'Blue Mesa Recovery', state: 'NM', rating: 4.9, treatmentTypes: ['detox', 'inpatient'], insurance: ['aetna'] }),
    await addFacility({ name: 'Sandia Outpatient', state: 'NM', rating: 4.2, treatmentTypes: ['outpatient'] }),
    await addFacility({ name: 'Taos Sober Living', state: 'NM', rating: 3.9, treatmentTypes: ['sober-living'] }),
    await addFacility({ name: 'Gila Family Program', state: 'NM', rating: 3.1, specializations: ['family-therapy'] }),
    await addFacility({ name: 'Unlisted Draft', state: 'NM', status: 'pending' }),
    await addFacility({ name: 'Turned Down', state: 'NM', status: 'rejected' }),
  ];
  await freshSearch();
});

describe('GET /api/facility/public/{id}', () => {
  it('returns every field of a published facility and up to 3 others in its state, best rated first', async () => {
    const res = await api(`/api/facility/public/${ids[0]}`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { facility: Record<string, unknown>; others: Array<{ id: number }> };
    expect(json.facility).toMatchObject({
      id: ids[0],
      name: 'Blue Mesa Recovery',
      state: 'NM',
      stateFullName: 'New Mexico',
      treatmentTypes: ['Inpatient Treatment', 'Detoxification'],
      insurance: ['Aetna'],
      accreditation: [],
      features: [],
      rating: 4.9,
    });
    for (const field of ['city', 'website', 'phone', 'email', 'address', 'description', 'reviews', 'established', 'specializations', 'lastVerified']) {
      expect(json.facility).toHaveProperty(field);
    }
    expect(json.others.map((o) => o.id)).toEqual([ids[1], ids[2], ids[3]]);
  });

  it.each([
    ['an unknown id', () => '999999'],
    ['a pending listing', () => String(ids[4])],
    ['a rejected listing', () => String(ids[5])],
  ])('is a JSON 404 for %s', async (_label, id) => {
    const res = await api(`/api/facility/public/${id()}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorJson).error.code).toBe('not_found');
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('is a 400 for the id %j', async (id) => {
    const res = await api(`/api/facility/public/${id}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.fields?.id).toBeTruthy();
  });
});

describe('GET /api/facility/public/states/{stateCode}/facilities', () => {
  it.each(['NM', 'nm', 'New Mexico', 'new-mexico'])('accepts %j and lists published facilities with the total', async (code) => {
    const res = await api(`/api/facility/public/states/${encodeURIComponent(code)}/facilities?limit=2`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { facilities: Array<{ id: number }>; total: number; state: { code: string } };
    expect(json.state.code).toBe('NM');
    expect(json.total).toBe(4);
    expect(json.facilities.map((f) => f.id)).toEqual([ids[0], ids[1]]);
  });

  it('is a 404 for an unknown state', async () => {
    const res = await api('/api/facility/public/states/atlantis/facilities');
    expect(res.status).toBe(404);
  });

  it('is a 400 for a limit above 100', async () => {
    const res = await api('/api/facility/public/states/NM/facilities?limit=101');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.fields?.limit).toBeTruthy();
  });
});
