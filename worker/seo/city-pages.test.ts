import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_TIMING } from '../test/client';
import { addFacility, addZipCode, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';

// Issue 25: a city page is rendered by the Worker like the state pages, so a crawler or a browser
// without script reads its listings, counts, nearby cities and breadcrumbs in the first HTML.

const SITE = env.SITE_URL.replace(/\/+$/, '');

beforeAll(async () => {
  await loadReferenceData();
  await addZipCode('04101', 'Portland', 'ME', 43.66, -70.26);
  await addZipCode('04401', 'Bangor', 'ME', 44.8, -68.77);
  await addZipCode('04074', 'Scarborough', 'ME', 43.58, -70.35);
  const portland = { city: 'Portland', state: 'ME' };
  await addFacility({ ...portland, name: 'Casco Bay Detox', rating: 4.9, reviews: 40, treatmentTypes: ['detox'], insurance: ['aetna'] });
  await addFacility({ ...portland, name: 'Old Port </script> Recovery', rating: 4.5, treatmentTypes: ['outpatient'] });
  await addFacility({ ...portland, name: 'Back Cove Outpatient', rating: 4.1, treatmentTypes: ['outpatient'] });
  for (const name of ['Scarborough One', 'Scarborough Two', 'Scarborough Three']) await addFacility({ name, city: 'Scarborough', state: 'ME' });
  for (const name of ['Bangor One', 'Bangor Two']) await addFacility({ name, city: 'Bangor', state: 'ME' });
  await freshSearch();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

async function page(path: string) {
  const res = await api(path);
  const html = await res.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { status: res.status, html, headers: res.headers, jsonLd };
}

describe('a city page in the first HTML', () => {
  it('renders its listings, counts and nearby cities with its head and BreadcrumbList', async () => {
    const p = await page('/states/me/portland');
    expect(p.status).toBe(200);
    expect(p.html).toContain('<title>Addiction Treatment Centers in Portland, ME – Recovery Directory</title>');
    expect(p.html).toContain(`<link rel="canonical" href="${SITE}/states/me/portland">`);
    expect(p.html).toContain('Casco Bay Detox');
    expect(p.html).toContain('Old Port &lt;/script&gt; Recovery');
    expect(p.html).not.toContain('Old Port </script>');
    expect(p.html).toMatch(/Outpatient Treatment(<!-- -->)? <span class="city-counts__count">2<\/span>/);
    expect(p.html).toMatch(/href="\/states\/me\/scarborough"/);
    expect(p.html).not.toContain('href="/states/me/bangor"');
    expect(p.html).toContain('href="/states/me"');
    expect(p.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'States', item: `${SITE}/states` },
        { position: 3, name: 'Maine', item: `${SITE}/states/me` },
        { position: 4, name: 'Portland', item: `${SITE}/states/me/portland` },
      ],
    });
    expect(p.jsonLd.find((d) => d['@type'] === 'ItemList')?.itemListElement).toHaveLength(3);
  });

  it('is one page whatever case the address is in: the canonical names it', async () => {
    const p = await page('/states/ME/portland');
    expect(p.status).toBe(200);
    expect(p.html).toContain(`<link rel="canonical" href="${SITE}/states/me/portland">`);
  });

  it('costs the D1 reads of the API call behind it, and no more', async () => {
    await api('/api/facility/public/states/me/cities/portland');
    const rows = (res: Response) => /rows_read=(\d+)/.exec(res.headers.get('Server-Timing') ?? '')?.[1];
    const apiRows = rows(await api('/api/facility/public/states/me/cities/portland', { headers: DB_TIMING }));
    expect(apiRows).toBeDefined();
    expect(rows(await api('/states/me/portland', { headers: DB_TIMING }))).toBe(apiRows);
  });

  it.each(['/states/me/bangor', '/states/me/atlantis', '/states/zz/portland', '/states/me/Port%20land', '/states/me/portland-'])(
    'answers %s with a not-found page, never indexed',
    async (path) => {
      const p = await page(path);
      expect(p.status).toBe(404);
      expect(p.html).toContain('noindex');
      expect(p.html).not.toContain('rel="canonical"');
    },
  );

  it("links the state's cities with pages from the state page, with their counts", async () => {
    const p = await page('/states/me');
    expect(p.html).toMatch(/href="\/states\/me\/portland"[^>]*>Portland<\/a> <span class="city-links__count">\((<!-- -->)?3(<!-- -->)?\)<\/span>/);
    expect(p.html).toMatch(/href="\/states\/me\/scarborough"/);
    expect(p.html).not.toContain('href="/states/me/bangor"');
    // A static part: in the HTML once, not again in the data the browser hydrates from (issue 27).
    expect(p.html).toMatch(/<div class="static-part" data-static-part="state-cities"><nav class="city-links"/);
    const data = JSON.parse(/<script id="router-data" type="application\/json">(.*?)<\/script>/.exec(p.html)![1]!) as { loaderData: { state: { cities: unknown } } };
    expect(data.loaderData.state.cities).toBeNull();
  });
});
