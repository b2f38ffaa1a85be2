import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows, updateStatement } from '../../test/factories';
import { addPost, daysFromNow } from '../../test/blog';
import { client, DB_TIMING, errorOf, rowsReadOf } from '../../test/client';
import { api } from '../../test/fixtures';
import { expectInert, MARKDOWN_PAYLOADS } from '../../test/xss';

describe('blog', () => {
  beforeAll(async () => {
    await addPost({
      title: 'Choosing an Outpatient Program',
      category: 'treatment-guides',
      tags: ['outpatient', 'choosing care'],
      excerpt: 'What to ask before you enrol.',
      content_md: '## Questions\n\nAsk about **medication-assisted treatment** and aftercare. '.repeat(100),
      published_at: daysFromNow(-1),
    });
    await addPost({
      title: 'Detox What to Expect',
      category: 'treatment-guides',
      tags: ['detox', 'outpatient'],
      published_at: daysFromNow(-2),
    });
    await addPost({ title: 'Family Meetings', category: 'family-support', tags: ['family', 'outpatient'], published_at: daysFromNow(-3) });
    await addPost({ title: 'Staying Sober Over the Holidays', category: 'recovery-resources', tags: ['relapse'], published_at: daysFromNow(-4) });
    await addPost({ title: 'Understanding Opioids', category: 'addiction-types', tags: ['opioids'], published_at: daysFromNow(-5) });
    await addPost({ title: 'Unrelated Prevention Notes', category: 'prevention', tags: ['schools'], published_at: daysFromNow(-6) });
    for (let i = 1; i <= 10; i++) {
      await addPost({ title: `Treatment Guide Number ${i}`, category: 'treatment-guides', published_at: daysFromNow(-10 - i) });
    }
    await addPost({ title: 'A Draft About Outpatient Care', status: 'draft', published_at: null, tags: ['outpatient'] });
    await addPost({ title: 'Scheduled Outpatient Post', published_at: daysFromNow(2), tags: ['outpatient'] });
  });

  describe('GET /api/blog/posts', () => {
    it('lists public posts newest first, 9 a page, with has_more', async () => {
      const res = await client.blog.posts.$get({ query: {} });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.total).toBe(16);
      expect(body.posts).toHaveLength(9);
      expect(body.has_more).toBe(true);
      expect(body.posts[0]!.slug).toBe('choosing-an-outpatient-program');
      const dates = body.posts.map((p) => p.published_date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.posts[0]).not.toHaveProperty('content');
      expect(body.posts[0]).toMatchObject({
        title: 'Choosing an Outpatient Program',
        excerpt: 'What to ask before you enrol.',
        author: { slug: 'test-author', name: 'Test Author' },
        category: { slug: 'treatment-guides', name: 'Treatment Guides' },
        tags: ['outpatient', 'choosing care'],
        featured_image_alt: expect.any(String),
        read_time: 4, // 700 words
      });
    });

    it('pages to the end', async () => {
      const last = await (await client.blog.posts.$get({ query: { page: '2' } })).json();
      expect(last.posts).toHaveLength(7);
      expect(last.has_more).toBe(false);
      const beyond = await (await client.blog.posts.$get({ query: { page: '5' } })).json();
      expect(beyond).toMatchObject({ posts: [], total: 16, has_more: false });
      const small = await (await client.blog.posts.$get({ query: { limit: '4', page: '4' } })).json();
      expect(small.posts).toHaveLength(4);
      expect(small.has_more).toBe(false);
    });

    it('never shows drafts or posts scheduled for later', async () => {
      const body = await (await client.blog.posts.$get({ query: { limit: '50' } })).json();
      const slugs = body.posts.map((p) => p.slug);
      expect(slugs).not.toContain('a-draft-about-outpatient-care');
      expect(slugs).not.toContain('scheduled-outpatient-post');
      const tagged = await (await client.blog.posts.$get({ query: { tag: 'outpatient' } })).json();
      expect(tagged.total).toBe(3);
    });

    it('filters by category and by tag', async () => {
      const family = await (await client.blog.posts.$get({ query: { category: 'family-support' } })).json();
      expect(family.posts.map((p) => p.slug)).toEqual(['family-meetings']);
      const tagged = await (await client.blog.posts.$get({ query: { tag: 'outpatient', category: 'treatment-guides' } })).json();
      expect(tagged.posts.map((p) => p.slug)).toEqual(['choosing-an-outpatient-program', 'detox-what-to-expect']);
      const none = await (await client.blog.posts.$get({ query: { category: 'prevention', tag: 'opioids' } })).json();
      expect(none).toEqual({ posts: [], total: 0, has_more: false });
    });

    it('searches titles, excerpts and bodies by word prefix, operators taken as words', async () => {
      const byTitle = await (await client.blog.posts.$get({ query: { search: 'opioid' } })).json();
      expect(byTitle.posts.map((p) => p.slug)).toEqual(['understanding-opioids']);
      const byBody = await (await client.blog.posts.$get({ query: { search: 'medication aftercare' } })).json();
      expect(byBody.posts.map((p) => p.slug)).toEqual(['choosing-an-outpatient-program']);
      const byExcerpt = await (await client.blog.posts.$get({ query: { search: 'enrol' } })).json();
      expect(byExcerpt.total).toBe(1);
      for (const search of ['"detox*', 'detox)', '^detox -', 'NEAR(detox']) {
        const syntax = await client.blog.posts.$get({ query: { search } });
        expect(syntax.status).toBe(200);
        const slugs = (await syntax.json()).posts.map((p) => p.slug);
        expect(slugs, search).toEqual(search.startsWith('NEAR') ? [] : ['detox-what-to-expect']);
      }
      const hidden = await (await client.blog.posts.$get({ query: { search: 'scheduled' } })).json();
      expect(hidden.total).toBe(0);
    });

    it('keeps search in step with edits and deletions', async () => {
      await addPost({ title: 'Zebrafish Placeholder', category: 'prevention', published_at: daysFromNow(-30) });
      const find = async (search: string) =>
        (await (await client.blog.posts.$get({ query: { search } })).json()).posts.map((p) => p.slug);
      expect(await find('zebrafish')).toEqual(['zebrafish-placeholder']);
      await updateRows('blog_posts', { slug: 'zebrafish-placeholder' }, { title: 'Quokka Placeholder' });
      expect(await find('zebrafish')).toEqual([]);
      expect(await find('quokka')).toEqual(['zebrafish-placeholder']);
      await env.DB.prepare(`DELETE FROM blog_posts WHERE slug = 'zebrafish-placeholder'`).run();
      expect(await find('quokka placeholder')).toEqual([]);
    });

    it('forgives a typo when the search finds nothing', async () => {
      const body = await (await client.blog.posts.$get({ query: { search: 'opiods' } })).json();
      expect(body.posts.map((p) => p.slug)).toEqual(['understanding-opioids']);
      expect(body.suggestion).toBe('opioids');
    });
  });

  describe('GET /api/blog/categories', () => {
    it('lists the five categories in order with their public post counts', async () => {
      const res = await client.blog.categories.$get();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([
        { slug: 'treatment-guides', name: 'Treatment Guides', colour: '#1d4ed8', post_count: 12 },
        { slug: 'recovery-resources', name: 'Recovery Resources', colour: '#047857', post_count: 1 },
        { slug: 'addiction-types', name: 'Addiction Types', colour: '#6d28d9', post_count: 1 },
        { slug: 'family-support', name: 'Family Support', colour: '#b45309', post_count: 1 },
        { slug: 'prevention', name: 'Prevention', colour: '#be123c', post_count: 1 },
      ]);
    });
  });

  describe('GET /api/blog/posts/:slug', () => {
    it('answers a post with its sanitised HTML and author', async () => {
      const res = await client.blog.posts[':slug'].$get({ param: { slug: 'choosing-an-outpatient-program' } });
      expect(res.status).toBe(200);
      const post = await res.json();
      expect(post.content).toContain('<h2>Questions</h2>');
      expect(post.content).toContain('<strong>medication-assisted treatment</strong>');
      expect(post.author).toEqual({ slug: 'test-author', name: 'Test Author', bio: 'Writes tests.' });
      expect(post.meta_description).toMatch(/^Meta description/);
      expect(post.updated_date).toBe(post.published_date);
    });
  });

  describe('GET /api/blog/related/:slug', () => {
    it('puts shared tags first, then the same category, never the post itself', async () => {
      const res = await client.blog.related[':slug'].$get({ param: { slug: 'choosing-an-outpatient-program' } });
      expect(res.status).toBe(200);
      const related = await res.json();
      expect(related.map((p) => p.slug)).toEqual(['detox-what-to-expect', 'family-meetings', 'treatment-guide-number-1']);
      expect(Object.keys(related[0]!).sort()).toEqual(['excerpt', 'featured_image', 'id', 'read_time', 'slug', 'title']);
    });

    it('never lists the post itself, drafts or scheduled posts', async () => {
      for (const slug of ['detox-what-to-expect', 'family-meetings', 'understanding-opioids']) {
        const related = await (await client.blog.related[':slug'].$get({ param: { slug } })).json();
        const slugs = related.map((p) => p.slug);
        expect(slugs).not.toContain(slug);
        expect(slugs).not.toContain('a-draft-about-outpatient-care');
        expect(slugs).not.toContain('scheduled-outpatient-post');
        expect(related.length).toBeLessThanOrEqual(3);
      }
      const alone = await (await client.blog.related[':slug'].$get({ param: { slug: 'understanding-opioids' } })).json();
      expect(alone).toEqual([]);
    });
  });
});

