import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../index';
import { client, ORIGIN } from '../../test/client';
import { auditOf, createPost, deletePost, getPost, listAuthors, listPosts, newSlug, patchPost, postBody, postPost, preview } from '../../test/blog-admin';
import { signedInAdmin } from '../../test/staff';

let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  admin = await signedInAdmin();
});

const publicPost = (slug: string) => client.blog.posts[':slug'].$get({ param: { slug } });
const publicSlugs = async () => ((await (await client.blog.posts.$get({ query: { limit: '50' } })).json()) as { posts: { slug: string }[] }).posts.map((p) => p.slug);
const categoryCount = async (slug: string) =>
  ((await (await client.blog.categories.$get()).json()) as { slug: string; post_count: number }[]).find((c) => c.slug === slug)!.post_count;

describe('POST /api/admin/blog/posts', () => {
  it('creates a draft that the public blog does not show, audited, by the signed-in staff member', async () => {
    const slug = newSlug('draft');
    const res = await postPost(admin.cookie, postBody({ slug, status: 'draft', tags: ['  Family ', 'family', 'Hope'] }));
    expect(res.status).toBe(201);
    const post = await res.json();
    expect(post).toMatchObject({
      slug,
      status: 'draft',
      published_date: null,
      category: { slug: 'family-support', name: 'Family Support', colour: '#b45309' },
      // users.name of addUser() is "Test User": an author row of that name is created for them.
      author: { slug: 'test-user', name: 'Test User' },
      tags: ['Family', 'Hope'],
      content: postBody().content,
      featured_image: '/images/blog/example.webp',
      read_time: 1,
    });
    expect(post.id).toBeGreaterThan(0);
    expect((await publicPost(slug)).status).toBe(404);
    expect(await publicSlugs()).not.toContain(slug);
    const [line] = await auditOf('blog.post_created', `blog_post:${post.id}`);
    expect(line).toMatchObject({ actor_id: admin.id, detail: { slug, status: 'draft' } });
    expect(await auditOf('blog.post_published', `blog_post:${post.id}`)).toHaveLength(0);
  });

  it('publishes at once: in the public list, its category count, and readable as sanitised HTML', async () => {
    const before = await categoryCount('prevention');
    const post = await createPost(admin.cookie, { category: 'prevention', content: '# Hello\n\n<b>raw</b> text' });
    expect(post.status).toBe('published');
    expect(Date.now() - Date.parse(post.published_date!)).toBeLessThan(60_000);
    expect(await publicSlugs()).toContain(post.slug);
    expect(await categoryCount('prevention')).toBe(before + 1);
    const read = (await (await publicPost(post.slug)).json()) as { content: string };
    expect(read.content).toBe('<h1>Hello</h1>\n<p>&lt;b&gt;raw&lt;/b&gt; text</p>\n');
    expect(await auditOf('blog.post_published', `blog_post:${post.id}`)).toHaveLength(1);
  });

  it('takes a named author and a publish date; a future date stays hidden until then', async () => {
    const { slug: authorSlug } = (await (await listAuthors(admin.cookie)).json())[0]!;
    const post = await createPost(admin.cookie, { author: authorSlug, published_date: '2099-01-01T09:00:00+02:00' });
    expect(post.author.slug).toBe(authorSlug);
    expect(post.published_date).toBe('2099-01-01T07:00:00.000Z');
    expect((await publicPost(post.slug)).status).toBe(404);
  });
});

