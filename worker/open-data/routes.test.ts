import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { client, errorOf, ORIGIN } from '../test/client';
import { insertRow, insertRows, updateRows } from '../test/factories';
import { addFacility, addUser, api, loadReferenceData } from '../test/fixtures';
import { PAGE_ROWS } from './file-sources';
import { BUILD_LIMITS, refreshOpenDataFiles } from './files';

// Five published listings (one with services and private data beside it), one pending, one rejected.
let published: number[];
let pending: number;
let rejected: number;
const SECRET = 'owner-private@secret.example';

beforeAll(async () => {
  await loadReferenceData();
  published = [
    await addFacility({
      name: 'Blue Ridge Recovery',
      city: 'Charlottesville',
      state: 'VA',
      zip: '22901',
      latitude: 38.03,
      longitude: -78.48,
      description: 'Detox and residential care, "quoted", with, commas.',
      treatmentTypes: ['detox', 'inpatient'],
      specializations: ['dual-diagnosis'],
      insurance: ['medicaid', 'aetna'],
      services: ['phr-methadone', 'ol-spanish'],
    }),
    await addFacility({ name: '=Formula Looking Name', state: 'TX', treatmentTypes: ['outpatient'], description: 'Open daily;=HYPERLINK("http://evil.example")' }),
    await addFacility({ name: 'Gila Family Program', state: 'NM', specializations: ['family-therapy'] }),
    await addFacility({ name: 'Taos Sober Living', state: 'NM', treatmentTypes: ['sober-living'] }),
    await addFacility({ name: 'Sandia Outpatient', state: 'NM' }),
  ];
  pending = await addFacility({ name: 'Unlisted Draft', state: 'NM', status: 'pending' });
  rejected = await addFacility({ name: 'Turned Down Place', state: 'NM', status: 'rejected' });
  // What must never be published: the facility's private contact, its account, a lead about it.
  await updateRows('facilities', { id: published[0] }, { contact_email: SECRET, contact_name: 'Private Owner', updated_at: '2030-01-02T03:04:05.000Z' });
  await addUser({ role: 'facility', password: 'a-long-test-password', email: 'account-login@secret.example', facilityId: published[0] });
  await insertRow('leads', {
    facility_id: published[0],
    name: 'Lead Person',
    phone: '555-0199',
    email: 'lead@secret.example',
    message: 'my health story',
    consent_at: '2030-01-01',
  });
  // The files are the scheduled run's: built once the data is in place.
  await refreshOpenDataFiles(env);
});

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

const PRIVATE_KEYS = /password|contact|lead|note|view|session|status_reason|rating|reviews|user|account|token/i;

describe('GET /api/open-data/facilities', () => {
  it('answers a page of published listings in the HSDS shape, with the licence and freshness', async () => {
    const res = await client['open-data'].facilities.$get({ query: {} });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 5, page: 1, limit: 100, has_more: false, last_modified: '2030-01-02T03:04:05.000Z' });
    expect(body.licence.name).toContain('CC BY 4.0');
    expect(body.licence.statement).toMatch(/public domain/);
    expect(body.facilities.map((f) => Number(f.id))).toEqual(published);
    const id = String(published[0]);
    expect(body.facilities[0]).toEqual({
      id,
      url: `http://localhost:8787/facility/${id}`,
      source: 'directory',
      organization: {
        id: `organization-${id}`,
        name: 'Blue Ridge Recovery',
        description: 'Detox and residential care, "quoted", with, commas.',
        website: 'https://test.example.org',
        email: 'intake@test.example.org',
      },
      location: {
        id: `location-${id}`,
        name: 'Blue Ridge Recovery',
        latitude: 38.03,
        longitude: -78.48,
        addresses: [
          { address_1: '1 Test Way', city: 'Charlottesville', state_province: 'VA', postal_code: '22901', country: 'US', address_type: 'physical' },
        ],
      },
      phones: [{ number: '(555) 555-0100', type: 'voice' }],
      services: [
        {
          id: `service-${id}`,
          name: 'Substance use treatment',
          status: 'active',
          taxonomy_terms: [
            { term: 'Inpatient Treatment', taxonomy: 'recovery-directory', code: 'treatment_type:inpatient' },
            { term: 'Detoxification', taxonomy: 'recovery-directory', code: 'treatment_type:detox' },
            { term: expect.any(String), taxonomy: 'recovery-directory', code: 'specialization:dual-diagnosis' },
            { term: 'Aetna', taxonomy: 'recovery-directory', code: 'insurance:aetna' },
            { term: 'Medicaid', taxonomy: 'recovery-directory', code: 'insurance:medicaid' },
            { term: 'Methadone', taxonomy: 'samhsa-locator', code: 'phr-methadone' },
            { term: 'Spanish', taxonomy: 'samhsa-locator', code: 'ol-spanish' },
          ],
        },
      ],
      service_at_location: [{ id: `service-at-location-${id}`, service_id: `service-${id}`, location_id: `location-${id}` }],
      last_modified: '2030-01-02T03:04:05.000Z',
      // It never stated any (worker/availability/open-data.test.ts has one that did).
      availability: null,
    });
  });

  it('pages by page and limit, with has_more until the last page', async () => {
    const page = async (n: number) => (await client['open-data'].facilities.$get({ query: { page: String(n), limit: '2' } })).json();
    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(one.facilities.map((f) => Number(f.id))).toEqual(published.slice(0, 2));
    expect(two.facilities.map((f) => Number(f.id))).toEqual(published.slice(2, 4));
    expect(three.facilities.map((f) => Number(f.id))).toEqual(published.slice(4));
    expect([one.has_more, two.has_more, three.has_more, four.has_more]).toEqual([true, true, false, false]);
    expect(four).toMatchObject({ total: 5, page: 4, limit: 2, facilities: [] });
  });

  it('refuses a limit above 500 or a page below 1 with a field error', async () => {
    expect((await api('/api/open-data/facilities?limit=501')).status).toBe(400);
    expect((await api('/api/open-data/facilities?page=0')).status).toBe(400);
    expect((await api('/api/open-data/facilities?limit=500')).status).toBe(200);
  });

  it('publishes only approved listings and nothing private', async () => {
    const res = await api('/api/open-data/facilities?limit=500');
    const text = await res.text();
    const body = JSON.parse(text) as { facilities: Array<{ id: string }> };
    const ids = body.facilities.map((f) => Number(f.id));
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(rejected);
    expect(text).not.toContain('Unlisted Draft');
    expect([...keysOf(body)].filter((k) => PRIVATE_KEYS.test(k))).toEqual([]);
    for (const secret of ['secret.example', 'Private Owner', 'Lead Person', 'my health story']) expect(text).not.toContain(secret);
  });

  it('is public and cacheable: CORS open, Cache-Control public, Last-Modified', async () => {
    const res = await api('/api/open-data/facilities');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('last-modified')).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
  });
});

