import { adminRouter } from '../../auth/guards';
import { crmStats } from '../../db/crm-stats';

/** The CRM's stat cards and pipeline by stage, from the rows (definitions in db/crm-stats.ts and docs/ACCOUNTS.md). */
export const adminCrmStatsRoutes = adminRouter().get('/', async (c) => c.json(await crmStats(c.get('db'), new Date()), 200));
