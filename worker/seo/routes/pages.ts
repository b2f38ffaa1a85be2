import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../lib/app-env';
import { newRouter } from '../../lib/router';
import { fromOurPages } from '../../lib/same-origin';
import { showsDbTiming } from '../../lib/server-timing';
import { SERVER_TIMING_KEY_HEADER } from '../../lib/server-timing-key';
import { siteConfig, siteUrl } from '../../lib/site-config';
import { cachedPage, pageCacheApplies, PUBLIC_PAGE_CACHE_CONTROL } from '../page-cache';
import { pageMeta } from '../page-meta';
import { FORM_PAGES, SIGN_IN_PATHS } from '../page-renderer';
import { documentParts, streamDocument } from '../render-document';
import { needsScriptNotice } from '../needs-script';
import { refusedPost } from '../refused-post';
import { MANIFEST_PATH, pageLinks, type BuildManifest } from '../route-preloads';

/**
 * Every page navigation. Public pages come rendered (the SPA's React tree, from the data their
 * loaders got from our own API in-process) with their head tags, structured data and status, and
 * the SPA hydrates them; account, dashboard and back-office pages get the shell with their head
 * tags, and render in the browser. Unknown pages, facilities, states and posts answer 404.
 */

/** Calls the Worker's own API in-process (the app's fetch), in this page's request. */
export type ApiFetch = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

// Per isolate: the shell and the build manifest do not change while this Worker version runs.
let shell: Promise<string> | null = null;
let manifest: Promise<BuildManifest | null> | null = null;

function loadShell(assets: Fetcher, origin: string): Promise<string> {
  shell ??= assets.fetch(new Request(new URL('/', origin))).then(async (res) => {
    if (!res.ok) throw new Error(`the SPA shell is missing (${res.status}): run npm run build`);
    return res.text();
  });
  shell.catch(() => (shell = null));
  return shell;
}

function loadManifest(assets: Fetcher, origin: string): Promise<BuildManifest | null> {
  manifest ??= assets
    .fetch(new Request(new URL(MANIFEST_PATH, origin)))
    .then((res) => (res.ok ? (res.json() as Promise<BuildManifest>) : null))
    .catch(() => null);
  return manifest;
}

/** D1 use reported by the API answers a page was built from (their Server-Timing). */
class ApiMeter {
  rowsRead = 0;
  queries = 0;
  /** Wall time during which at least one API call was under way. */
  waitMs = 0;
  private pending = 0;
  private since = 0;

  async measure(call: () => Promise<Response>): Promise<Response> {
    if (this.pending++ === 0) this.since = performance.now();
    try {
      const response = await call();
      const db = /rows_read=(\d+).*?queries=(\d+)/.exec(response.headers.get('Server-Timing') ?? '');
      if (db) {
        this.rowsRead += Number(db[1]);
        this.queries += Number(db[2]);
      }
      return response;
    } finally {
      if (--this.pending === 0) this.waitMs += performance.now() - this.since;
    }
  }
}

/**
 * What a form post's API calls carry of the visitor's request: the page's origin checks (the API
 * checks them again), the address its rate limits count, and the cookies a sign-in's steps read. A
 * page view's calls carry none of them (its answer may be shared), but a sign-in page's carry the
 * cookies (SIGN_IN_PATHS).
 */
const POSTED_HEADERS = ['origin', 'sec-fetch-site', 'cookie', 'cf-connecting-ip'] as const;

