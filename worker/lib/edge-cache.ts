import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

// Public GET answers are kept in the data center's cache (the Cache API) for `seconds`. That is
// also the longest a change to the data can stay unseen there: the key carries no data version,
// because reading one would cost the very D1 read the cache is there to save.

/** A query as its route's validator read it (the zod output): what may tell two answers apart. */
export type ValidatedQuery = Record<string, unknown>;

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** The query's values as text, in a canonical order: names sorted, a list's values in their order. */
function canonical(query: ValidatedQuery): [string, string][] {
  const params: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.push([name, typeof item === 'object' ? JSON.stringify(item) : String(item as string | number | boolean)]);
    }
  }
  return params.sort(byName);
}

/**
 * The key: the path and the query. Given the route's validated query, that query in a canonical
 * order, so a parameter the route does not read (`?n=$RANDOM`) or one spelt another way that reads
 * the same (`page=01`) shares the entry. Without it (rendered pages), the address's own non-empty
 * parameters, sorted.
 */
export function cacheKey(url: string, query?: ValidatedQuery): Request {
  const u = new URL(url);
  const params = query
    ? canonical(query)
    : [...u.searchParams.entries()].filter(([, value]) => value !== '').sort((a, b) => byName(a, b) || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  u.search = new URLSearchParams(params).toString();
  u.hash = '';
  return new Request(u.toString(), { method: 'GET' });
}

/** The query the route's validator has read so far, if any (Hono keeps it on the request). */
const validatedQuery = (c: Context<AppEnv>) => (c.req.valid as (target: 'query') => ValidatedQuery | undefined)('query');

/**
 * Keeps a route's 200 answers at the edge for `seconds`. Goes after the route's validators: the key
 * is built from the validated query (a route with none ignores the query string).
 */
export function edgeCache(seconds: number, options: { unless?: (c: Context<AppEnv>) => boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.env.EDGE_CACHE === 'off' || options.unless?.(c)) return next();
    const started = performance.now();
    const keyedOn = validatedQuery(c);
    const key = cacheKey(c.req.url, keyedOn ?? {});
    const hit = await caches.default.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      response.headers.set('Server-Timing', `cache;desc="hit", total;dur=${(performance.now() - started).toFixed(1)}`);
      return response;
    }
    await next();
    if (c.res.status !== 200) return;
    if (!keyedOn && validatedQuery(c)) {
      // A query validator after this middleware: the key left out what tells answers apart.
      console.error(JSON.stringify({ level: 'error', event: 'edge_cache.unkeyed_query', path: c.req.path }));
      return;
    }
    c.header('Cache-Control', `public, max-age=${seconds}`);
    const stored = c.res.clone();
    c.executionCtx.waitUntil(caches.default.put(key, stored));
  });
}
