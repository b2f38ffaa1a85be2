import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout';
import { LayoutError, PageLoading, RouteError } from './route-states';
import { routes } from './routes';

// A screen that fails shows its error inside the layout, so the header's helpline stays in reach;
// only a failure of the layout itself reaches the outer boundary.
export const router = createBrowserRouter([
  { Component: Layout, HydrateFallback: PageLoading, ErrorBoundary: LayoutError, children: [{ ErrorBoundary: RouteError, children: routes }] },
]);
