import type { RouteObject } from 'react-router-dom';

/** Treatment types, insurance, get help / resources, about, contact and the legal pages. */
export const infoRoutes: RouteObject[] = [];
