import { newRouter } from '../../lib/router';
import { route } from '../../lib/openapi';

/** Touches nothing: the floor the load benchmark compares search against. */
export const healthRoutes = newRouter().get('/', route({ summary: 'Health check', 200: 'The Worker answers; nothing else is touched.' }), (c) => c.json({ ok: true as const }, 200));
