import { adminRouter } from '../../auth/guards';
import { findOutboxEmail, listOutbox, type OutboxItem } from '../../db/records';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../schemas/admin';
import { outboxQuerySchema } from '../../schemas/records';

/** Every email the product queued. Our emails carry no health details, so neither does this list. */
export const adminOutboxRoutes = adminRouter()
  .get('/', validate('query', outboxQuerySchema), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { items, total, templates } = await listOutbox(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit, templates } satisfies ListPage<OutboxItem> & { templates: string[] }, 200);
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const email = await findOutboxEmail(c.get('db'), c.req.valid('param').id);
    if (!email) throw new ApiError('not_found', 'There is no email with this id.');
    return c.json({ email }, 200);
  });
