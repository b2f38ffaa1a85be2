import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPost } from '../test/blog';
import { DB_TIMING } from '../test/client';
import { addFacility, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';

// Public pages come from the Worker rendered: their content, 988 and their structured data are in
// the HTML a crawler or a browser without script receives. These tests read that HTML as it is sent.

const SITE = env.SITE_URL.replace(/\/+$/, '');
let id: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Pine </script> Harbor', city: 'Portland', state: 'ME', rating: 4.4, reviews: 12, description: 'Outpatient care.', treatmentTypes: ['detox'] });
  await addFacility({ name: 'Casco Bay Detox', city: 'Portland', state: 'ME', rating: 4.9, reviews: 40, treatmentTypes: ['detox'] });
  await addPost({
    title: 'Talking With "Family" </script>',
    slug: 'talking-with-family',
    content_md: 'Start the conversation **calmly**, at a quiet moment.',
    meta_description: 'How to start the conversation.',
    featured_image: '/images/blog/talking-with-family.webp',
    featured_image_alt: 'A family at a table',
    author: { slug: 'ana-ruiz', name: 'Ana Ruiz', bio: 'Writes about family recovery.' },
    category: 'family-support',
    tags: ['family', 'conversation'],
    published_at: new Date('2026-02-01T12:00:00Z'),
    updated_at: new Date('2026-03-05T12:00:00Z'),
  });
  await addPost({ title: 'Unpublished Draft', status: 'draft', published_at: null });
  await freshSearch();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

interface Page {
  status: number;
  html: string;
  headers: Headers;
  /** The markup React rendered inside the root element. */
  body: string;
  jsonLd: Array<Record<string, unknown>>;
}

async function page(path: string, init?: RequestInit): Promise<Page> {
  const res = await api(path, init);
  const html = await res.text();
  const body = /<div id="root">([\s\S]*)<\/div><script id="router-data"/.exec(html)?.[1] ?? /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { status: res.status, html, headers: res.headers, body, jsonLd };
}

const ofType = (p: Page, type: string) => p.jsonLd.find((d) => d['@type'] === type);

describe('public pages in the first HTML', () => {
  it('renders a facility: its name, phone, services and 988, with MedicalBusiness and breadcrumbs', async () => {
    const p = await page(`/facility/${id}`);
    expect(p.status).toBe(200);
    expect(p.body).toContain('Pine &lt;/script&gt; Harbor');
    expect(p.body).toContain('(555) 555-0100');
    expect(p.body).toContain('988');
    expect(p.body).not.toContain('Pine </script>');
    expect(p.html).toContain('<title>Pine &lt;/script&gt; Harbor – Portland, ME | Recovery Directory</title>');
    expect(p.html).toContain(`<link rel="canonical" href="${SITE}/facility/${id}">`);
    expect(ofType(p, 'MedicalBusiness')).toMatchObject({ name: 'Pine </script> Harbor', telephone: '(555) 555-0100', aggregateRating: { ratingValue: 4.4, reviewCount: 12 } });
    expect(ofType(p, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, item: `${SITE}/` },
        { position: 2, item: `${SITE}/search` },
        { position: 3, name: 'Maine', item: `${SITE}/states/me` },
        { position: 4, name: 'Pine </script> Harbor', item: `${SITE}/facility/${id}` },
      ],
    });
  });

  it('costs the D1 reads of the API calls behind it, and no more', async () => {
    const timing = async (path: string) => (await api(path, { headers: DB_TIMING })).headers.get('Server-Timing') ?? '';
    const rows = (timing: string) => Number(/rows_read=(\d+)/.exec(timing)?.[1]);
    // The listing, its first page of reviews, and the lead form's two reference lists (for a visitor
    // without script; the edge cache keeps both, for 5 minutes and an hour, so in production they cost
    // D1 next to nothing).
    // Once first, so that neither side pays for catching the search index up with the tests before
    // (a rebuild's reads landed in one API call now and then, and the sums differed).
    await timing(`/facility/${id}`);
    const apiRows = await Promise.all(
      [`/api/facility/public/${id}`, `/api/facility/public/${id}/reviews?page=1&sort=newest`, '/api/states', '/api/taxonomy'].map(async (path) => rows(await timing(path))),
    );
    const pageTiming = await timing(`/facility/${id}`);
    expect(apiRows.every((n) => Number.isFinite(n))).toBe(true);
    expect(rows(pageTiming)).toBe(apiRows.reduce((a, b) => a + b, 0));
    expect(pageTiming).toMatch(/^render;dur=[\d.]+, api;dur=[\d.]+;desc="rows_read=\d+ queries=\d+", total;dur=[\d.]+$/);
  });

  it('embeds the data it rendered, so the SPA hydrates without asking again', async () => {
    const p = await page(`/facility/${id}`);
    const state = JSON.parse(/<script id="router-data" type="application\/json">(.*?)<\/script>/.exec(p.html)![1]!) as {
      loaderData: Record<string, { facility: { id: number; name: string } }>;
    };
    expect(state.loaderData.facility!.facility).toMatchObject({ id, name: 'Pine </script> Harbor' });
    // Inside a script element nothing the database holds may close it.
    expect(p.html).not.toContain('Pine </script>');
  });

  it("renders a state's facilities, best rated first, with breadcrumbs and an ItemList of them", async () => {
    for (const path of ['/states/me', '/states/maine', '/states/ME']) {
      const p = await page(path);
      expect(p.status).toBe(200);
      expect(p.body).toContain('Casco Bay Detox');
      expect(p.body).toContain('988');
      expect(p.html).toContain(`<link rel="canonical" href="${SITE}/states/me">`);
      const list = ofType(p, 'ItemList') as { itemListElement: Array<{ name: string; position: number }> };
      expect(list.itemListElement.slice(0, 2).map((i) => i.name)).toEqual(['Casco Bay Detox', 'Pine </script> Harbor']);
      expect(ofType(p, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'States' }, { name: 'Maine', item: `${SITE}/states/me` }] });
    }
  });

  it('loads only the six centers a state page shows, the best rated (issue 27)', async () => {
    for (let k = 0; k < 8; k++) {
      await addFacility({ name: `Green Mountain Center ${k}`, city: 'Burlington', state: 'VT', rating: 3 + k / 10, reviews: k });
    }
    await freshSearch();
    const p = await page('/states/vt');
    const loaded = JSON.parse(/<script id="router-data" type="application\/json">(.*?)<\/script>/.exec(p.html)![1]!) as {
      loaderData: { state: { facilities: Array<{ name: string }>; total: number } };
    };
    expect(loaded.loaderData.state.total).toBe(8);
    // By the Bayesian average of their reviews (decision 027): center 2's 2 reviews averaging 3 weigh
    // less than center 1's one 3, and center 0 has none.
    expect(loaded.loaderData.state.facilities.map((f) => f.name)).toEqual([7, 6, 5, 4, 3, 1].map((k) => `Green Mountain Center ${k}`));
    // Its cities (none here with a page) are a static part: not in the data the browser hydrates from.
    expect(p.html).toContain('<div class="static-part" data-static-part="state-cities"></div>');
    expect((loaded.loaderData.state as { cities?: unknown }).cities).toBeNull();
    const list = ofType(p, 'ItemList') as { itemListElement: unknown[] };
    expect(list.itemListElement).toHaveLength(6);
  });

  it('renders the search results for the query in the address', async () => {
    const p = await page('/search?q=casco');
    expect(p.status).toBe(200);
    expect(p.body).toContain('Casco Bay Detox');
    expect(p.body).toContain('988');
    expect(p.body).toMatch(/<form[^>]*action="\/search"/);
  });

  it('keeps in the search page’s data only what its result cards show (issue 27)', async () => {
    const p = await page('/search?q=casco');
    const loaded = JSON.parse(/<script id="router-data" type="application\/json">(.*?)<\/script>/.exec(p.html)![1]!) as {
      loaderData: Record<string, { outcome: { result: { facilities: Array<Record<string, unknown>> } } }>;
    };
    const [card] = Object.values(loaded.loaderData).find((d) => d?.outcome)!.outcome.result.facilities;
    expect(card).toMatchObject({ name: 'Casco Bay Detox', city: expect.any(String), treatmentTypes: expect.any(Array) });
    for (const field of ['description', 'email', 'website', 'address', 'latitude', 'services', 'intakeHours']) expect(card, field).not.toHaveProperty(field);
  });

  it("renders a post's body, sanitised, with Article, breadcrumbs and its preview image", async () => {
    const p = await page('/blog/talking-with-family');
    expect(p.status).toBe(200);
    expect(p.body).toContain('<strong>calmly</strong>');
    expect(p.body).toContain('988');
    expect(p.html).toContain('<meta property="og:type" content="article">');
    expect(p.html).toContain(`<meta property="og:image" content="${SITE}/images/blog/talking-with-family.webp">`);
    expect(p.html).toContain('<title>Talking With &quot;Family&quot; &lt;/script&gt; | Recovery Directory</title>');
    expect(ofType(p, 'Article')).toMatchObject({
      headline: 'Talking With "Family" </script>',
      datePublished: '2026-02-01T12:00:00.000Z',
      dateModified: '2026-03-05T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana Ruiz' },
      publisher: { '@id': `${SITE}/#organization` },
    });
    expect(ofType(p, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ item: `${SITE}/` }, { item: `${SITE}/blog` }, { position: 3 }] });
  });

  it.each([
    ['/', 'Find Recovery Centers Near You'],
    ['/states', 'Maine'],
    ['/blog', 'Talking With'],
    ['/about', 'How It Works'],
    ['/verification', 'What Verified does not mean'],
    ['/insurance', 'Insurance'],
    ['/treatment-types', 'Types of Addiction Treatment'],
    ['/get-help', 'Get Help Now'],
    ['/resources', 'Get Help Now'],
    ['/contact', 'Contact Us'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/sitemap', 'Sitemap'],
    ['/open-data', 'Open Data'],
  ])('renders %s with its content, the header, the footer and 988', async (path, text) => {
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.body).toContain(text);
    expect(p.body).toContain('<header class="site-header"');
    expect(p.body).toContain('<footer');
    expect(p.body).toContain('988');
    // /resources is the spec's second address for /get-help: search engines are sent to the first.
    const canonical = path === '/resources' ? '/get-help' : path;
    expect(p.html).toContain(`<link rel="canonical" href="${SITE}${canonical}">`);
  });

  it('carries the Organization on every page, with its logo and helpline, from SITE_URL', async () => {
    for (const path of ['/', `/facility/${id}`, '/states/me', '/blog/talking-with-family', '/about', '/admin/crm', '/facility-login', '/nowhere']) {
      const org = ofType(await page(path), 'Organization');
      expect(org, path).toMatchObject({
        name: 'Recovery Directory',
        url: `${SITE}/`,
        logo: `${SITE}/logo.svg`,
        contactPoint: [{ '@type': 'ContactPoint', telephone: '+18885550142' }],
      });
    }
  });
});

