import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { withLayout } from './root-route';
import { routes } from './routes';

const tree = withLayout(routes);

/**
 * Loads the code of the screens at the current address before the router starts, so that hydrating
 * the Worker's HTML renders those screens at once rather than the loading fallback.
 */
async function loadCurrentScreens(): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The SPA's router; with the state the Worker rendered the page from, when it did. */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadCurrentScreens();
  return createBrowserRouter(tree, hydrationData ? { hydrationData } : {});
}
