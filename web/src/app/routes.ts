import type { RouteObject } from 'react-router-dom';
import { notFoundRoute, publicRoutes, signInRoutes, spanishRoutes } from './public-routes';

// The spec's route table. Every screen is a lazy route module that exports its Component and,
// where it needs data, its loader and ErrorBoundary (React Router's route-module convention): the
// first visit to / downloads the shell and the home page only. Public screens and the two sign-in
// pages (./public-routes) come in the Worker's HTML and are hydrated; the account, dashboard and
// back-office screens (./facility-routes, ./admin-routes) are rendered in the browser only, behind
// the root's HydrateFallback (a guarded area shows its own, inside the layout, while it asks who is
// signed in), and their table is added to this one when the router first meets one of their
// addresses (./router.tsx).

export type { RouteModule } from './public-routes';

export const routes: RouteObject[] = [...publicRoutes, ...signInRoutes, spanishRoutes, notFoundRoute];
