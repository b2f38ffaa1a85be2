import { adminRouter } from '../../accounts/guards';
import { applyBulkAction } from '../queries/bulk';
import { getProspect, listProspects, type Prospect } from '../queries/prospects';
import { createProspect, deleteProspect, isNameClash, logActivity, updateProspect } from '../queries/prospect-writes';
import { getProspectDetail, type Activity } from '../queries/timeline';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { activitySchema, bulkActionSchema, prospectListQuerySchema, prospectPatchSchema, prospectSchema } from '../schemas/crm';
import { nameTaken, refuseMissing } from '../checks';
import { route } from '../../lib/openapi';

const NOT_FOUND = 'There is no prospect with this id.';

/** "12 prospects updated", "1 prospect deleted". */
const bulkMessage = (n: number, action: string) => `${n} ${n === 1 ? 'prospect' : 'prospects'} ${action === 'delete' ? 'deleted' : 'updated'}`;

/** The sales CRM's prospects: the list, one with its timeline and tasks, edits, logged contacts and bulk actions. */
export const adminCrmProspectRoutes = adminRouter()
  .get('/', route({ summary: 'Prospects', 200: 'One page of prospects.' }), validate('query', prospectListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listProspects(c.get('db'), query, { limit: query.limit, offset: offsetOf(query) });
    return c.json({ items, total, page: query.page, limit: query.limit } satisfies ListPage<Prospect>, 200);
  })
  .post('/', route({ summary: 'Add a prospect', 201: 'The new prospect.', errors: ['conflict'] }), validate('json', prospectSchema), async (c) => {
    const db = c.get('db');
    const input = c.req.valid('json');
    await refuseMissing(db, { state: input.state, facilityId: input.facilityId });
    const prospect = await createProspect(db, input, c.get('user')).catch((error: unknown) => {
      throw isNameClash(error) ? nameTaken(input.facilityName, input.state) : error;
    });
    return c.json({ prospect }, 201);
  })
  // Before /:id, so that "bulk" is never read as an id.
  .post('/bulk', route({ summary: 'Change many prospects at once', 200: 'How many were changed, and a message to show.' }), validate('json', bulkActionSchema), async (c) => {
    const action = c.req.valid('json');
    const updated = await applyBulkAction(c.get('db'), action, c.get('user'));
    return c.json({ updated, message: bulkMessage(updated, action.action) }, 200);
  })
  .get('/:id', route({ summary: 'One prospect', 200: 'The prospect with its activities and tasks.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const detail = await getProspectDetail(c.get('db'), c.req.valid('param').id);
    if (!detail) throw new ApiError('not_found', NOT_FOUND);
    return c.json(detail, 200);
  })
  .patch('/:id', route({ summary: 'Change a prospect', 200: 'The prospect as saved.', errors: ['not_found', 'conflict'] }), validate('param', idParamSchema), validate('json', prospectPatchSchema), async (c) => {
    const db = c.get('db');
    const patch = c.req.valid('json');
    const current = await getProspect(db, c.req.valid('param').id);
    if (!current) throw new ApiError('not_found', NOT_FOUND);
    await refuseMissing(db, { state: patch.state, facilityId: patch.facilityId });
    const prospect = await updateProspect(db, current, patch, c.get('user')).catch((error: unknown) => {
      throw isNameClash(error) ? nameTaken(patch.facilityName ?? current.facilityName, patch.state ?? current.state) : error;
    });
    if (!prospect) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ prospect }, 200);
  })
  .delete('/:id', route({ summary: 'Delete a prospect', 204: 'Deleted.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    if (!(await deleteProspect(c.get('db'), c.req.valid('param').id, c.get('user')))) throw new ApiError('not_found', NOT_FOUND);
    return c.body(null, 204);
  })
  .post('/:id/activities', route({ summary: 'Log an activity on a prospect', 201: 'The new activity.', errors: ['not_found'] }), validate('param', idParamSchema), validate('json', activitySchema), async (c) => {
    const user = c.get('user');
    const logged = await logActivity(c.get('db'), c.req.valid('param').id, c.req.valid('json'), user);
    if (!logged) throw new ApiError('not_found', NOT_FOUND);
    const activity: Activity = { ...logged, detail: null, actor: { name: user.name, email: user.email } };
    return c.json({ activity }, 201);
  });
