import type { AppContext } from './app-env';
import { cacheKey } from './edge-cache';

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
  const paths = ['/api/blog/posts', '/api/blog/categories', '/sitemap.xml'];
  for (const slug of new Set(slugs)) paths.push(`/api/blog/posts/${slug}`, `/api/blog/related/${slug}`);
  await Promise.all(paths.map((path) => caches.default.delete(cacheKey(`${origin}${path}`))));
}
