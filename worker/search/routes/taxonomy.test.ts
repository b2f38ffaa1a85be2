import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateStatement } from '../../test/factories';
import { client } from '../../test/client';
import { addPost, daysFromNow } from '../../test/blog';
import { addFacility, api, freshSearch, loadReferenceData } from '../../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
  await addFacility({ name: 'Bayou Recovery', state: 'LA' });
  await addFacility({ name: 'Crescent House', state: 'LA' });
  await addFacility({ name: 'Draft Listing', state: 'LA', status: 'pending' });
  await freshSearch();
});

describe('GET /api/health', () => {
  it('answers ok without touching the database', async () => {
    const res = await client.health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('Server-Timing')).toMatch(/^total;dur=/);
    expect(res.headers.get('Server-Timing')).not.toMatch(/db;/);
  });
});

describe('GET /api/states', () => {
  it('lists the 50 states, DC and the five territories with kind, population and published facility counts', async () => {
    const res = await client.states.$get();
    expect(res.status).toBe(200);
    const states = await res.json();
    expect(states).toHaveLength(56);
    expect(states.filter((s) => s.kind === 'state')).toHaveLength(50);
    expect(states.find((s) => s.code === 'LA')).toEqual({
      code: 'LA',
      name: 'Louisiana',
      slug: 'louisiana',
      population: 4657757,
      kind: 'state',
      facilities: 2,
    });
    expect(states.find((s) => s.code === 'DC')).toMatchObject({ name: 'District of Columbia', kind: 'district', facilities: 0 });
    expect(states.find((s) => s.code === 'NH')?.slug).toBe('new-hampshire');
  });
});

describe('GET /api/taxonomy', () => {
  it('returns the spec lists in order', async () => {
    const json = await (await client.taxonomy.$get()).json();
    expect(json.treatment_types).toHaveLength(10);
    // The spec's 15 and the registration list's seven substances (decision 016).
    expect(json.specializations).toHaveLength(22);
    expect(json.insurance).toHaveLength(13);
    expect(json.treatment_types[4]).toEqual({ id: 'detox', name: 'Detoxification' });
    expect(json.addiction_types.length).toBeGreaterThanOrEqual(10);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('renders robots.txt from configuration', async () => {
    const res = await api('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const path of ['/admin/', '/facility-dashboard', '/facility-login', '/api/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain('Sitemap: http://localhost:8787/sitemap.xml');
  });

  it('lists static pages, state pages and published facilities in sitemap.xml', async () => {
    const res = await api('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<loc>http://localhost:8787/search</loc>');
    expect(xml).toContain('<loc>http://localhost:8787/states/la</loc>');
    // Each published listing, in English and in Spanish (decision 022).
    expect(xml.match(/<loc>http:\/\/localhost:8787\/facility\/\d+<\/loc>/g)).toHaveLength(2);
    expect(xml.match(/<loc>http:\/\/localhost:8787\/es\/facility\/\d+<\/loc>/g)).toHaveLength(2);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // Every URL says how often it changes and how it ranks; pages built from listings carry the
    // listings' last change, text pages none rather than an invented date.
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) expect(url).toMatch(/<changefreq>(daily|weekly|monthly|yearly)<\/changefreq><priority>[01]\.\d<\/priority>/);
    expect(urls.find((u) => u.includes('<loc>http://localhost:8787/</loc>'))).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><changefreq>daily<\/changefreq><priority>1\.0/);
    expect(urls.find((u) => u.includes('/terms<'))).not.toContain('<lastmod>');
  });

  it('lists every public blog post dated by its last edit, and the blog dated by its latest post', async () => {
    await addPost({ title: 'Sitemap Published', published_at: new Date('2026-03-01T12:00:00Z'), updated_at: new Date('2026-04-02T12:00:00Z') });
    await addPost({ title: 'Sitemap Draft', status: 'draft', published_at: null });
    await addPost({ title: 'Sitemap Scheduled', published_at: daysFromNow(3) });
    const urls = (await (await api('/sitemap.xml')).text()).match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.find((u) => u.includes('/blog/sitemap-published<'))).toMatch(
      /<lastmod>2026-04-02<\/lastmod><changefreq>monthly<\/changefreq><priority>0\.6/,
    );
    expect(urls.some((u) => u.includes('sitemap-draft') || u.includes('sitemap-scheduled'))).toBe(false);
    expect(urls.find((u) => u.includes('<loc>http://localhost:8787/blog</loc>'))).toMatch(/<lastmod>2026-04-02<\/lastmod><changefreq>weekly/);
  });

  it('is a 404 for a sitemap part that does not exist', async () => {
    const res = await api('/sitemap.xml?part=7');
    expect(res.status).toBe(404);
  });

  it('builds at most 30 sitemaps in ten minutes for one client (a part reads up to 40,000 listings): then our 429', async () => {
    // A 404 is never kept at the edge, so each of these was built from D1.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await api(`/sitemap.xml?part=${100 + i}`, { headers: { 'CF-Connecting-IP': '192.0.2.160' } })).status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect((await api('/sitemap.xml?part=7', { headers: { 'CF-Connecting-IP': '192.0.2.161' } })).status).toBe(404);
  });
});

describe('GET /api/site', () => {
  it('returns the configured helplines with tel: targets and who answers them', async () => {
    const json = await (await client.site.$get()).json();
    expect(json.helpline).toEqual({ display: '1-888-555-0142', tel: 'tel:+18885550142' });
    expect(json.helplineAnsweredBy.length).toBeGreaterThan(10);
    expect(json.demoMode).toBe(true);
  });
});

describe('GET /api/facility/public/featured', () => {
  it('returns the best-rated accredited, recently verified listings', async () => {
    const top = await addFacility({ name: 'Top Accredited', state: 'LA', rating: 4.9 });
    const unverified = await addFacility({ name: 'Top Unverified', state: 'LA', rating: 5 });
    const recent = new Date().toISOString();
    await env.DB.batch([
      updateStatement('facilities', { id: top }, { accreditation: '["CARF"]', last_verified_at: recent }),
      updateStatement('facilities', { id: unverified }, { accreditation: '["CARF"]', last_verified_at: null }),
    ]);
    const json = await (await client.facility.public.featured.$get({ query: { limit: '3' } })).json();
    expect(json.facilities.map((f) => f.id)).toEqual([top]);
  });
});
