import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { PageLoading, RouteError } from './route-states';
import { accountRoutes } from './routes/accounts';
import { infoRoutes } from './routes/info';
import { placeRoutes } from './routes/places';

// One lazy chunk per screen: the first visit to / downloads the shell and the home page only.
export const router = createBrowserRouter([
  {
    Component: Layout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: () => import('../features/home/components/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: paths.search.path,
        lazy: () => import('../features/search/components/search-page').then((m) => ({ Component: m.SearchPage })),
      },
      {
        path: paths.facility.path,
        lazy: () =>
          import('../features/facility/components/facility-page').then((m) => ({ Component: m.FacilityPage })),
      },
      ...placeRoutes,
      ...infoRoutes,
      ...accountRoutes,
      {
        path: '*',
        lazy: () => import('./not-found').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