describe('statuses', () => {
  it.each(['/facility/999999', '/facility/abc', '/states/atlantis', '/no-such-page', '/blog/no-such-post', '/blog/unpublished-draft', '/blog/%E0%A4%A', '/states/%zz', '/blog/..%2F..%2Fdemo-accounts', '/facility/..%2F..%2Fdemo-accounts', '/states/..%2F..%2F..%2Fsite%3F'])(
    'answers %s with 404, noindex and a rendered not-found page',
    async (path) => {
      const p = await page(path);
      expect(p.status).toBe(404);
      expect(p.html).toContain('<meta name="robots" content="noindex">');
      expect(p.html).not.toContain('rel="canonical"');
      expect(p.body).toMatch(/Not Found/);
      expect(p.body).toContain('988');
      expect(p.headers.get('Cache-Control')).toBe('no-cache');
    },
  );

  it('sends account, dashboard and back-office pages the shell, never indexed, to render in the browser', async () => {
    for (const path of ['/facility-signup', '/facility-dashboard', '/facility-dashboard/inquiries/12', '/admin/crm', '/admin/crm/prospects/42', '/admin/blog/7', '/admin/imports']) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.html, path).toContain('<div id="root"></div>');
      expect(p.html, path).not.toContain('router-data');
      if (path !== '/facility-signup') expect(p.html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('renders the two sign-in pages, never indexed, their forms in the HTML (issue 41)', async () => {
    for (const [path, heading] of [
      ['/facility-login', 'Facility Login'],
      ['/admin/login', 'Admin Sign In'],
    ] as const) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.body, path).toContain(`<h1>${heading}</h1>`);
      expect(p.body, path).toContain('name="_form" value="sign-in"');
      expect(p.html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('an address with a trailing slash (issue 41)', () => {
  it.each([
    ['/facility/940/', '/facility/940'],
    ['/es/states/ct/', '/es/states/ct'],
    ['/states/me//', '/states/me'],
    ['/search/?q=detox&page=2', '/search?q=detox&page=2'],
    ['/admin/login/', '/admin/login'],
  ])('redirects %s for good to %s, the same page without the slash', async (path, location) => {
    const res = await api(path, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(location);
  });

  it.each(['/', '/es/'])('leaves %s, a home page, as it is', async (path) => {
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.body).toContain('988');
  });

  it('answers HEAD with the same redirect', async () => {
    const res = await api('/states/me/', { method: 'HEAD', redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/states/me');
  });
});

describe('pageLinks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_helper'], css: ['assets/index-a.css'] },
    _helper: { file: 'assets/helper-h.js' },
    _vendor: { file: 'assets/vendor-b.js' },
    '_api.ts': { file: 'assets/api-c.js' },
    'src/app/start.tsx': { file: 'assets/start-s.js', imports: ['_vendor', '_api.ts', '_helper'], css: ['assets/start-s.css'] },
    'src/features/search/components/search-page.tsx': {
      file: 'assets/search-page-d.js',
      imports: ['_vendor', '_api.ts'],
      css: ['assets/search-page-e.css'],
    },
  };

  it("links a rendered page's styles (the app's and its own) and none of its code", async () => {
    const { pageLinks } = await import('./route-preloads');
    expect(pageLinks(manifest, { rendered: true, source: 'src/features/search/components/search-page.tsx' })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/start-s.css"><link rel="stylesheet" crossorigin href="/assets/search-page-e.css">',
    );
    expect(pageLinks(null, { rendered: true, source: 'src/features/search/components/search-page.tsx' })).toBe('');
  });

  it('names the code a page rendered in the browser needs first, beyond what the entry names', async () => {
    const { pageLinks } = await import('./route-preloads');
    expect(pageLinks(manifest, { rendered: false })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/start-s.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/start-s.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/api-c.js">',
    );
  });
});
