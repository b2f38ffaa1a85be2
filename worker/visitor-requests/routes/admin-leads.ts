import { adminRouter } from '../../accounts/guards';
import { listLeads, updateLead, viewLead, type LeadListItem } from '../queries/inbox';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { leadListQuerySchema, leadPatchSchema } from '../schemas/inbox';

const NOT_FOUND = 'There is no lead with this id.';

/** Get-help requests: the triage list, one lead in full (each opening audited), its status and notes. */
export const adminLeadRoutes = adminRouter()
  .get('/', validate('query', leadListQuerySchema), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { items, total, states } = await listLeads(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit, states } satisfies ListPage<LeadListItem> & { states: string[] }, 200);
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const lead = await viewLead(c.get('db'), c.req.valid('param').id, c.get('user'));
    if (!lead) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ lead }, 200);
  })
  .patch('/:id', validate('param', idParamSchema), validate('json', leadPatchSchema), async (c) => {
    const lead = await updateLead(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('user'));
    if (!lead) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ lead, message: 'Lead updated.' }, 200);
  });