async function renderResponse(c: AppContext, fetchApi: ApiFetch): Promise<{ response: Response; shareable: boolean }> {
  const started = performance.now();
  const site = siteConfig(c.env);
  const meter = new ApiMeter();
  const visitor = c.req.raw;
  const dbTiming = showsDbTiming(c);
  const posted = visitor.method === 'POST';
  const signIn = SIGN_IN_PATHS.includes(c.req.path);
  // The API calls of a page report their D1 figures to it only when its own caller may see them.
  const apiRequest = (request: Request) => {
    const call = new Request(request, { cf: visitor.cf });
    if (dbTiming) call.headers.set(SERVER_TIMING_KEY_HEADER, c.req.header(SERVER_TIMING_KEY_HEADER)!);
    for (const name of posted ? POSTED_HEADERS : signIn ? (['cookie'] as const) : []) {
      const value = visitor.headers.get(name);
      if (value !== null) call.headers.set(name, value);
    }
    return call;
  };
  const [html, build, page] = await Promise.all([
    loadShell(c.env.ASSETS, c.req.url),
    loadManifest(c.env.ASSETS, c.req.url),
    // Loaded with the first page: an isolate that answers only the API never evaluates the SPA.
    import('virtual:page-renderer').then(({ renderPage }) =>
      renderPage({
        request: visitor,
        siteConfig: site,
        // The visitor's location (request.cf) goes along: "near me" searches use it. Cookies do not.
        fetchApi: (request) => meter.measure(() => fetchApi(apiRequest(request), c.env, c.executionCtx as ExecutionContext)),
      }),
    ),
  ]);
  if (page.kind === 'redirect') {
    const response = c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
    for (const cookie of page.cookies ?? []) response.headers.append('Set-Cookie', cookie);
    return { response, shareable: false };
  }

  const rendered = page.kind === 'page' ? page : null;
  const status = rendered ? rendered.status : 200;
  const meta = pageMeta(siteUrl(c.env), page.head, status, site);
  const links = pageLinks(build, rendered ? { rendered: true, source: rendered.source } : { rendered: false });
  const parts = documentParts(html, meta, site, links);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  for (const cookie of rendered?.cookies ?? []) headers.append('Set-Cookie', cookie);
  const shareable = (rendered?.shareable ?? false) && !posted;
  // A shared page may be kept briefly; the rest always revalidates (the shell names hashed files),
  // and one built from an answer about the visitor (a search near them, a sent form's confirmation,
  // a post's answer) is theirs alone: no shared cache may keep it.
  const cacheControl = shareable ? (status === 200 && pageCacheApplies(c) ? PUBLIC_PAGE_CACHE_CONTROL : 'no-cache') : 'private, no-cache';
  headers.set('Cache-Control', cacheControl);
  const apiTiming = `api;dur=${meter.waitMs.toFixed(1)}${dbTiming ? `;desc="rows_read=${meter.rowsRead} queries=${meter.queries}"` : ''}`;
  const renderTiming = `render;dur=${(performance.now() - started - meter.waitMs).toFixed(1)}`;
  headers.set('Server-Timing', `${renderTiming}, ${apiTiming}, total;dur=${(performance.now() - started).toFixed(1)}`);
  // An address the browser renders says, where script is off, that it needs it (never a blank page).
  const body = streamDocument(parts, rendered?.body ?? null, rendered?.hydration ?? null, rendered ? '' : needsScriptNotice(site));
  return { response: new Response(body, { status, headers }), shareable };
}

/**
 * The address of the same page without its trailing slashes (`/facility/940/` → `/facility/940`, its
 * query kept), or null when there is none to go to: the two home pages (`/`, `/es/`) keep theirs, and an
 * address whose result would not plainly be a path of this site (`//evil.example.org/` would become
 * `//evil.example.org`, another site to a browser; `/%2F…`, `/%5C…` likewise once decoded) is answered
 * as it is, never redirected.
 */
export function withoutTrailingSlash(url: URL): string | null {
  const path = url.pathname;
  if (!path.endsWith('/') || path === '/' || path === '/es/') return null;
  const trimmed = path.replace(/\/+$/, '');
  if (!/^\/(?![/\\%])/.test(trimmed)) return null;
  return `${trimmed}${url.search}`;
}

/** The largest form a page takes (its fields' limits add up to under 10 KB, escaped). */
const MAX_FORM_BYTES = 32 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export function pageRoutes(fetchApi: ApiFetch) {
  const router = newRouter().get('*', async (c) => {
    // One address per page: the slash's twin would double what crawlers fetch and what the cache keeps.
    const location = withoutTrailingSlash(new URL(c.req.url));
    if (location !== null) return c.redirect(location, 301);
    return pageCacheApplies(c) ? cachedPage(c, () => renderResponse(c, fetchApi)) : (await renderResponse(c, fetchApi)).response;
  });
  // A page's own form sent without script (issue 41): its route's action answers it, through the
  // same API and schema the script uses, with a redirect to the confirmation (Post/Redirect/Get) or
  // the page again with each error beside its field. Never cached, never JSON.
  for (const path of FORM_PAGES) {
    router.post(
      path,
      async (c, next) => {
        if (!fromOurPages(c)) return refusedPost(c.req.path, 'cross_site');
        if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) return refusedPost(c.req.path, 'not_a_form');
        await next();
      },
      bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => refusedPost(c.req.path, 'too_large') }),
      async (c) => (await renderResponse(c, fetchApi)).response,
    );
  }
  return router;
}
