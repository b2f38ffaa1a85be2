import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

// Public GET answers are kept in the data center's cache (the Cache API) for `seconds`. That is
// also the longest a change to the data can stay unseen there: the key carries no data version,
// because reading one would cost the very D1 read the cache is there to save.

/** The key: the path with its non-empty query parameters sorted, so equal searches share one entry. */
export function cacheKey(url: string): Request {
  const u = new URL(url);
  const params = [...u.searchParams.entries()]
    .filter(([, value]) => value !== '')
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  u.search = new URLSearchParams(params).toString();
  u.hash = '';
  return new Request(u.toString(), { method: 'GET' });
}

export function edgeCache(seconds: number, options: { unless?: (c: Context<AppEnv>) => boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.env.EDGE_CACHE === 'off' || options.unless?.(c)) return next();
    const started = performance.now();
    const key = cacheKey(c.req.url);
    const hit = await caches.default.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      response.headers.set('Server-Timing', `cache;desc="hit", total;dur=${(performance.now() - started).toFixed(1)}`);
      return response;
    }
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', `public, max-age=${seconds}`);
    const stored = c.res.clone();
    c.executionCtx.waitUntil(caches.default.put(key, stored));
  });
}
