import type { Params, UIMatch } from 'react-router-dom';
import { DEFAULT_DESCRIPTION, type DocumentHead, type PageHead } from '../../../worker/seo/page-renderer';
import { SITE_NAME } from '../config/site';

// One head per route. Every route module exports `head`: its title, description and structured data
// from the data its loader returned. The Worker's renderer (web/src/entry-server.tsx) writes it into
// the first HTML; the SPA (./route-head.tsx) sets the same after hydration and on every navigation.
// Screens rendered only in the browser state theirs in ./account-heads.ts, which the Worker reads
// without loading their code.

export { DEFAULT_DESCRIPTION };

export type RouteHead = PageHead;

export interface HeadArgs<Data> {
  /** What the route's loader returned; undefined when it failed (the page shows its error). */
  data: Data | undefined;
  params: Params;
  /** The site's public address without a trailing slash, for absolute URLs in structured data. */
  siteUrl: string;
}

export type HeadFunction<Data = unknown> = (args: HeadArgs<Data>) => RouteHead;

/** A route's head function typed by its loader. */
export type HeadOf<Loader extends (...args: never[]) => unknown> = HeadFunction<Awaited<ReturnType<Loader>>>;

/** "About Us – Recovery Directory". */
export const titled = (title: string) => `${title} – ${SITE_NAME}`;

/** A screen's head that needs no data. */
export const staticHead =
  (title: string, description = DEFAULT_DESCRIPTION, options: Pick<RouteHead, 'noindex'> = {}): HeadFunction =>
  () => ({ title: titled(title), description, ...options });

/** A private screen's head (sign-in, dashboard, back office): titled, never indexed. */
export const privateHead = (title: string): HeadFunction => staticHead(title, DEFAULT_DESCRIPTION, { noindex: true });

/** What a route's `handle` carries. */
export interface RouteHandle {
  head?: HeadFunction<never>;
}

const NOT_FOUND = staticHead('Page Not Found');

/** The head of the deepest matched route that states one (the not-found page's head otherwise). */
export function headOf(matches: ReadonlyArray<Pick<UIMatch, 'data' | 'params' | 'handle'>>, siteUrl: string): RouteHead {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const head = (match.handle as RouteHandle | undefined)?.head as HeadFunction | undefined;
    if (head) return head({ data: match.data, params: match.params, siteUrl });
  }
  return NOT_FOUND({ data: undefined, params: {}, siteUrl });
}

/** The page's canonical URL: its own address (or the one its head names), unless it is not to be indexed. */
export function canonicalUrl(siteUrl: string, pathname: string, head: RouteHead): string | null {
  if (head.noindex) return null;
  const path = head.canonicalPath ?? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return siteUrl + path;
}

/** A head as the Worker writes it: with its canonical URL unless the page failed (status not 200). */
export const documentHead = (head: RouteHead, siteUrl: string, pathname: string, status = 200): DocumentHead => ({
  ...head,
  canonical: status === 200 ? canonicalUrl(siteUrl, pathname, head) : null,
});

const trimmed = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/** A description cut to what search results show (160 characters). */
export const describe = (text: string | null | undefined) => trimmed(text?.trim() || DEFAULT_DESCRIPTION);
