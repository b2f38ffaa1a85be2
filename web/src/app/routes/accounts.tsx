import type { RouteObject } from 'react-router-dom';

/** Facility registration, sign-in, password reset and dashboard; admin sign-in and admin areas. */
export const accountRoutes: RouteObject[] = [];