describe('blog.errors', () => {
  beforeAll(async () => {
    await addPost({ title: 'A Public Post' });
    await addPost({ title: 'A Draft Post', status: 'draft', published_at: null });
    await addPost({ title: 'A Future Post', published_at: daysFromNow(1) });
  });

  type PostsQuery = NonNullable<Parameters<typeof client.blog.posts.$get>[0]>['query'];

  describe('GET /api/blog/posts with bad input', () => {
    it.each<[PostsQuery, string]>([
      [{ page: '0' }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ limit: '51' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ category: 'Treatment Guides' }, 'category'],
      [{ category: "x' OR 1=1" }, 'category'],
      [{ tag: 't'.repeat(61) }, 'tag'],
      [{ search: 's'.repeat(201) }, 'search'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await client.blog.posts.$get({ query });
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
    });

    it('answers an unknown category with no posts rather than an error', async () => {
      const res = await client.blog.posts.$get({ query: { category: 'no-such-category' } });
      expect(await res.json()).toEqual({ posts: [], total: 0, has_more: false });
    });
  });

  describe('GET /api/blog/posts/:slug and /related/:slug for what is not public', () => {
    it.each(['no-such-post', 'a-draft-post', 'a-future-post', 'UPPER_case'])('%s is a 404 Blog post not found', async (slug) => {
      for (const res of [
        await client.blog.posts[':slug'].$get({ param: { slug } }),
        await client.blog.related[':slug'].$get({ param: { slug } }),
      ]) {
        expect(res.status).toBe(404);
        const body = await errorOf(res);
        expect(body.error).toMatchObject({ code: 'not_found', message: 'Blog post not found' });
      }
    });

    it('answers a slug past 200 characters with a 400', async () => {
      const res = await client.blog.posts[':slug'].$get({ param: { slug: 'a'.repeat(201) } });
      expect(res.status).toBe(400);
    });

    it('answers a write with 405', async () => {
      const res = await api('/api/blog/posts', { method: 'POST', headers: { Origin: 'http://localhost' } });
      expect(res.status).toBe(405);
    });
  });
});