describe('GET /api/admin/blog/posts', () => {
  it('lists drafts and published posts, newest change first, filtered by status and search, 20 a page', async () => {
    const stem = `list${crypto.randomUUID().slice(0, 6)}`;
    const draft = await createPost(admin.cookie, { slug: newSlug(stem), status: 'draft' });
    const published = await createPost(admin.cookie, { slug: newSlug(stem) });
    const all = await (await listPosts(admin.cookie, { search: stem })).json();
    expect(all).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(all.posts.map((p) => p.id)).toEqual([published.id, draft.id]);
    expect(Object.keys(all.posts[0]!).sort()).toEqual(
      ['author', 'category', 'featured_image', 'id', 'published_date', 'read_time', 'slug', 'status', 'title', 'updated_date'].sort(),
    );
    const drafts = await (await listPosts(admin.cookie, { search: stem, status: 'draft' })).json();
    expect(drafts.posts.map((p) => p.id)).toEqual([draft.id]);
    // LIKE's wildcards are searched for literally.
    expect((await (await listPosts(admin.cookie, { search: '%' })).json()).total).toBe(0);
  });

  it('pages by 20', async () => {
    const stem = `page${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 21; i++) await createPost(admin.cookie, { slug: newSlug(stem), status: 'draft' });
    const second = await (await listPosts(admin.cookie, { search: stem, page: '2' })).json();
    expect(second).toMatchObject({ total: 21, page: 2, page_size: 20 });
    expect(second.posts).toHaveLength(1);
  });
});

describe('GET /api/admin/blog/posts/:id', () => {
  it('answers a draft with its Markdown source', async () => {
    const post = await createPost(admin.cookie, { status: 'draft', content: 'Just *Markdown*.' });
    const res = await getPost(admin.cookie, post.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(post);
  });
});

describe('PATCH /api/admin/blog/posts/:id', () => {
  it('re-renders the HTML and read time when the content changes, and bumps updated_date', async () => {
    const post = await createPost(admin.cookie);
    const long = `## New\n\n${'word '.repeat(1000)}`;
    const res = await patchPost(admin.cookie, post.id, { content: long, title: 'A new title' });
    expect(res.status).toBe(200);
    const patched = await res.json();
    expect(patched).toMatchObject({ title: 'A new title', content: long, read_time: 5, published_date: post.published_date });
    expect(patched.updated_date > post.updated_date).toBe(true);
    const read = (await (await publicPost(post.slug)).json()) as { content: string; read_time: number };
    expect(read.content.startsWith('<h2>New</h2>')).toBe(true);
    expect(read.read_time).toBe(5);
    const [line] = await auditOf('blog.post_updated', `blog_post:${post.id}`);
    expect(line!.detail).toEqual({ slug: post.slug, fields: ['title', 'content'] });
  });

  it('publishing a draft with no date sets it to now; unpublishing hides it again; each audited', async () => {
    const draft = await createPost(admin.cookie, { status: 'draft' });
    const published = await (await patchPost(admin.cookie, draft.id, { status: 'published' })).json();
    expect(published.status).toBe('published');
    expect(Date.now() - Date.parse(published.published_date!)).toBeLessThan(60_000);
    expect((await publicPost(draft.slug)).status).toBe(200);
    await patchPost(admin.cookie, draft.id, { status: 'draft' });
    expect((await publicPost(draft.slug)).status).toBe(404);
    expect(await auditOf('blog.post_published', `blog_post:${draft.id}`)).toHaveLength(1);
    expect(await auditOf('blog.post_unpublished', `blog_post:${draft.id}`)).toHaveLength(1);
    // Status alone is not also an "updated" line.
    expect(await auditOf('blog.post_updated', `blog_post:${draft.id}`)).toHaveLength(0);
  });

  it('a new slug moves the public post; nothing changed writes nothing', async () => {
    const post = await createPost(admin.cookie);
    const slug = newSlug('moved');
    expect((await (await patchPost(admin.cookie, post.id, { slug })).json()).slug).toBe(slug);
    expect((await publicPost(post.slug)).status).toBe(404);
    expect((await publicPost(slug)).status).toBe(200);
    const audited = await env.DB.prepare('SELECT count(*) AS n FROM audit_log').first<{ n: number }>();
    const same = await (await patchPost(admin.cookie, post.id, { slug, title: post.title })).json();
    expect(same.updated_date).toBe((await (await getPost(admin.cookie, post.id)).json()).updated_date);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM audit_log').first<{ n: number }>()).toEqual(audited);
  });
});

describe('DELETE /api/admin/blog/posts/:id', () => {
  it('204; gone from the public blog and the admin API; audited', async () => {
    const post = await createPost(admin.cookie);
    const res = await deletePost(admin.cookie, post.id);
    expect(res.status).toBe(204);
    expect((await publicPost(post.slug)).status).toBe(404);
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await getPost(admin.cookie, post.id)).status).toBe(404);
    expect((await deletePost(admin.cookie, post.id)).status).toBe(404);
    const [line] = await auditOf('blog.post_deleted', `blog_post:${post.id}`);
    expect(line).toMatchObject({ actor_id: admin.id, detail: { slug: post.slug, status: 'published' } });
  });
});

describe('POST /api/admin/blog/preview and GET /authors', () => {
  it('renders with the same renderer publishing stores', async () => {
    const content = 'Hello [site](/blog) <script>x</script>';
    const res = await preview(admin.cookie, content);
    expect(res.status).toBe(200);
    const body = await res.json();
    const post = await createPost(admin.cookie, { content });
    const read = (await (await publicPost(post.slug)).json()) as { content: string; read_time: number };
    expect(body).toEqual({ html: read.content, read_time: read.read_time });
  });

  it('lists authors by name', async () => {
    await createPost(admin.cookie);
    const authors = await (await listAuthors(admin.cookie)).json();
    expect(authors).toContainEqual({ slug: 'test-user', name: 'Test User' });
  });
});

describe('the public blog at the edge after a write', () => {
  const on = { ...env, EDGE_CACHE: 'on' };

  async function fetchOn(path: string, init?: RequestInit) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), on, ctx);
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    return { status: res.status, text, hit: /^cache;desc="hit"/.test(res.headers.get('Server-Timing') ?? '') };
  }

  it("drops the first page of posts and the post from this data center's cache, under the keys the routes use", async () => {
    await fetchOn('/api/blog/posts');
    // The first page however it is asked for: one entry (unknown parameters and spelt-out defaults change nothing).
    expect((await fetchOn('/api/blog/posts?page=1&utm_source=mail')).hit).toBe(true);
    const slug = newSlug('edge');
    expect((await fetchOn(`/api/blog/posts/${slug}`)).status).toBe(404);
    const created = await fetchOn('/api/admin/blog/posts', {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(postBody({ slug })),
    });
    expect(created.status).toBe(201);
    const list = await fetchOn('/api/blog/posts?utm_source=mail');
    expect([list.hit, list.text.includes(slug)]).toEqual([false, true]);
    expect((await fetchOn(`/api/blog/posts/${slug}`)).status).toBe(200);
  });
});
