import { createBrowserRouter, matchRoutes, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { CLIENT_RENDERED } from './public-routes';
import { withLayout } from './root-route';
import { routes } from './routes';

/**
 * Loads the code of the screens at the current address before the router starts, so that hydrating
 * the Worker's HTML renders those screens at once rather than the loading fallback.
 */
async function loadCurrentScreens(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The browser-rendered areas (CLIENT_RENDERED): each area's route table is a chunk of its own, added
 * to the router the first time it meets one of its addresses.
 */
const AREAS = [
  { prefix: '/facility-', load: async () => (await import('./facility-routes')).facilityRoutes },
  { prefix: '/admin', load: async () => (await import('./admin-routes')).adminRoutes },
];
const added = new Set<string>();

/** The route table of the area of `path` when it has not been added yet, or null. */
async function newAreaRoutes(path: string): Promise<RouteObject[] | null> {
  if (!CLIENT_RENDERED.test(path)) return null;
  const area = AREAS.find(({ prefix }) => path.startsWith(prefix));
  if (!area || added.has(area.prefix)) return null;
  const routes = await area.load();
  // Two navigations may have waited for the same table.
  if (added.has(area.prefix)) return null;
  added.add(area.prefix);
  return routes;
}

/** React Router asks whenever only a pattern matched (here the not-found page's `*`). */
const addAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const routes = await newAreaRoutes(path);
  if (routes) patch('screens', routes);
};

/** The SPA's router; with the state the Worker rendered the page from, when it did. */
export async function createAppRouter(hydrationData?: HydrationState) {
  // A browser-rendered address starts with its area's table, so that its guard shows its own
  // fallback while it asks who is signed in (rather than the root's while the table loads).
  const area = hydrationData ? null : await newAreaRoutes(window.location.pathname);
  const tree = withLayout([...routes, ...(area ?? [])]);
  if (hydrationData) await loadCurrentScreens(tree);
  return createBrowserRouter(tree, { patchRoutesOnNavigation: addAreaRoutes, ...(hydrationData ? { hydrationData } : {}) });
}
