import { adminRouter } from '../../accounts/guards';
import { crmStats } from '../queries/stats';

/** The CRM's stat cards and pipeline by stage, from the rows (definitions in crm/queries/stats.ts and docs/ACCOUNTS.md). */
export const adminCrmStatsRoutes = adminRouter().get('/', async (c) => c.json(await crmStats(c.get('db'), new Date()), 200));