describe('GET /api/open-data/facilities.csv', () => {
  it('streams every published listing as CSV, one row each, with download and cache headers', async () => {
    const res = await api('/api/open-data/facilities.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="recovery-directory-facilities-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('last-modified')).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
    const text = await res.text();
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'id', 'name', 'description', 'website', 'email', 'phone', 'address_1', 'city', 'state_province', 'postal_code',
      'country', 'latitude', 'longitude', 'treatment_types', 'specializations', 'insurance', 'locator_services', 'source',
      'url', 'last_modified', 'accepting_new_patients', 'accepting_new_patients_confirmed_on', 'open_beds',
      'open_beds_confirmed_on', 'typical_wait_days', 'typical_wait_days_confirmed_on',
    ]);
    expect(parsed.data.map((r) => Number(r.id))).toEqual(published);
    expect(parsed.data[0]).toMatchObject({
      name: 'Blue Ridge Recovery',
      description: 'Detox and residential care, "quoted", with, commas.',
      postal_code: '22901',
      latitude: '38.03',
      treatment_types: 'Inpatient Treatment; Detoxification',
      insurance: 'Aetna; Medicaid',
      locator_services: 'Methadone; Spanish',
      country: 'US',
    });
    // A cell a spreadsheet would run is written with a leading quote mark.
    expect(parsed.data[1]!.name).toBe("'=Formula Looking Name");
    // And one after a semicolon, where Excel in much of Europe splits the cell.
    expect(parsed.data[1]!.description).toBe('Open daily;\'=HYPERLINK("http://evil.example")');
    expect(text).not.toContain('secret.example');
  });

  it('writes the same rows across many export pages (more listings than one read)', { timeout: 30_000 }, async () => {
    // Pages of 250 (the build reads 1,000 at a time): 605 listings span three.
    BUILD_LIMITS.pageRows = { ...PAGE_ROWS, 'facilities.json': 250, 'facilities.csv': 250 };
    const extra: number[] = [];
    for (let i = 0; i < 3; i++) {
      const rows = Array.from({ length: 200 }, (_, k) => ({ id: 90_000 + i * 200 + k, name: `Bulk ${i * 200 + k}`, city: 'Austin', state: 'TX', status: 'approved' }));
      await insertRows('facilities', rows);
      extra.push(...rows.map((row) => row.id));
    }
    await refreshOpenDataFiles(env);
    try {
      const csv = Papa.parse<Record<string, string>>(await (await api('/api/open-data/facilities.csv')).text(), { header: true, skipEmptyLines: true });
      expect(csv.data.map((r) => Number(r.id))).toEqual([...published, ...extra]);
      const json = (await (await api('/api/open-data/facilities.json')).json()) as { total: number; facilities: Array<{ id: string }> };
      expect(json.total).toBe(605);
      expect(json.facilities.map((f) => Number(f.id))).toEqual([...published, ...extra]);
    } finally {
      BUILD_LIMITS.pageRows = PAGE_ROWS;
      await env.DB.prepare('DELETE FROM facilities WHERE id >= 90000').run();
      await refreshOpenDataFiles(env);
    }
  });
});

