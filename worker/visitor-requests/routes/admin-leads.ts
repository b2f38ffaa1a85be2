import { adminRouter } from '../../accounts/guards';
import { listLeads, updateLead, viewLead, type LeadListItem } from '../queries/inbox';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { leadListQuerySchema, leadPatchSchema } from '../schemas/inbox';
import { route } from '../../lib/openapi';

const NOT_FOUND = 'There is no lead with this id.';

/** Get-help requests: the triage list, one lead in full (each opening audited), its status and notes. */
export const adminLeadRoutes = adminRouter()
  .get('/', route({ summary: 'Get-help requests', 200: 'One page of leads for triage, with the states to filter by.' }), validate('query', leadListQuerySchema), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { items, total, states } = await listLeads(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit, states } satisfies ListPage<LeadListItem> & { states: string[] }, 200);
  })
  .get('/:id', route({ summary: 'One get-help request (audited)', 200: 'The lead in full.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const lead = await viewLead(c.get('db'), c.req.valid('param').id, c.get('user'));
    if (!lead) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ lead }, 200);
  })
  .patch('/:id', route({ summary: 'Change a lead’s status or notes', 200: 'The lead as saved, and a message to show.', errors: ['not_found'] }), validate('param', idParamSchema), validate('json', leadPatchSchema), async (c) => {
    const lead = await updateLead(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('user'));
    if (!lead) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ lead, message: 'Lead updated.' }, 200);
  });
