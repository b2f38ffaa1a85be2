import { msg } from '@lingui/core/macro';
import type { Params, UIMatch } from 'react-router-dom';
import { DEFAULT_DESCRIPTION, type Alternate, type DocumentHead, type PageHead } from '../../../worker/seo/page-renderer';
import { SITE_NAME } from '../config/site';
import { hasSpanish } from '../lib/i18n/i18n-context';
import { localeOfPath, prefixed, unprefixed } from '../lib/i18n/locales';
import type { TextId, Translator } from '../lib/i18n/translator';

// One head per route. Every route module exports `head`: its title, description and structured data
// from the data its loader returned. The Worker's renderer (web/src/entry-server.tsx) writes it into
// the first HTML; the SPA (./route-head.tsx) sets the same after hydration and on every navigation.
// Screens rendered only in the browser state theirs in ./account-heads.ts, which the Worker reads
// without loading their code.

export { DEFAULT_DESCRIPTION };

/** DEFAULT_DESCRIPTION (the Worker's, for pages it renders without the SPA) as a message: the same English. */
const DEFAULT_DESCRIPTION_MESSAGE = msg`Search a free directory of addiction treatment centers across the United States by location, treatment type, specialization and insurance. Call or text 988 in a crisis.`;

/** The site's description in the page's language. */
export const defaultDescription = (t: Translator): string => t.i18n._(DEFAULT_DESCRIPTION_MESSAGE);

export type RouteHead = PageHead;

export interface HeadArgs<Data> {
  /** What the route's loader returned; undefined when it failed (the page shows its error). */
  data: Data | undefined;
  params: Params;
  /** The site's public address without a trailing slash, for absolute URLs in structured data. */
  siteUrl: string;
  /** The page's language: a translated page states its head in it. */
  t: Translator;
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

/** A translated screen's head that needs no data: its title and description from the catalogue. */
export const translatedHead =
  (title: TextId, description?: TextId, options: Pick<RouteHead, 'noindex'> = {}): HeadFunction =>
  ({ t }) => ({
    title: titled(t.i18n._(title)),
    description: description ? t.i18n._(description) : defaultDescription(t),
    ...options,
  });

/** What a route's `handle` carries. */
export interface RouteHandle {
  head?: HeadFunction<never>;
}

const NOT_FOUND = translatedHead(msg`Page Not Found`);

/** The head of the deepest matched route that states one (the not-found page's head otherwise). */
export function headOf(matches: ReadonlyArray<Pick<UIMatch, 'data' | 'params' | 'handle'>>, siteUrl: string, t: Translator): RouteHead {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const head = (match.handle as RouteHandle | undefined)?.head as HeadFunction | undefined;
    if (head) return head({ data: match.data, params: match.params, siteUrl, t });
  }
  return NOT_FOUND({ data: undefined, params: {}, siteUrl, t });
}

/**
 * A page's addresses in each language, for `hreflang` (English the default): only a page with a
 * Spanish version has them, and only when it can be indexed.
 */
export function alternatesOf(siteUrl: string, pathname: string, head: RouteHead, status = 200): Alternate[] {
  const english = unprefixed(pathname);
  if (head.noindex || status !== 200 || !hasSpanish(english)) return [];
  const path = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const en = siteUrl + path(head.canonicalPath ?? english);
  const es = siteUrl + prefixed('es', path(head.canonicalPath ?? english));
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'es', href: es },
    { hreflang: 'x-default', href: en },
  ];
}

/** The page's canonical URL: its own address (or the one its head names), unless it is not to be indexed. */
export function canonicalUrl(siteUrl: string, pathname: string, head: RouteHead): string | null {
  if (head.noindex) return null;
  const path = head.canonicalPath
    ? prefixed(localeOfPath(pathname), head.canonicalPath)
    : pathname.length > 1
      ? pathname.replace(/\/+$/, '')
      : pathname;
  return siteUrl + path;
}

/** A head as the Worker writes it: with its canonical URL unless the page failed (status not 200). */
export const documentHead = (head: RouteHead, siteUrl: string, pathname: string, status = 200): DocumentHead => ({
  ...head,
  canonical: status === 200 ? canonicalUrl(siteUrl, pathname, head) : null,
  lang: localeOfPath(pathname),
  alternates: alternatesOf(siteUrl, pathname, head, status),
});

const trimmed = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/** A description cut to what search results show (160 characters). */
export const describe = (text: string | null | undefined) => trimmed(text?.trim() || DEFAULT_DESCRIPTION);