describe('blog.security', () => {
  // Every payload goes in through the insert that authoring and the seed use, and comes out of the
  // public API: the served HTML is inert, and the plain-text fields stay text for the page to escape.

  beforeAll(async () => {
    for (const [i, payload] of MARKDOWN_PAYLOADS.entries()) {
      await addPost({
        title: `Payload ${i}`,
        slug: `payload-${i}`,
        excerpt: payload,
        content_md: `## Payload ${i}\n\n${payload}\n\nText after [a link](https://www.samhsa.gov/find-help).`,
        tags: ['xss', payload.slice(0, 40)],
      });
    }
  });

  describe('the public blog API with the XSS payload list in posts', () => {
    it.each([...MARKDOWN_PAYLOADS.entries()])('serves payload %i inert', async (i, payload) => {
      const res = await client.blog.posts[':slug'].$get({ param: { slug: `payload-${i}` } });
      expect(res.status).toBe(200);
      const post = await res.json();
      expectInert(post.content, payload);
      expect(post.content).toContain('<a href="https://www.samhsa.gov/find-help" rel="noopener noreferrer">a link</a>');
      // Stored as written: the SPA shows these as text, never as HTML.
      expect(post.excerpt).toBe(payload);
    });

    it('serves JSON, never HTML, even when searched for a payload', async () => {
      const res = await client.blog.posts.$get({ query: { search: '<script>alert(1)</script>', limit: '50' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });
});

// Last in the file: it adds many posts.
describe('related posts at scale (issue 27)', () => {
  it('are found by index: a post page reads the posts sharing its tags, not every post (1,325 rows before, here)', async () => {
    // Each tag on a dozen posts, as a growing blog's tags are; each post has two.
    for (let i = 0; i < 60; i++) await addPost({ title: `Scale Post ${i}`, category: 'prevention', tags: [`scale-${i % 5}`, `topic-${i % 6}`] });
    const res = await api('/api/blog/related/scale-post-0', { headers: DB_TIMING });
    const related = (await res.json()) as Array<{ slug: string }>;
    // Two shared tags beat one (posts 30 and 0 share both), then the newest sharing one.
    expect(related.map((p) => p.slug)).toEqual(['scale-post-30', 'scale-post-5', 'scale-post-6']);
    expect(rowsReadOf(res)).toBeLessThan(300);

    // An edit of the tags counts at once: the oldest post now shares three.
    await env.DB.batch(['scale-post-0', 'scale-post-59'].map((slug) => updateStatement('blog_posts', { slug }, { tags: '["scale-0","topic-0","relapse"]' })));
    const again = (await (await api('/api/blog/related/scale-post-0?after-edit')).json()) as Array<{ slug: string }>;
    expect(again.map((p) => p.slug)).toEqual(['scale-post-59', 'scale-post-30', 'scale-post-5']);
  });
});
