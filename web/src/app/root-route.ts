import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { LayoutError, PageLoading, RouteError } from './route-states';

/**
 * The layout around every screen, the same in the browser and on the server (ids fixed, since the
 * data the server embeds is keyed by route id). A screen that fails shows its error inside the
 * layout, so the header's helpline stays in reach; only a failure of the layout itself reaches the
 * outer boundary.
 */
export function withLayout(screens: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Layout,
      HydrateFallback: PageLoading,
      ErrorBoundary: LayoutError,
      children: [{ id: 'screens', ErrorBoundary: RouteError, children: screens }],
    },
  ];
}
