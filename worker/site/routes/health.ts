import { newRouter } from '../../lib/router';

/** Touches nothing: the floor the load benchmark compares search against. */
export const healthRoutes = newRouter().get('/', (c) => c.json({ ok: true as const }, 200));
