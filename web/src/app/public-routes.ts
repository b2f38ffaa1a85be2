import type { RouteObject } from 'react-router-dom';
import { PAGE_IDS } from '../../../worker/seo/page-renderer';
import { paths } from '../config/paths';
import type { HeadFunction, RouteHandle } from './head';

// The public screens: rendered by the Worker into the first HTML (web/src/entry-server.tsx) and
// hydrated by the SPA, so they need ids that are the same on both sides (the data the server
// embeds is keyed by them) and code that renders the same on both.

/** What a screen's module exports: React Router's route-module names, and its head (./head.ts). */
export type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'> & { head?: HeadFunction<never> };

/** A lazy screen; its module's head goes where the Worker's renderer and the SPA read it: the route's handle. */
export const screen = (load: () => Promise<RouteModule>) => ({
  lazy: async () => {
    const { head, ...module } = await load();
    return head ? { ...module, handle: { head } satisfies RouteHandle } : module;
  },
});

const getHelp = () => import('../features/get-help/components/get-help-page');

export const publicRoutes: RouteObject[] = [
  { id: PAGE_IDS.home, index: true, ...screen(() => import('../features/home/components/home-page')) },
  { id: PAGE_IDS.search, path: paths.search.path, ...screen(() => import('../features/search/components/search-page')) },
  { id: PAGE_IDS.facility, path: paths.facility.path, ...screen(() => import('../features/facility/components/facility-page')) },
  { id: PAGE_IDS.states, path: paths.states.path, ...screen(() => import('../features/states/components/states-page')) },
  { id: PAGE_IDS.state, path: paths.state.path, ...screen(() => import('../features/states/components/state-page')) },
  { id: 'sitemap', path: paths.sitemap.path, ...screen(() => import('../features/sitemap/components/sitemap-page')) },
  { id: 'treatment-types', path: paths.treatmentTypes.path, ...screen(() => import('../features/treatment-types/components/treatment-types-page')) },
  { id: 'insurance', path: paths.insurance.path, ...screen(() => import('../features/insurance/components/insurance-page')) },
  // The spec's two addresses for one page.
  { id: 'get-help', path: paths.getHelp.path, ...screen(getHelp) },
  { id: 'resources', path: paths.resources.path, ...screen(getHelp) },
  { id: 'contact', path: paths.contact.path, ...screen(() => import('../features/contact/components/contact-page')) },
  { id: 'about', path: paths.about.path, ...screen(() => import('../features/about/components/about-page')) },
  { id: 'terms', path: paths.terms.path, ...screen(() => import('../features/legal/components/terms-page')) },
  { id: 'privacy', path: paths.privacy.path, ...screen(() => import('../features/legal/components/privacy-page')) },
  { id: 'open-data', path: paths.openData.path, ...screen(() => import('../features/open-data/components/open-data-page')) },
  { id: PAGE_IDS.blog, path: paths.blog.path, ...screen(() => import('../features/blog/components/blog-page')) },
  { id: PAGE_IDS.blogPost, path: paths.blogPost.path, ...screen(() => import('../features/blog/components/blog-post-page')) },
];

/** Any other address: the not-found page (a 404 from the Worker too). */
export const notFoundRoute: RouteObject = { id: PAGE_IDS.notFound, path: '*', ...screen(() => import('./not-found')) };

/**
 * Addresses rendered in the browser only: registration, sign-in, the facility dashboard and the
 * back office (./routes.ts). The Worker sends them the shell; every other address is rendered there.
 */
export const CLIENT_RENDERED = /^\/(admin|admin-dashboard|facility-(signup|login|forgot-password|reset-password|dashboard))(\/|$)/;
