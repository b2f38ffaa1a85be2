import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, api, freshSearch, loadReferenceData } from '../../test/fixtures';

// The locator services in search: the `services` filter (any of a sidebar group's, every group
// named), the per-group facets, the words that mean them, and `relax` naming a service group.

type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

async function search(query: SearchQuery) {
  const res = await client.facility.public.search.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

type SearchJson = Awaited<ReturnType<typeof search>>;
type Group = keyof SearchJson['facets']['services'];

const serviceCount = (json: SearchJson, group: Group, slug: string) => json.facets.services[group].find((f) => f.value === slug)?.count;
const idsOf = (json: SearchJson) => json.facilities.map((f) => f.id).sort((a, b) => a - b);

const SUBOXONE = 'phr-buprenorphine-with-naloxone-suboxone';
const METHADONE = 'phr-methadone';
const SPANISH = 'ol-spanish';
const FREE = 'pay-free-services-no-payment-needed';

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  ids = {
    bupe: await addFacility({ name: 'Bupe Clinic', state: 'IL', services: [SUBOXONE, 'om-buprenorphine', SPANISH] }),
    methadone: await addFacility({ name: 'Methadone Program', state: 'IL', services: [METHADONE, 'om-methadone', FREE] }),
    both: await addFacility({ name: 'Both Medications Center', state: 'TX', services: [SUBOXONE, METHADONE, 'age-children-adolescents'] }),
    // Medicaid through its list, and the locator's PAY Medicaid (the same thing) among its services.
    plain: await addFacility({ name: 'Plain Counseling', state: 'TX', insurance: ['medicaid'], services: ['pay-medicaid', 'tc-substance-use-treatment'] }),
  };
  await freshSearch();
});

describe('GET /api/facility/public/search with services', () => {
  it('filters by services: any within a group, every group named', async () => {
    expect(idsOf(await search({ services: SUBOXONE }))).toEqual([ids.bupe!, ids.both!].sort((a, b) => a - b));
    // One group: OR.
    expect(idsOf(await search({ services: `${SUBOXONE},${METHADONE}` }))).toEqual([ids.bupe!, ids.methadone!, ids.both!].sort((a, b) => a - b));
    // Two groups: AND.
    expect(idsOf(await search({ services: `${SUBOXONE},${SPANISH}` }))).toEqual([ids.bupe]);
    expect(idsOf(await search({ services: `${METHADONE},${FREE}`, state: 'IL' }))).toEqual([ids.methadone]);
  });

  it('answers the services each result offers, as labels, leaving out those that mean a list entry', async () => {
    const json = await search({ services: SPANISH });
    expect(json.facilities[0]!.services).toEqual(expect.arrayContaining(['Spanish', 'Buprenorphine']));
    const plain = (await search({ q: 'plain counseling' })).facilities.find((f) => f.id === ids.plain);
    expect(plain?.services).toEqual([]);
    expect(plain?.insurance).toEqual(['Medicaid']);
  });

  it('counts each group as if its own selection were cleared, in catalogue order, without the mapped services', async () => {
    const json = await search({ services: SUBOXONE });
    expect(Object.keys(json.facets.services)).toEqual(['medications', 'payment', 'populations', 'ages', 'languages']);
    // Medications ignore their own selection; the other groups count within it.
    expect(serviceCount(json, 'medications', SUBOXONE)).toBe(2);
    expect(serviceCount(json, 'medications', METHADONE)).toBe(2);
    expect(serviceCount(json, 'languages', SPANISH)).toBe(1);
    expect(serviceCount(json, 'payment', FREE)).toBe(0);
    expect(serviceCount(json, 'ages', 'age-children-adolescents')).toBe(1);
    expect(json.facets.services.payment.map((f) => f.value)).not.toContain('pay-medicaid');
    expect(json.facets.services.medications[0]).toEqual({ value: 'om-methadone', name: 'Methadone', count: 1 });
    // A service of a category search does not filter by has no facet.
    expect(Object.values(json.facets.services).flat().map((f) => f.value)).not.toContain('tc-substance-use-treatment');
  });

  it('reads the words for services as filters, with a chip naming the group filter', async () => {
    const json = await search({ q: 'methadone clinic' });
    expect(idsOf(json)).toEqual([ids.methadone!, ids.both!].sort((a, b) => a - b));
    expect(json.understood).toEqual([expect.objectContaining({ label: 'Methadone', filter: 'services:medications', without: '' })]);
    expect(idsOf(await search({ q: 'spanish speaking rehab' }))).toEqual([ids.bupe]);
    expect(idsOf(await search({ q: 'teen rehab' }))).toEqual([ids.both]);
    // Typed and ticked services of one group are either.
    expect(idsOf(await search({ q: 'suboxone', services: METHADONE }))).toEqual([ids.bupe!, ids.methadone!, ids.both!].sort((a, b) => a - b));
  });

  it('names a service group to remove when nothing matches, with what removing it finds', async () => {
    const json = await search({ services: `${FREE},${SPANISH}` });
    expect(json.total).toBe(0);
    expect(json.relax).toEqual(
      expect.arrayContaining([
        { filter: 'services:payment', total: 1 },
        { filter: 'services:languages', total: 1 },
      ]),
    );
    const withState = await search({ services: SPANISH, state: 'TX' });
    expect(withState.relax).toEqual([
      { filter: 'state', total: 1 },
      { filter: 'services:languages', total: 2 },
    ]);
  });

  it('rejects an unknown service, and too many, as field errors', async () => {
    const unknown = await api('/api/facility/public/search?services=ol-klingon');
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { error: { fields?: Record<string, string> } };
    expect(body.error.fields?.services).toBe('Unknown service: ol-klingon.');
    const badSlug = await api('/api/facility/public/search?services=Not%20A%20Slug');
    expect(badSlug.status).toBe(400);
    const many = Array.from({ length: 31 }, (_, i) => `s-${i}`).join(',');
    const tooMany = await api(`/api/facility/public/search?services=${many}`);
    expect(tooMany.status).toBe(400);
  });
});
