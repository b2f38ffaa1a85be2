import { blogPostsQuerySchema } from './schemas/blog';
import type { AppContext } from '../lib/app-env';
import { cacheKey } from '../lib/edge-cache';

/**
 * After a write to the blog: drops this data center's cached public answers that the write can
 * change and that we can name (the first page of posts, the categories and their counts, the post
 * and its related posts under each slug it had, the sitemap). The Cache API is per data center, and
 * filtered or later list pages have keys we cannot list: other locations and those pages show the
 * change within the edge cache's TTL (60 s for the blog, 5 minutes for the sitemap).
 */
export async function forgetPublicBlog(c: AppContext, slugs: string[]): Promise<void> {
  if (c.env.EDGE_CACHE === 'off') return;
  const origin = new URL(c.req.url).origin;
  // Keyed as the routes key them: on the validated query, which for the first page is its defaults.
  const keys = [
    cacheKey(`${origin}/api/blog/posts`, blogPostsQuerySchema.parse({})),
    ...['/api/blog/categories', '/sitemap.xml'].map((path) => cacheKey(`${origin}${path}`, {})),
  ];
  for (const slug of new Set(slugs)) {
    keys.push(cacheKey(`${origin}/api/blog/posts/${encodeURIComponent(slug)}`, {}), cacheKey(`${origin}/api/blog/related/${encodeURIComponent(slug)}`, {}));
  }
  await Promise.all(keys.map((key) => caches.default.delete(key)));
}
