import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, addZipCode, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../../test/fixtures';

// The District of Columbia and the territories are places of the directory like the states: listed
// after the 50 states with their kind and counts, with state pages, and read by the search box.

const SITE = env.SITE_URL.replace(/\/+$/, '');
let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  await addZipCode('00901', 'San Juan', 'PR', 18.4655, -66.1057);
  await addZipCode('20001', 'Washington', 'DC', 38.9101, -77.0177);
  await addZipCode('98101', 'Seattle', 'WA', 47.6101, -122.3344);
  ids = {
    sanJuan: await addFacility({ name: 'Bahía Recovery', city: 'San Juan', state: 'PR', latitude: 18.46, longitude: -66.1, treatmentTypes: ['detox'] }),
    ponce: await addFacility({ name: 'Ponce Outpatient', city: 'Ponce', state: 'PR', treatmentTypes: ['outpatient'] }),
    capitol: await addFacility({ name: 'Capitol Hill Recovery', city: 'Washington', state: 'DC', latitude: 38.91, longitude: -77.02 }),
    seattle: await addFacility({ name: 'Sound Recovery', city: 'Seattle', state: 'WA', latitude: 47.61, longitude: -122.33 }),
    guamPending: await addFacility({ name: 'Hagåtña Pending', city: 'Hagatna', state: 'GU', status: 'pending' }),
  };
  await freshSearch();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

describe('GET /api/states with DC and the territories', () => {
  it('lists the 50 states by name, then DC, then the territories by name, each with its kind', async () => {
    const states = await (await client.states.$get()).json();
    expect(states.slice(0, 50).every((s) => s.kind === 'state')).toBe(true);
    const names = states.slice(0, 50).map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(states.slice(50).map((s) => [s.code, s.name, s.slug, s.kind])).toEqual([
      ['DC', 'District of Columbia', 'district-of-columbia', 'district'],
      ['AS', 'American Samoa', 'american-samoa', 'territory'],
      ['GU', 'Guam', 'guam', 'territory'],
      ['MP', 'Northern Mariana Islands', 'northern-mariana-islands', 'territory'],
      ['PR', 'Puerto Rico', 'puerto-rico', 'territory'],
      ['VI', 'U.S. Virgin Islands', 'us-virgin-islands', 'territory'],
    ]);
  });

  it('counts their published listings (a pending one counts nowhere) with their 2020 census populations', async () => {
    const states = await (await client.states.$get()).json();
    const byCode = new Map(states.map((s) => [s.code, s]));
    expect(byCode.get('PR')).toMatchObject({ facilities: 2, population: 3285874 });
    expect(byCode.get('DC')).toMatchObject({ facilities: 1, population: 689545 });
    expect(byCode.get('GU')).toMatchObject({ facilities: 0, population: 153836 });
    expect(byCode.get('VI')?.population).toBe(87146);
    expect(byCode.get('AS')?.population).toBe(49710);
    expect(byCode.get('MP')?.population).toBe(47329);
  });
});

describe('a territory’s state page', () => {
  it('lists its published listings by code, name or slug', async () => {
    for (const value of ['pr', 'PR', 'Puerto Rico', 'puerto-rico']) {
      const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: value }, query: {} });
      expect(res.status, value).toBe(200);
      const json = await res.json();
      expect(json.state).toMatchObject({ code: 'PR', name: 'Puerto Rico', kind: 'territory' });
      expect(json.total).toBe(2);
      expect(json.facilities.map((f) => f.id).sort()).toEqual([ids.sanJuan, ids.ponce].sort());
    }
    const virgin = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'us-virgin-islands' }, query: {} });
    expect(await virgin.json()).toMatchObject({ state: { code: 'VI' }, total: 0, facilities: [] });
  });

  it('answers /states/pr with its own title and canonical address, and an unknown place with 404', async () => {
    for (const path of ['/states/pr', '/states/puerto-rico']) {
      const res = await api(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="${SITE}/states/pr">`);
      expect(html).toMatch(/<title>Addiction Treatment Centers in Puerto Rico/);
      expect(html).toContain('Bahía Recovery');
    }
    expect(await (await api('/states/dc')).text()).toContain(`<link rel="canonical" href="${SITE}/states/dc">`);
    const unknown = await api('/states/xx');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex">');
    expect(await (await api('/states')).text()).toMatch(/50 states, the District of Columbia and the U\.S\. territories/);
    const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'atlantis' }, query: {} });
    expect(res.status).toBe(404);
  });

  it('is in sitemap.xml', async () => {
    const xml = await (await api('/sitemap.xml')).text();
    for (const code of ['dc', 'pr', 'gu', 'vi', 'as', 'mp']) expect(xml).toContain(`<loc>http://localhost:8787/states/${code}</loc>`);
  });
});

describe('searching DC and the territories', () => {
  type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];
  async function search(query: SearchQuery) {
    const res = await client.facility.public.search.$get({ query });
    expect(res.status).toBe(200);
    return res.json();
  }
  const idsOf = (json: { facilities: { id: number }[] }) => json.facilities.map((f) => f.id).sort();

  it('filters and counts facets by a territory', async () => {
    const json = await search({ state: 'PR' });
    expect(idsOf(json)).toEqual([ids.sanJuan, ids.ponce].sort());
    const all = await search({});
    expect(all.facets.state.find((f) => f.value === 'PR')?.count).toBe(2);
    expect(all.facets.state.find((f) => f.value === 'DC')?.count).toBe(1);
  });

  it('reads "puerto rico" and "dc" in the search box as the place', async () => {
    const pr = await search({ q: 'detox puerto rico' });
    expect(idsOf(pr)).toEqual([ids.sanJuan]);
    expect(pr.understood.find((u) => u.filter === 'state')).toMatchObject({ label: 'Puerto Rico' });

    const dc = await search({ q: 'rehab in DC' });
    expect(idsOf(dc)).toEqual([ids.capitol]);
    expect(dc.understood.find((u) => u.filter === 'state')).toMatchObject({ label: 'District of Columbia' });
  });

  it('reads "washington dc" as the District of Columbia, and "virgin islands" as the territory', async () => {
    const json = await search({ q: 'washington dc' });
    expect(idsOf(json)).toEqual([ids.capitol]);
    expect((await search({ q: 'rehab virgin islands' })).understood).toMatchObject([{ filter: 'state', label: 'U.S. Virgin Islands' }]);
  });

  it('does not read the everyday word "as" as American Samoa', async () => {
    const json = await search({ q: 'detox as soon as possible' });
    expect(json.understood.filter((u) => u.filter === 'state')).toEqual([]);
  });
});
