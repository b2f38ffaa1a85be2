import { carriesSessionCookie } from '../accounts/sessions';
import type { AppContext } from '../lib/app-env';
import { cacheKey } from '../lib/edge-cache';

// Rendered pages for anonymous visitors are kept in the data center's cache (the Cache API) for a
// short time, and served stale for a while longer while a fresh copy is rendered behind them. A
// request with a session cookie never reads or writes this cache, nor does a page that used an
// answer depending on the visitor (a search around their location).

/** Served as is for this long… */
const FRESH_SECONDS = 60;
/** …then served while a fresh copy is rendered, for this much longer. */
const STALE_SECONDS = 300;
const STORED_AT = 'X-Rendered-At';

/** What visitors' browsers and any shared cache in front of us are told. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

export const pageCacheApplies = (c: AppContext) => c.env.EDGE_CACHE !== 'off' && !carriesSessionCookie(c);

/**
 * The page from the cache, or `render()`'s. `render` answers the page and whether it may be
 * shared; a stale hit is answered at once and rendered again after the response.
 */
export async function cachedPage(c: AppContext, render: () => Promise<{ response: Response; shareable: boolean }>): Promise<Response> {
  const key = cacheKey(c.req.url);
  const store = async () => {
    const { response, shareable } = await render();
    if (!shareable || response.status !== 200) return response;
    const stored = new Response(response.clone().body, response);
    stored.headers.set('Cache-Control', `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
    stored.headers.set(STORED_AT, String(Date.now()));
    c.executionCtx.waitUntil(caches.default.put(key, stored));
    return response;
  };

  const hit = await caches.default.match(key);
  if (!hit) return store();
  const age = (Date.now() - Number(hit.headers.get(STORED_AT))) / 1000;
  if (!(age < FRESH_SECONDS + STALE_SECONDS)) return store();
  const stale = age >= FRESH_SECONDS;
  if (stale) c.executionCtx.waitUntil(store().then(() => undefined, () => undefined));
  const response = new Response(hit.body, hit);
  response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  response.headers.delete(STORED_AT);
  response.headers.set('Server-Timing', `cache;desc="${stale ? 'stale' : 'hit'}"`);
  return response;
}
