import type { RouteObject } from 'react-router-dom';

/** States list, state pages and the HTML sitemap page. */
export const placeRoutes: RouteObject[] = [];
