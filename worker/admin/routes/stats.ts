import { requireSession } from '../../accounts/guards';
import { getAdminStats } from '../queries/stats';
import { newRouter } from '../../lib/router';
import { route } from '../../lib/openapi';

// Each route names its guard: a sub-app-wide use('*') would also cover /api/admin/session.
export const adminStatsRoutes = newRouter().get('/', route({ summary: 'The back office’s stat cards', 200: 'Counts of what waits for review and what came in.' }), requireSession('admin'), async (c) =>
  c.json(await getAdminStats(c.get('db')), 200),
);
