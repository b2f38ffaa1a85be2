import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import {
  createPost,
  deletePost,
  getPost,
  listAuthors,
  listImages,
  listPosts,
  patchPost,
  PNG_1X1,
  postBody,
  postPost,
  preview,
  upload,
} from '../../test/blog-admin';
import { addUser, api, signInAs } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';
import { expectInert, MARKDOWN_PAYLOADS } from '../../test/xss';

// The blog's authoring API: admins only, never from another site, and nothing an author writes
// reaches a reader as live markup.

let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  admin = await signedInAdmin();
});

const calls = (cookie: string | undefined, id: number) => ({
  'GET /posts': () => listPosts(cookie),
  'POST /posts': () => postPost(cookie, postBody()),
  'GET /posts/:id': () => getPost(cookie, id),
  'PATCH /posts/:id': () => patchPost(cookie, id, { title: 'Intruder' }),
  'POST /preview': () => preview(cookie, 'hello'),
  'GET /authors': () => listAuthors(cookie),
  'GET /images': () => listImages(cookie),
  'POST /images': () => upload(cookie, PNG_1X1),
  // Last: it removes what the calls above use.
  'DELETE /posts/:id': () => deletePost(cookie, id),
});

const snapshot = () =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM blog_posts) AS posts, (SELECT group_concat(title) FROM blog_posts) AS titles,
       (SELECT count(*) FROM media) AS media, (SELECT count(*) FROM audit_log) AS audit`,
  ).first();

describe('every blog authoring endpoint needs an admin session', () => {
  it('401 with no session, a made-up one, or a facility session; nothing read or written', async () => {
    const post = await createPost(admin.cookie);
    const facility = await addUser({ role: 'facility', password: 'facility secret 12' });
    const facilityCookie = await signInAs('facility', facility.email, 'facility secret 12');
    const before = await snapshot();
    for (const cookie of [undefined, `rd_admin=${'ab'.repeat(16)}`, facilityCookie]) {
      for (const [name, call] of Object.entries(calls(cookie, post.id))) {
        const res = await call();
        expect(res.status, `${name} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect((await errorOf(res)).error.code).toBe('unauthorized');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers are private, no-store', async () => {
    const post = await createPost(admin.cookie);
    for (const [name, call] of Object.entries(calls(admin.cookie, post.id))) {
      const res = await call();
      expect(res.status, name).toBeLessThan(300);
      expect(res.headers.get('Cache-Control'), name).toBe('private, no-store');
    }
  });
});

describe('requests from another site', () => {
  it.each([
    ['POST', '/api/admin/blog/posts'],
    ['PATCH', '/api/admin/blog/posts/{id}'],
    ['DELETE', '/api/admin/blog/posts/{id}'],
    ['POST', '/api/admin/blog/preview'],
    ['POST', '/api/admin/blog/images'],
  ])('%s %s: refused (403) even with an admin cookie', async (method, path) => {
    const post = await createPost(admin.cookie);
    const before = await snapshot();
    const body = path.endsWith('/images') ? formWith(PNG_1X1) : JSON.stringify(path.endsWith('/posts') ? postBody() : { title: 'x', content: 'x' });
    const res = await api(path.replace('{id}', String(post.id)), {
      method,
      headers: {
        ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        Origin: 'https://evil.example',
        Cookie: admin.cookie,
      },
      body: method === 'DELETE' ? undefined : body,
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.code).toBe('forbidden');
    expect(await snapshot()).toEqual(before);
  });

  it('no Origin and Sec-Fetch-Site cross-site: refused', async () => {
    const res = await api('/api/admin/blog/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Cookie: admin.cookie },
      body: JSON.stringify(postBody()),
    });
    expect(res.status).toBe(403);
  });
});

function formWith(bytes: Uint8Array): FormData {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }));
  return form;
}

describe('the XSS payload list, written through the authoring API', () => {
  it('is inert when read back from the public post and from the preview', async () => {
    for (const [i, payload] of MARKDOWN_PAYLOADS.entries()) {
      const post = await createPost(admin.cookie, { content: `Intro ${i}\n\n${payload}\n` });
      const res = await client.blog.posts[':slug'].$get({ param: { slug: post.slug } });
      expect(res.status).toBe(200);
      const read = (await res.json()) as { content: string };
      expectInert(read.content, payload);
      const previewed = await (await preview(admin.cookie, `Intro ${i}\n\n${payload}\n`)).json();
      expectInert(previewed.html, payload);
      expect(previewed.html).toBe(read.content);
      // The source is kept as written, for the editor; only the HTML is ever served to readers.
      expect((await (await getPost(admin.cookie, post.id)).json()).content).toBe(`Intro ${i}\n\n${payload}\n`);
    }
  }, 60_000); // ~65 posts written and read: slow when the whole suite shares the machine
});