describe('GET /api/open-data/facilities.json', () => {
  it('streams one JSON document: licence, last_modified, every listing in the HSDS shape, total', async () => {
    const res = await api('/api/open-data/facilities.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="recovery-directory-facilities-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = (await res.json()) as { licence: { name: string }; last_modified: string; total: number; facilities: unknown[] };
    expect(body.total).toBe(5);
    expect(body.facilities).toHaveLength(5);
    expect(body.last_modified).toBe('2030-01-02T03:04:05.000Z');
    const page = await (await client['open-data'].facilities.$get({ query: {} })).json();
    expect(body.facilities).toEqual(page.facilities);
    expect([...keysOf(body)].filter((k) => PRIVATE_KEYS.test(k))).toEqual([]);
  });
});

describe('the edge cache in front of the open data', () => {
  const on = { ...env, EDGE_CACHE: 'on' };
  /** A D1 that fails any query: what a cache hit must not need. */
  const noD1 = { ...on, DB: { withSession: () => new Proxy({}, { get: () => { throw new Error('D1 was used'); } }) } as unknown as D1Database };

  async function get(path: string, bindings: Env = on) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}${path}`), bindings, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { status: res.status, body, hit: /^cache;desc="hit"/.test(res.headers.get('Server-Timing') ?? '') };
  }

  it('keys on the validated query: a parameter the route does not read, or a value spelt another way, gets the same entry without D1', async () => {
    const first = await get('/api/open-data/facilities.json?n=1');
    expect([first.status, first.hit]).toEqual([200, false]);
    // `?n=$RANDOM` used to build the whole export again for every request.
    const busted = await get('/api/open-data/facilities.json?n=2', noD1);
    expect([busted.status, busted.hit]).toEqual([200, true]);
    expect(busted.body).toBe(first.body);

    const page = await get('/api/open-data/facilities?page=1&limit=2');
    expect(page.hit).toBe(false);
    const same = await get('/api/open-data/facilities?limit=2&page=01&utm_source=x&n=3', noD1);
    expect([same.status, same.hit, same.body]).toEqual([200, true, page.body]);
    // Another query the route reads is another answer.
    expect((await get('/api/open-data/facilities?page=2&limit=2')).hit).toBe(false);
  });

  const from = (ip: string) => ({ headers: { 'CF-Connecting-IP': ip } });
  /** A limit's test in one of its fixed windows: on the real clock, its requests could cross a window's edge. */
  const inOneWindow = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2031-03-01T09:00:00Z'));
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  const statusOf = async (path: string, ip: string) => {
    const res = await api(path, from(ip));
    await res.arrayBuffer();
    return res.status;
  };

  it('limits what one client can make the Worker build: 5 exports in ten minutes; copies from the edge are not counted', async () => {
    inOneWindow();
    const statuses: number[] = [];
    for (const format of ['csv', 'json', 'csv', 'json', 'csv', 'json']) statuses.push(await statusOf(`/api/open-data/facilities.${format}`, '192.0.2.150'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await api('/api/open-data/facilities.csv', from('192.0.2.150'));
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).error.code).toBe('rate_limited');
    expect(await statusOf('/api/open-data/facilities.csv', '192.0.2.151')).toBe(200);

    // Served from the edge's copy (stored by the test above), a download builds nothing and counts nothing.
    const request = (ip: string) => new Request(`${ORIGIN}/api/open-data/facilities.json`, from(ip));
    for (let i = 0; i < 8; i++) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(request('192.0.2.153'), on, ctx);
      expect([res.status, /^cache;desc="hit"/.test(res.headers.get('Server-Timing') ?? '')]).toEqual([200, true]);
      await res.text();
      await waitOnExecutionContext(ctx);
    }
    for (let i = 0; i < 5; i++) expect(await statusOf('/api/open-data/facilities.json', '192.0.2.153')).toBe(200);
  });

  it('limits the pages one client can make the Worker build to 60 in ten minutes', { timeout: 20_000 }, async () => {
    inOneWindow();
    const pages: number[] = [];
    for (let page = 1; page <= 61; page++) pages.push(await statusOf(`/api/open-data/facilities?page=${page}&limit=1`, '192.0.2.152'));
    expect(pages.filter((status) => status === 200)).toHaveLength(60);
    expect(pages.at(-1)).toBe(429);
  });
});
