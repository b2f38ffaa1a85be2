import { adminRouter } from '../../accounts/guards';
import { requeueFailedStatement } from '../../email/queries/outbox';
import { findOutboxEmail, listOutbox, type OutboxItem } from '../queries/records';
import { auditIfChangedStatement } from '../../lib/queries/audit';
import { dispatchMail } from '../../email/mailer';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { outboxQuerySchema } from '../schemas';
import { route } from '../../lib/openapi';

const NOT_FOUND = 'There is no email with this id.';
const NOT_FAILED = 'Only an email that failed can be sent again; this one is queued or already sent.';
const EXPIRED = 'This email can no longer be sent again: what it carried was deleted a week after it failed.';

/**
 * Every email the product wrote, with how its delivery went. Our emails carry no health details,
 * and a link that works on its own (reset, invitation) is kept removed: neither is shown here.
 */
export const adminOutboxRoutes = adminRouter()
  .get('/', route({ summary: 'The outbox', 200: 'One page of emails sent and waiting, with the templates to filter by.' }), validate('query', outboxQuerySchema), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { items, total, templates } = await listOutbox(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit, templates } satisfies ListPage<OutboxItem> & { templates: string[] }, 200);
  })
  .get('/:id', route({ summary: 'One email of the outbox', 200: 'The email and its delivery.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const email = await findOutboxEmail(c.get('db'), c.req.valid('param').id);
    if (!email) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ email }, 200);
  })
  // A failed email, queued again (audited): the queue delivers it as any other.
  .post('/:id/retry', route({ summary: 'Send a failed email again', 200: 'The email, queued again.', errors: ['not_found', 'conflict'] }), validate('param', idParamSchema), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const [requeued] = await db.batch<{ key: string }>([
      requeueFailedStatement(db, id),
      auditIfChangedStatement(db, { actor: c.get('user'), action: 'email.retry', target: `email:${id}` }),
    ]);
    const key = requeued![0]?.key;
    if (!key) {
      const email = await findOutboxEmail(db, id);
      if (!email) throw new ApiError('not_found', NOT_FOUND);
      throw new ApiError('conflict', email.status === 'failed' ? EXPIRED : NOT_FAILED);
    }
    c.executionCtx.waitUntil(dispatchMail(c.env, [key]));
    return c.json({ email: (await findOutboxEmail(db, id))! }, 200);
  });
