import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** States list, state pages and the HTML sitemap page. */
export const placeRoutes: RouteObject[] = [
  {
    path: paths.states.path,
    lazy: () => import('../../features/states/components/states-page').then((m) => ({ Component: m.StatesPage })),
  },
  {
    path: paths.state.path,
    lazy: () => import('../../features/states/components/state-page').then((m) => ({ Component: m.StatePage })),
  },
  {
    path: paths.sitemap.path,
    lazy: () => import('../../features/sitemap/components/sitemap-page').then((m) => ({ Component: m.SitemapPage })),
  },
];
