import { beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../lib/db';
import { addPost } from '../test/blog';
import { addFacility, loadReferenceData } from '../test/fixtures';
import { resolvePageMeta } from './page-meta';
import { renderShell } from './render-shell';
import { env } from 'cloudflare:workers';

const SITE = 'https://directory.example.org';
let id: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Pine </script> Harbor', city: 'Portland', state: 'ME', rating: 4.4, reviews: 12, description: 'Outpatient care.' });
  await addPost({
    title: 'Talking With "Family" </script>',
    slug: 'talking-with-family',
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

  it('gives a blog post its title, description, canonical URL, preview image, Article and breadcrumbs', async () => {
    const m = await meta('/blog/talking-with-family');
    expect(m).toMatchObject({
      status: 200,
      title: 'Talking With "Family" </script> | Recovery Directory',
      description: 'How to start the conversation.',
      canonical: `${SITE}/blog/talking-with-family`,
      ogType: 'article',
      image: { url: `${SITE}/images/blog/talking-with-family.webp`, alt: 'A family at a table', width: 1200, height: 630 },
    });
    expect(m.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Talking With "Family" </script>',
      image: [`${SITE}/images/blog/talking-with-family.webp`],
      datePublished: '2026-02-01T12:00:00.000Z',
      dateModified: '2026-03-05T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana Ruiz' },
      mainEntityOfPage: { '@id': `${SITE}/blog/talking-with-family` },
    });
    expect(m.jsonLd[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, item: `${SITE}/` }, { position: 2, item: `${SITE}/blog` }, { position: 3, name: 'Talking With "Family" </script>' }],
    });
    expect(await meta('/blog')).toMatchObject({ status: 200, canonical: `${SITE}/blog`, noindex: false });
  });

  it.each(['/facility/999999', '/states/atlantis', '/no-such-page', '/blog/no-such-post', '/blog/unpublished-draft', '/blog/%E0%A4%A', '/states/%zz'])(
    'answers %s with 404 and noindex',
    async (path) => {
    const m = await meta(path);
    expect(m.status).toBe(404);
    expect(m.noindex).toBe(true);
    expect(m.canonical).toBeNull();
    },
  );

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

  it('answers the CRM’s and the blog desk’s pages as pages (200, never indexed)', async () => {
    for (const path of ['/admin/crm', '/admin/crm/prospects/new', '/admin/crm/prospects/42', '/admin/crm/import', '/admin/blog', '/admin/blog/new', '/admin/blog/7']) {
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

  it('names a post’s preview image and says it is an article', async () => {
    const html = await renderShell(shell(), await meta('/blog/talking-with-family'), {}).text();
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/images/blog/talking-with-family.webp">`);
    expect(html).toContain('<meta property="og:image:alt" content="A family at a table">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<title>Talking With "Family" &lt;/script&gt; | Recovery Directory</title>');
    expect(html).not.toContain('</script> |');
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
