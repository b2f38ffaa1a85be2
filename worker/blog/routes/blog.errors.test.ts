import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { api } from '../../test/fixtures';
import { addPost, daysFromNow } from '../../test/blog';

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
