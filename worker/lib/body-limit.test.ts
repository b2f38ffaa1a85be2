import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, errorOf } from '../test/client';
import { api } from '../test/fixtures';
import { signedInAdmin } from '../test/staff';
import { BLOG_POST_TOO_LARGE, MAX_BLOG_POST_BYTES, MAX_BODY_BYTES } from './body-limit';

// The limit is a fact of the route: 64 KB unless its chain declares another with bodyLimitOf, and
// that one (not the default, not another route's) is what the request meets, counted from the
// Content-Length or, for a stream, from what is read.

/** A JSON body of `bytes` bytes: `{"content":"xxx…"}`. */
const jsonOf = (bytes: number) => `{"content":"${'x'.repeat(bytes - '{"content":""}'.length)}"}`;

/** The body as one chunk of a stream, so that no Content-Length says its size. */
const streamOf = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
};

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  api(path, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers }, body });

describe('body limits declared on routes', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedInAdmin()).cookie;
  });

  it('refuses a body over 64 KB where the route declares no limit of its own', async () => {
    for (const body of [jsonOf(MAX_BODY_BYTES + 1), streamOf(jsonOf(MAX_BODY_BYTES + 1))]) {
      const res = await post('/api/leads', body);
      expect(res.status).toBe(413);
      expect((await errorOf(res)).error).toMatchObject({
        code: 'payload_too_large',
        message: 'This request is too large. Please shorten what you wrote and try again.',
      });
    }
  });

  it('reads a body over 64 KB on a route whose chain declares a larger limit', async () => {
    // The preview declares the blog post's 1 MB: 200 KB of Markdown is rendered, not refused.
    for (const body of [jsonOf(200_000), streamOf(jsonOf(200_000))]) {
      const res = await post('/api/admin/blog/preview', body, { Cookie: cookie });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { html: string }).html).toContain('xxxx');
    }
  });

  it('refuses a body over the declared limit, with that limit’s own message', async () => {
    for (const body of [jsonOf(MAX_BLOG_POST_BYTES + 1), streamOf(jsonOf(MAX_BLOG_POST_BYTES + 1))]) {
      const res = await post('/api/admin/blog/preview', body, { Cookie: cookie });
      expect(res.status).toBe(413);
      expect((await errorOf(res)).error).toMatchObject({ code: 'payload_too_large', message: BLOG_POST_TOO_LARGE });
    }
  });

  it('checks the session before a declared limit lets a larger body in', async () => {
    // Without a session the guard answers first: nobody signed out makes the Worker read a megabyte.
    const res = await post('/api/admin/blog/preview', streamOf(jsonOf(200_000)));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.code).toBe('unauthorized');
  });

  it('keeps the default on every route that declares nothing, in the back office too', async () => {
    const big = jsonOf(MAX_BODY_BYTES + 1);
    // POST /posts declares the post limit: 64 KB + 1 passes it and meets the validator.
    const posts = await post('/api/admin/blog/posts', big, { Cookie: cookie });
    expect(posts.status).toBe(400);
    expect((await errorOf(posts)).error.code).toBe('invalid_request');
    // A CRM task declares none.
    const tasks = await post('/api/admin/crm/tasks', big, { Cookie: cookie });
    expect(tasks.status).toBe(413);
    expect((await errorOf(tasks)).error.code).toBe('payload_too_large');
  });
});
