import type { SiteConfig } from '../lib/site-config';

// The contract between the Worker and the SPA's server renderer (web/src/entry-server.tsx, built by
// `vite build --ssr` into dist/server and bundled into the Worker under the module name
// `virtual:page-renderer`; the Worker tests use the source). The Worker owns HTTP: the document
// around the page, its head tags, status, caching; the renderer owns React and the route table.

/** Route ids of the rendered pages (the data the server embeds is keyed by them). */
export const PAGE_IDS = {
  home: 'home',
  search: 'search',
  facility: 'facility',
  states: 'states',
  state: 'state',
  blog: 'blog',
  blogPost: 'blog-post',
  notFound: 'not-found',
} as const;

export { SPANISH_PAGES, hasSpanishPage } from './spanish-pages';

/**
 * The sign-in pages (web/src/app/public-routes.ts signInRoutes): rendered here like the public ones,
 * but with the visitor's cookies passed to their API calls, so that a visitor already signed in is
 * sent straight on, and the second step of a sign-in sent without script finds its step.
 */
export const SIGN_IN_PATHS: readonly string[] = ['/facility-login', '/admin/login'];

/**
 * The pages whose own forms post to them without script (decision 025): each has a route action
 * (the route-table test holds the two lists together). A POST to any other page is a 405.
 */
export const FORM_PAGES = [
  '/get-help',
  '/resources',
  '/contact',
  '/facility/:id',
  '/facility/:id/review',
  '/reviews/manage',
  '/es/get-help',
  '/es/resources',
  '/es/contact',
  '/es/facility/:id',
  '/es/facility/:id/review',
  '/es/reviews/manage',
  ...SIGN_IN_PATHS,
] as const;

/**
 * Product spec §9: a state page shows its 6 best-rated facilities. It loads only those (issue 27:
 * the 100 the spec once asked for cost D1 a hundred rows per render to show six).
 */
export const STATE_PAGE_SHOWN = 6;

/**
 * The facilities a state page shows, in its order: the best rated first, as the API lists them (by
 * the Bayesian average of their published reviews, decision 027). The page and its structured data
 * both use this.
 */
export function shownInState<T>(facilities: readonly T[]): T[] {
  return facilities.slice(0, STATE_PAGE_SHOWN);
}

/** The site in a sentence: the description of a page that states none of its own, and of the site itself. */
export const DEFAULT_DESCRIPTION =
  'Search a free directory of addiction treatment centers across the United States by location, treatment type, specialization and insurance. Call or text 988 in a crisis.';

/** A page's head, as its route states it (web/src/app/head.ts) for the Worker and the SPA alike. */
export interface PageHead {
  /** The whole document title. */
  title: string;
  description: string;
  /** A private, passing or missing page: not indexed, no canonical address. */
  noindex?: boolean;
  /** The canonical path when the page has one address for several (a state named by its full name). */
  canonicalPath?: string;
  /** Structured data (schema.org JSON-LD) about the page itself. */
  jsonLd?: Record<string, unknown>[];
  ogType?: 'website' | 'article';
  /** The picture a link preview shows (absolute URL). */
  image?: { url: string; alt: string; width: number; height: number };
}

/** The same page in another language: `<link rel="alternate" hreflang>`. */
export interface Alternate {
  hreflang: 'en' | 'es' | 'x-default';
  href: string;
}

/** The head as the document states it: with the page's absolute canonical URL, or null for none. */
export interface DocumentHead extends PageHead {
  canonical: string | null;
  /** The page's language (`<html lang>`). */
  lang: 'en' | 'es';
  /** The page in each of its languages, itself included; empty for a page in one language only. */
  alternates: Alternate[];
}

export interface RenderPageInput {
  /** The visitor's page request: its URL (path and query) and abort signal. */
  request: Request;
  /** Calls the Worker's own API in-process: a page costs the D1 reads its API calls cost. */
  fetchApi(request: Request): Promise<Response>;
  siteConfig: SiteConfig;
}

export type RenderedPage =
  /** An account, dashboard or back-office address: rendered in the browser, the Worker sends the shell. */
  | { kind: 'client'; head: DocumentHead }
  /** A loader or a form's action answered with a redirect; `cookies`: the Set-Cookie values it carries (a sign-in's). */
  | { kind: 'redirect'; location: string; status: number; cookies?: string[] }
  | {
      kind: 'page';
      status: number;
      /** The head its route states, from the data its loader returned. */
      head: DocumentHead;
      /** The page's screen module as Vite's build manifest names it ("src/features/…"), for its code and styles. */
      source: string | null;
      /** The page's markup: what goes inside the shell's root element. */
      body: ReadableStream<Uint8Array>;
      /** What the SPA hydrates from (JSON): the same data, so it fetches nothing again. */
      hydration: string;
      /** False when an API answer the page used may not be shared (it depended on the visitor). */
      shareable: boolean;
      /** Set-Cookie values a form's action answered with (a sign-in's second step). */
      cookies?: string[];
    };

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;
