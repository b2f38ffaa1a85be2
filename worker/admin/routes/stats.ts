import { requireSession } from '../../accounts/guards';
import { getAdminStats } from '../queries/stats';
import { newRouter } from '../../lib/router';

// Each route names its guard: a sub-app-wide use('*') would also cover /api/admin/session.
export const adminStatsRoutes = newRouter().get('/', requireSession('admin'), async (c) =>
  c.json(await getAdminStats(c.get('db')), 200),
);
