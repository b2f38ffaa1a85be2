import type { RouteObject } from 'react-router-dom';
import { PAGE_IDS, SPANISH_PAGES } from '../../../worker/seo/page-renderer';
import { paths } from '../config/paths';
import { loadScreenMessages } from '../lib/i18n/translator';
import type { HeadFunction, RouteHandle } from './head';

// The public screens: rendered by the Worker into the first HTML (web/src/entry-server.tsx) and
// hydrated by the SPA, so they need ids that are the same on both sides (the data the server
// embeds is keyed by them) and code that renders the same on both.

/** What a screen's module exports: React Router's route-module names, and its head (./head.ts). */
export type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'ErrorBoundary'> & { head?: HeadFunction<never> };

/** A lazy screen; its module's head goes where the Worker's renderer and the SPA read it: the route's handle. */
export const screen = (load: () => Promise<RouteModule>) => ({
  lazy: async () => {
    const { head, ...module } = await load();
    return head ? { ...module, handle: { head } satisfies RouteHandle } : module;
  },
});

/**
 * The public screens' modules: every feature's pages outside the account and back-office areas
 * (./routes.ts), and the not-found page. A route names its file once, below; the Worker learns it
 * from the renderer, to name the file's code and styles in the page (worker/seo/route-preloads.ts).
 */
const modules = import.meta.glob<RouteModule>([
  '../features/*/components/*-page.tsx',
  '!../features/{admin,facility-account}/**',
  '!../features/facility/components/listing-preview-page.tsx',
  './not-found.tsx',
]);

/**
 * The two sign-in screens of the account areas: rendered by the Worker as the public ones are, so
 * their forms work without script (issue 41); their code stays in chunks of their own.
 */
const signInModules = import.meta.glob<RouteModule>([
  '../features/facility-account/components/facility-login-page.tsx',
  '../features/admin/components/admin-login-page.tsx',
]);

/** Route id → the screen's source file as Vite's build manifest names it ("src/features/…"). */
const sources = new Map<string, string>();
/** Route id → its screen's module, without the catalogues its route loads beside it. */
const loaders = new Map<string, () => Promise<RouteModule>>();

/** The public screen `id`, whose module is `file` (relative to this folder). */
function page(id: string, file: string) {
  const load = modules[file] ?? signInModules[file];
  if (!load) throw new Error(`${file} is not a public screen's module`);
  sources.set(id, new URL(file, 'file:///src/app/').pathname.slice(1));
  loaders.set(id, load);
  // The screen's code and its English catalogues load together.
  return { id, ...screen(async () => (await Promise.all([load(), loadScreenMessages(id, 'en')]))[0]) };
}

/** The source file of a public route's screen, or null for a route that is not one. */
export const sourceOf = (routeId: string): string | null => sources.get(routeId) ?? null;

export const publicRoutes: RouteObject[] = [
  { index: true, ...page(PAGE_IDS.home, '../features/home/components/home-page.tsx') },
  { path: paths.search.path, ...page(PAGE_IDS.search, '../features/search/components/search-page.tsx') },
  { path: paths.facility.path, ...page(PAGE_IDS.facility, '../features/facility/components/facility-page.tsx') },
  { path: paths.writeReview.path, ...page('write-review', '../features/reviews/components/write-review-page.tsx') },
  { path: paths.manageReview.path, ...page('manage-review', '../features/reviews/components/manage-review-page.tsx') },
  { path: paths.states.path, ...page(PAGE_IDS.states, '../features/states/components/states-page.tsx') },
  { path: paths.state.path, ...page(PAGE_IDS.state, '../features/states/components/state-page.tsx') },
  { path: paths.city.path, ...page('city', '../features/states/components/city-page.tsx') },
  { path: paths.sitemap.path, ...page('sitemap', '../features/sitemap/components/sitemap-page.tsx') },
  { path: paths.treatmentTypes.path, ...page('treatment-types', '../features/treatment-types/components/treatment-types-page.tsx') },
  { path: paths.insurance.path, ...page('insurance', '../features/insurance/components/insurance-page.tsx') },
  // The spec's two addresses for one page.
  { path: paths.getHelp.path, ...page('get-help', '../features/get-help/components/get-help-page.tsx') },
  { path: paths.resources.path, ...page('resources', '../features/get-help/components/get-help-page.tsx') },
  { path: paths.contact.path, ...page('contact', '../features/contact/components/contact-page.tsx') },
  { path: paths.about.path, ...page('about', '../features/about/components/about-page.tsx') },
  { path: paths.verification.path, ...page('verification', '../features/about/components/verification-page.tsx') },
  { path: paths.terms.path, ...page('terms', '../features/legal/components/terms-page.tsx') },
  { path: paths.privacy.path, ...page('privacy', '../features/legal/components/privacy-page.tsx') },
  { path: paths.openData.path, ...page('open-data', '../features/open-data/components/open-data-page.tsx') },
  { path: paths.blog.path, ...page(PAGE_IDS.blog, '../features/blog/components/blog-page.tsx') },
  { path: paths.blogPost.path, ...page(PAGE_IDS.blogPost, '../features/blog/components/blog-post-page.tsx') },
];

/** The sign-in screens (English only, never indexed): the Worker renders them, their forms post to it. */
export const signInRoutes: RouteObject[] = [
  { path: paths.facilityLogin.path, ...page('facility-login', '../features/facility-account/components/facility-login-page.tsx') },
  { path: paths.adminLogin.path, ...page('admin-login', '../features/admin/components/admin-login-page.tsx') },
];

/** Any other address: the not-found page (a 404 from the Worker too). */
export const notFoundRoute: RouteObject = { path: '*', ...page(PAGE_IDS.notFound, './not-found.tsx') };

/** The English pattern of a public route ("/" for the home page). */
const patternOf = (route: RouteObject) => (route.index ? '/' : (route.path ?? ''));

/** The same screen under /es/, with a route id of its own (the server's data is keyed by it). */
function spanish(route: RouteObject): RouteObject {
  const id = `es-${route.id}`;
  const source = sourceOf(route.id ?? '');
  if (source) sources.set(id, source);
  // The screen's code and its Spanish load together: English routes never load Spanish. The home
  // page's words are the shell's (its static sections load theirs); it loads the states' names.
  const load = loaders.get(route.id ?? '')!;
  const withMessages = { ...route, id, ...screen(async () => (await Promise.all([load(), loadScreenMessages(route.id ?? '', 'es')]))[0]) };
  if (route.index) return withMessages;
  return { ...withMessages, path: route === notFoundRoute ? '*' : route.path!.replace(/^\//, '') };
}

/**
 * The Spanish site (decision 022): the pages with a Spanish version (SPANISH_PAGES) under /es/, and
 * its own not-found page for any other /es/ address.
 */
export const spanishRoutes: RouteObject = {
  id: 'es',
  path: 'es',
  children: [
    ...publicRoutes.filter((route) => (SPANISH_PAGES as readonly string[]).includes(patternOf(route))).map(spanish),
    spanish(notFoundRoute),
  ],
};

/**
 * Addresses rendered in the browser only: registration, a contact email's confirmation, password
 * reset, the facility dashboard and the back office (./routes.ts), but not the two sign-in pages
 * (signInRoutes). The Worker sends them the shell; every other address is rendered there.
 */
export const CLIENT_RENDERED = /^\/(?!admin\/login$|facility-login$)(admin|admin-dashboard|facility-(signup|contact|login|forgot-password|reset-password|dashboard))(\/|$)/;
