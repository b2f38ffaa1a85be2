import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, loadReferenceData } from '../../test/fixtures';

let id: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Blue Ridge Recovery', city: 'Charlottesville', state: 'VA' });
  // Offered services, by the locator's spelling (as an import writes them).
  await env.DB.prepare(
    `UPDATE facilities SET services = (SELECT json_group_array(id) FROM (SELECT id FROM services WHERE value IN
       ('Spanish', 'Buprenorphine with naloxone  (Suboxone®)', 'Methadone', 'Sliding fee scale (fee is based on income and other factors)', 'Veterans')
       ORDER BY id DESC)) WHERE id = ?1`,
  )
    .bind(id)
    .run();
});

describe('GET /api/facility/public/:id services', () => {
  it('groups what the facility offers by the locator’s categories, in page order and plain words', async () => {
    const res = await client.facility.public[':id'].$get({ param: { id: String(id) } });
    expect(res.status).toBe(200);
    const { services } = await res.json();
    expect(services).toEqual([
      { category: 'PHR', name: 'Medications (pharmacotherapies)', searchable: true, services: ['Buprenorphine with naloxone (Suboxone®)', 'Methadone'] },
      { category: 'PYAS', name: 'Payment assistance', searchable: true, services: ['Sliding fee scale, based on income and other factors'] },
      { category: 'SG', name: 'Programs for', searchable: true, services: ['Veterans'] },
      { category: 'OL', name: 'Languages other than English', searchable: true, services: ['Spanish'] },
    ]);
  });

  it('answers an empty list for a facility with no services', async () => {
    const other = await addFacility({ name: 'Plain Listing', state: 'VA' });
    const { services } = await (await client.facility.public[':id'].$get({ param: { id: String(other) } })).json();
    expect(services).toEqual([]);
  });
});
