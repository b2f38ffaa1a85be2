import { beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../lib/db';
import { addFacility, loadReferenceData } from '../test/fixtures';
import { resolvePageMeta } from './page-meta';
import { renderShell } from './render-shell';
import { env } from 'cloudflare:workers';

const SITE = 'https://directory.example.org';
let id: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Pine </script> Harbor', city: 'Portland', state: 'ME', rating: 4.4, reviews: 12, description: 'Outpatient care.' });
});

const meta = (path: string) => resolvePageMeta(new Database(env.DB), SITE, path);

describe('resolvePageMeta', () => {
  it('gives a published facility its title, canonical URL and structured business data', async () => {
    const m = await meta(`/facility/${id}`);
    expect(m.status).toBe(200);
    expect(m.title).toMatch(/^Pine <\/script> Harbor – Portland, ME/);
    expect(m.canonical).toBe(`${SITE}/facility/${id}`);
    expect(m.jsonLd[0]).toMatchObject({ '@type': 'MedicalBusiness', aggregateRating: { ratingValue: 4.4, reviewCount: 12 } });
  });

  it.each(['/facility/999999', '/states/atlantis', '/no-such-page'])('answers %s with 404 and noindex', async (path) => {
    const m = await meta(path);
    expect(m.status).toBe(404);
    expect(m.noindex).toBe(true);
    expect(m.canonical).toBeNull();
  });

  it('gives every form of a state name the same canonical URL', async () => {
    for (const path of ['/states/me', '/states/ME', '/states/maine', '/states/Maine']) {
      expect((await meta(path)).canonical).toBe(`${SITE}/states/me`);
    }
  });

  it('keeps account and admin pages out of search engines', async () => {
    for (const path of ['/facility-login', '/admin/login', '/facility-dashboard', '/admin/crm']) {
      expect((await meta(path)).noindex).toBe(true);
    }
  });

  it('answers the dashboard’s tabs as pages (200, never indexed), and an unknown one as not found', async () => {
    for (const tab of ['listing', 'inquiries', 'inquiries/12', 'analytics', 'settings', 'preview']) {
      expect(await meta(`/facility-dashboard/${tab}`)).toMatchObject({ status: 200, noindex: true, canonical: null });
    }
    expect((await meta('/facility-dashboard/nothing')).status).toBe(404);
  });

  it('answers the CRM’s pages as pages (200, never indexed)', async () => {
    for (const path of ['/admin/crm', '/admin/crm/prospects/new', '/admin/crm/prospects/42', '/admin/crm/import']) {
      expect(await meta(path)).toMatchObject({ status: 200, noindex: true });
    }
  });
});

describe('renderShell', () => {
  const shell = () =>
    new Response('<!doctype html><html><head><title>x</title><meta name="description" content="y"></head><body></body></html>', {
      headers: { 'Content-Type': 'text/html' },
    });

  it('writes the head tags and the site configuration, escaping what came from the database', async () => {
    const m = await meta(`/facility/${id}`);
    const res = renderShell(shell(), m, { helpline: { display: '1-888-555-0142' } });
    const html = await res.text();
    expect(html).toContain('<title>Pine &lt;/script&gt; Harbor');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/facility/${id}">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"name":"Pine \\u003c/script> Harbor"');
    expect(html).not.toContain('Pine </script>');
    expect(html).toContain('<script id="site-config" type="application/json">{"helpline":{"display":"1-888-555-0142"}}</script>');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('carries the 404 status', async () => {
    const res = renderShell(shell(), await meta('/nowhere'), {});
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
  });
});

describe('preloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor'] },
    _vendor: { file: 'assets/vendor-b.js' },
    '_api.ts': { file: 'assets/api-c.js' },
    'src/features/search/components/search-page.tsx': {
      file: 'assets/search-page-d.js',
      imports: ['index.html', '_api.ts'],
      css: ['assets/search-page-e.css'],
    },
  };

  it("names a landing page's own chunk, the chunks it imports and its styles, not the entry", async () => {
    const { preloadTags } = await import('./route-preloads');
    expect(preloadTags(manifest, '/search')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/search-page-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/api-c.js">' +
        '<link rel="preload" as="style" href="/assets/search-page-e.css">',
    );
    expect(preloadTags(manifest, '/about')).toBe('');
    expect(preloadTags(null, '/search')).toBe('');
  });
});
