import { TrieRouter } from 'hono/router/trie-router';
import type { AppContext } from './app-env';
import { ApiError, errorBody } from './errors';

interface RouteEntry {
  method: string;
  path: string;
}

/** The method `app.routes` names middleware and `app.all()` with, and what the router matches any method by. */
const ALL = 'ALL';

/** A path that matches everything: the SPA's catch-all page route. */
const isCatchAll = (path: string) => path === '*' || path === '/*';

/**
 * Which methods the app answers at a path, from its own route table (Hono's `app.routes`).
 * Middleware (registered for every method) is not a route. Under /api/ the catch-all page route
 * does not count: an API path is known only where an API route matches it exactly.
 */
function allowedMethodsOf(routes: RouteEntry[]): (path: string) => string[] {
  const router = new TrieRouter<RouteEntry>();
  for (const route of routes) {
    if (route.method !== ALL) router.add(ALL, route.path, route);
  }
  return (path) => {
    const api = path === '/api' || path.startsWith('/api/');
    const methods = new Set<string>();
    for (const [route] of router.match(ALL, path)[0]) {
      if (!(api && isCatchAll(route.path))) methods.add(route.method);
    }
    // Hono answers HEAD wherever it answers GET.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

// The table is read at the first unmatched request, when every route is mounted, and kept.
const tables = new WeakMap<RouteEntry[], (path: string) => string[]>();

/** Where no route matched: 405 with Allow when the path is served for other methods, else 404. */
export function unmatched(c: AppContext, routes: RouteEntry[]): Response {
  let allowedAt = tables.get(routes);
  if (!allowedAt) tables.set(routes, (allowedAt = allowedMethodsOf(routes)));
  const allowed = allowedAt(c.req.path);
  const error =
    allowed.length > 0
      ? new ApiError('method_not_allowed', `This address does not accept ${c.req.method} requests.`, {
          headers: { Allow: allowed.join(', ') },
        })
      : new ApiError('not_found', 'There is nothing at this address.');
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(errorBody(error, c.get('requestId')), error.status);
}
