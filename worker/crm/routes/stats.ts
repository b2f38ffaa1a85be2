import { adminRouter } from '../../accounts/guards';
import { crmStats } from '../queries/stats';
import { route } from '../../lib/openapi';

/** The CRM's stat cards and pipeline by stage, from the rows (definitions in crm/queries/stats.ts and docs/ACCOUNTS.md). */
export const adminCrmStatsRoutes = adminRouter().get('/', route({ summary: 'The CRM’s stat cards', 200: 'The stat cards and the pipeline by stage.' }), async (c) => c.json(await crmStats(c.get('db'), new Date()), 200));
