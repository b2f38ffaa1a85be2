import { adminRouter } from '../../accounts/guards';
import { listAuditLog, type AuditItem } from '../queries/records';
import { validate } from '../../lib/validate';
import { offsetOf, type ListPage } from '../../lib/schemas/lists';
import { auditLogQuerySchema } from '../schemas';
import { route } from '../../lib/openapi';

/** Who did what to what, and when. Lines name records by id only: no health details to show. */
export const adminAuditLogRoutes = adminRouter().get('/', route({ summary: 'The audit log', 200: 'One page of audit lines, newest first, with the actions to filter by.' }), validate('query', auditLogQuerySchema), async (c) => {
  const { page, limit, ...filters } = c.req.valid('query');
  const { items, total, actions } = await listAuditLog(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
  return c.json({ items, total, page, limit, actions } satisfies ListPage<AuditItem> & { actions: string[] }, 200);
});
