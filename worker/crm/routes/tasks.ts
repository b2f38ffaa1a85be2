import { adminRouter } from '../../accounts/guards';
import { createTask, listTasks, updateTask, type Task } from '../queries/tasks';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { taskListQuerySchema, taskPatchSchema, taskSchema } from '../schemas/crm';
import { refuseMissing } from '../checks';
import { route } from '../../lib/openapi';

/** My Tasks: the signed-in admin's own first; create (for a prospect or alone), edit, complete and reopen. */
export const adminCrmTaskRoutes = adminRouter()
  .get('/', route({ summary: 'CRM tasks', 200: 'One page of tasks.' }), validate('query', taskListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listTasks(c.get('db'), c.get('user').id, query.status, { limit: query.limit, offset: offsetOf(query) });
    return c.json({ items, total, page: query.page, limit: query.limit } satisfies ListPage<Task>, 200);
  })
  .post('/', route({ summary: 'Add a CRM task', 201: 'The new task.' }), validate('json', taskSchema), async (c) => {
    const db = c.get('db');
    const input = c.req.valid('json');
    const user = c.get('user');
    await refuseMissing(db, { prospectId: input.prospectId, assigneeId: input.assigneeId });
    const task = await createTask(db, { ...input, assigneeId: input.assigneeId ?? user.id }, user);
    return c.json({ task }, 201);
  })
  .patch('/:id', route({ summary: 'Change a CRM task', 200: 'The task as saved.', errors: ['not_found'] }), validate('param', idParamSchema), validate('json', taskPatchSchema), async (c) => {
    const db = c.get('db');
    const patch = c.req.valid('json');
    await refuseMissing(db, { prospectId: patch.prospectId, assigneeId: patch.assigneeId });
    const task = await updateTask(db, c.req.valid('param').id, patch, c.get('user'));
    if (!task) throw new ApiError('not_found', 'There is no task with this id.');
    return c.json({ task }, 200);
  });
