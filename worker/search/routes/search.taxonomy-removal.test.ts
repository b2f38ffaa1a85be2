import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, freshSearch, loadReferenceData } from '../../test/fixtures';

// The back office can remove a taxonomy entry: its links go, then its row, leaving a gap in the
// stored bits. Search must keep using each remaining entry's own bit, not its new list position.

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  ids = {
    retreat: await addFacility({ name: 'Canyon Luxury Retreat', treatmentTypes: ['luxury', 'sober-living'], insurance: ['medicaid'] }),
    estate: await addFacility({ name: 'Harbor Luxury Estate', treatmentTypes: ['luxury'], insurance: ['private-pay'] }),
    clinic: await addFacility({ name: 'Main Street Clinic', treatmentTypes: ['outpatient', 'detox'], insurance: ['aetna', 'medicaid'] }),
  };
  // 'detox' (bit 4) and 'aetna' (bit 0) leave gaps before 'luxury' (bit 9) and 'medicaid' (bit 7).
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM facility_treatment_types WHERE treatment_type_id = 'detox'`),
    env.DB.prepare(`DELETE FROM treatment_types WHERE id = 'detox'`),
    env.DB.prepare(`DELETE FROM facility_insurance WHERE insurance_id = 'aetna'`),
    env.DB.prepare(`DELETE FROM insurance_providers WHERE id = 'aetna'`),
  ]);
  await freshSearch();
});

type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

async function search(query: SearchQuery = {}) {
  const res = await client.facility.public.search.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const counts = (facets: Array<{ value: string; count: number }>) => Object.fromEntries(facets.map((f) => [f.value, f.count]));

describe('search after a taxonomy entry is removed', () => {
  it('filters by an entry after the gap', async () => {
    const luxury = await search({ treatment_types: 'luxury' });
    expect(luxury.facilities.map((f) => f.id).sort()).toEqual([ids.retreat, ids.estate].sort());
    const medicaid = await search({ insurance: 'medicaid' });
    expect(medicaid.facilities.map((f) => f.id).sort()).toEqual([ids.retreat, ids.clinic].sort());
    const both = await search({ treatment_types: 'sober-living', insurance: 'medicaid' });
    expect(both.facilities.map((f) => f.id)).toEqual([ids.retreat]);
  });

  it('counts each facet under its own entry, and no longer lists the removed one', async () => {
    const json = await search();
    const treatment = counts(json.facets.treatment_types);
    expect(treatment).not.toHaveProperty('detox');
    expect(treatment).toMatchObject({ luxury: 2, 'sober-living': 1, outpatient: 1, inpatient: 0, executive: 0 });
    const insurance = counts(json.facets.insurance);
    expect(insurance).not.toHaveProperty('aetna');
    expect(insurance).toMatchObject({ medicaid: 2, 'private-pay': 1, anthem: 0 });

    const filtered = await search({ treatment_types: 'luxury' });
    expect(counts(filtered.facets.insurance)).toMatchObject({ medicaid: 1, 'private-pay': 1 });
  });

  it('refuses the removed entry as unknown (400)', async () => {
    const res = await client.facility.public.search.$get({ query: { treatment_types: 'detox' } });
    expect(res.status).toBe(400);
  });
});
