import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORIGIN } from '../../test/client';
import { createPost, expectFieldError, getPost, patchPost, postBody, postPost, preview, type PostBody } from '../../test/blog-admin';
import { api, send } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  admin = await signedInAdmin();
});

const raw = (body: unknown) => send('POST', '/api/admin/blog/posts', body, { Cookie: admin.cookie });

describe('POST /api/admin/blog/posts refuses bad input with a message on the field', () => {
  it.each<[string, Partial<PostBody> | Record<string, unknown>, string]>([
    ['an empty title', { title: '  ' }, 'title'],
    ['a title over 200', { title: 'x'.repeat(201) }, 'title'],
    ['an upper-case slug', { slug: 'Hello-World' }, 'slug'],
    ['a slug with spaces', { slug: 'hello world' }, 'slug'],
    ['a slug with a double hyphen', { slug: 'hello--world' }, 'slug'],
    ['an excerpt over 300', { excerpt: 'x'.repeat(301) }, 'excerpt'],
    ['a meta description over 160', { meta_description: 'x'.repeat(161) }, 'meta_description'],
    ['content over 200,000 characters', { content: 'x'.repeat(200_001) }, 'content'],
    ['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `tag ${i}`) }, 'tags'],
    ['a tag over 40', { tags: ['x'.repeat(41)] }, 'tags.0'],
    ['a blank tag', { tags: ['ok', '   '] }, 'tags.1'],
    ['an external image', { featured_image: 'https://evil.example/a.webp' }, 'featured_image'],
    ['a protocol-relative image', { featured_image: '//evil.example/a.webp' }, 'featured_image'],
    ['a javascript: image', { featured_image: 'javascript:alert(1)' }, 'featured_image'],
    ['a data: image', { featured_image: 'data:image/png;base64,iVBORw0KGgo=' }, 'featured_image'],
    ['an image path climbing out', { featured_image: '/images/../admin' }, 'featured_image'],
    ['an image outside /images/ and /media/', { featured_image: '/assets/x.webp' }, 'featured_image'],
    ['an image without alt text', { featured_image: '/images/blog/x.webp', featured_image_alt: ' ' }, 'featured_image_alt'],
    ['a published post without an excerpt', { status: 'published', excerpt: '' }, 'excerpt'],
    ['a published post without content', { status: 'published', content: '  \n' }, 'content'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['a date that is not ISO', { published_date: 'next Tuesday' }, 'published_date'],
    ['tags that are not a list', { tags: 'a,b' }, 'tags'],
  ])('%s', async (_, overrides, field) => {
    const error = await expectFieldError(await raw({ ...postBody(), ...overrides }), 400, field);
    expect(error.code).toBe('invalid_request');
  });

  it('13 tags that are 12 once duplicates go are fine', async () => {
    const tags = [...Array.from({ length: 12 }, (_, i) => `tag ${i}`), 'TAG 0'];
    const res = await postPost(admin.cookie, postBody({ tags }));
    expect(res.status).toBe(201);
    expect((await res.json()).tags).toHaveLength(12);
  });

  it('a draft may have no excerpt or content; no image needs no alt', async () => {
    const res = await postPost(admin.cookie, postBody({ status: 'draft', excerpt: '', content: '', featured_image: null, featured_image_alt: '' }));
    expect(res.status).toBe(201);
  });

  it('an unknown category: 400 on category', async () => {
    await expectFieldError(await raw(postBody({ category: 'astrology' })), 400, 'category');
  });

  it('an unknown author: 400 on author', async () => {
    await expectFieldError(await raw(postBody({ author: 'nobody-at-all' })), 400, 'author');
  });

  it('a slug already taken: 409 conflict on slug, nothing written', async () => {
    const first = await createPost(admin.cookie);
    const res = await raw(postBody({ slug: first.slug, title: 'Another' }));
    const error = await expectFieldError(res, 409, 'slug');
    expect(error.code).toBe('conflict');
  });

  it('malformed JSON, a non-JSON body, and a body over the limit', async () => {
    const malformed = await send('POST', '/api/admin/blog/posts', undefined, { Cookie: admin.cookie, 'Content-Type': 'application/json' });
    expect(malformed.status).toBe(400);
    const broken = await fetchRaw('{"title": ', 'application/json');
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).error.code).toBe('invalid_request');
    const form = await fetchRaw('title=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const huge = await raw(postBody({ content: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).error.code).toBe('payload_too_large');
  });
});

const fetchRaw = (body: string, type: string) =>
  api('/api/admin/blog/posts', { method: 'POST', headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': type }, body });

describe('PATCH /api/admin/blog/posts/:id', () => {
  it('checks the rules on the post as it would become', async () => {
    const draft = await createPost(admin.cookie, { status: 'draft', excerpt: '' });
    await expectFieldError(await patchPost(admin.cookie, draft.id, { status: 'published' }), 400, 'excerpt');
    const withImage = await createPost(admin.cookie);
    await expectFieldError(await patchPost(admin.cookie, withImage.id, { featured_image_alt: '' }), 400, 'featured_image_alt');
    expect((await patchPost(admin.cookie, withImage.id, { featured_image: null, featured_image_alt: '' })).status).toBe(200);
  });

  it('each field rule, an unknown category, a taken slug (409)', async () => {
    const post = await createPost(admin.cookie);
    const other = await createPost(admin.cookie);
    await expectFieldError(await patchPost(admin.cookie, post.id, { title: '' }), 400, 'title');
    await expectFieldError(await patchPost(admin.cookie, post.id, { featured_image: 'https://cdn.example/x.png' }), 400, 'featured_image');
    await expectFieldError(await patchPost(admin.cookie, post.id, { category: 'astrology' }), 400, 'category');
    const clash = await expectFieldError(await patchPost(admin.cookie, post.id, { slug: other.slug }), 409, 'slug');
    expect(clash.code).toBe('conflict');
    expect((await (await getPost(admin.cookie, post.id)).json()).slug).toBe(post.slug);
  });

  it('404 for a post that does not exist; 400 for an id that is not one', async () => {
    const res = await patchPost(admin.cookie, 99_999, { title: 'x' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('not_found');
    expect((await getPost(admin.cookie, 99_999)).status).toBe(404);
    expect((await send('GET', '/api/admin/blog/posts/abc', undefined, { Cookie: admin.cookie })).status).toBe(400);
  });
});

describe('POST /api/admin/blog/preview', () => {
  it('refuses content over 200,000 characters', async () => {
    await expectFieldError(await preview(admin.cookie, 'x'.repeat(200_001)), 400, 'content');
  });
});
