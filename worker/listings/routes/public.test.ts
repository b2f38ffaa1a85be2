import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DB_TIMING, rowsReadOf } from '../../test/client';
import { rowStatement, updateRows, updateStatement } from '../../test/factories';
import { addFacility, addUser, api, freshSearch, loadReferenceData } from '../../test/fixtures';

let ids: number[];

beforeAll(async () => {
  await loadReferenceData();
  ids = [
    await addFacility({ name: 'Blue Mesa Recovery', state: 'NM', rating: 4.9, treatmentTypes: ['detox', 'inpatient'], insurance: ['aetna'] }),
    await addFacility({ name: 'Sandia Outpatient', state: 'NM', rating: 4.2, treatmentTypes: ['outpatient'] }),
    await addFacility({ name: 'Taos Sober Living', state: 'NM', rating: 3.9, treatmentTypes: ['sober-living'] }),
    await addFacility({ name: 'Gila Family Program', state: 'NM', rating: 3.1, specializations: ['family-therapy'] }),
    await addFacility({ name: 'Unlisted Draft', state: 'NM', status: 'pending' }),
  ];
  await freshSearch();
});

describe('GET /api/facility/public/{id}', () => {
  it('returns every field of a published facility and up to 3 others in its state, best rated first', async () => {
    const res = await client.facility.public[':id'].$get({ param: { id: String(ids[0]) } });
    expect(res.status).toBe(200);
    const json = await res.json();
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

  it('says whether the listing reads requests: only where an active account with a confirmed address holds it (issue 41)', async () => {
    const receives = async (id: number) => {
      const res = await client.facility.public[':id'].$get({ param: { id: String(id) } });
      expect(res.status).toBe(200);
      return (await res.json()).facility.receivesRequests;
    };
    const held = await addFacility({ name: 'Held Mesa Recovery', state: 'AZ' });
    await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: held });
    const unconfirmed = await addFacility({ name: 'Pending Mesa Recovery', state: 'AZ' });
    const pending = await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: unconfirmed });
    await updateRows('users', { id: pending.id }, { email_confirmation_hash: 'pending-link' });
    const disabled = await addFacility({ name: 'Closed Mesa Recovery', state: 'AZ' });
    await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: disabled, status: 'disabled' });
    const sibling = await addFacility({ name: 'Mesa Group South', state: 'AZ' });
    await env.DB.batch([
      rowStatement('organizations', { id: held, name: 'Mesa Group' }),
      ...[held, sibling].map((id) => updateStatement('facilities', { id }, { organization_id: held })),
      updateStatement('users', { facility_id: held }, { organization_id: held }),
    ]);

    expect(await receives(ids[0]!)).toBe(false);
    expect(await receives(held)).toBe(true);
    expect(await receives(sibling)).toBe(true);
    expect(await receives(unconfirmed)).toBe(false);
    expect(await receives(disabled)).toBe(false);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await client.facility.public[':id'].$get({ param: { id: String(ids[0]) } }, { init: { method: 'HEAD' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('GET /api/facility/public/states/{stateCode}/facilities', () => {
  it.each(['NM', 'nm', 'New Mexico', 'new-mexico'])('accepts %j and lists published facilities with the total', async (stateCode) => {
    const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode }, query: { limit: '2' } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.state.code).toBe('NM');
    expect(json.total).toBe(4);
    expect(json.facilities.map((f) => f.id)).toEqual([ids[0], ids[1]]);
  });
});

describe('the best-rated lists at scale (issue 27)', () => {
  /** D1 rows an API answer read, from its Server-Timing. */
  const rowsRead = async (path: string) => {
    const res = await api(path, { headers: DB_TIMING });
    expect(res.status, path).toBe(200);
    return rowsReadOf(res);
  };

  it('read the rows they return, not every listing of the state or the country', async () => {
    // 3,000 published, accredited, recently verified listings in one state, with ratings in ties. The
    // figures are written as the reviews' triggers keep them (migrations/0038_reviews.sql): the review
    // rows themselves (140,000) would only slow the test, which is about how the lists read.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
       INSERT INTO facilities (id, name, city, state, rating, reviews, bayesian_rating, accreditation, status, last_verified_at)
       SELECT 900000 + i, 'Scale Center ' || i, 'Casper', 'WY', CASE WHEN i % 97 > 0 THEN 1 + (i % 41) / 10.0 END, i % 97,
         CASE WHEN i % 97 > 0 THEN (10 * 3.5 + (1 + (i % 41) / 10.0) * (i % 97)) / (10 + i % 97) END, '["CARF"]', 'approved', ?1 FROM n`,
    )
      .bind(new Date().toISOString())
      .run();
    // 1,000 facility accounts that can sign in, one per listing: whether one listing reads requests
    // (issue 41) is an index look-up, never a scan of every account.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
       INSERT INTO users (email, role, status, password_hash, facility_id)
       SELECT 'scale' || i || '@test.example.org', 'facility', 'active', 'x', 901000 + i FROM n`,
    ).run();
    await freshSearch();
    await rowsRead('/api/facility/public/states/wy/facilities?limit=100'); // builds the search index once
    expect(await rowsRead('/api/facility/public/featured?limit=3')).toBeLessThan(100);
    expect(await rowsRead('/api/facility/public/states/wy/facilities?limit=6')).toBeLessThan(100);
    expect(await rowsRead('/api/facility/public/900001')).toBeLessThan(100);
  });
});
