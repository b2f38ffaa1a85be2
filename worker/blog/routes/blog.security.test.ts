import { beforeAll, describe, expect, it } from 'vitest';
import { addPost } from '../../test/blog';
import { client } from '../../test/client';
import { expectInert, MARKDOWN_PAYLOADS } from '../../test/xss';

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
