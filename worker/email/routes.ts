import { z } from 'zod';
import { unsubscribeByKey } from './queries/outbox';
import { ApiError } from '../lib/errors';
import { newRouter } from '../lib/router';
import { validate } from '../lib/validate';
import { route } from '../lib/openapi';

const keySchema = z.object({ key: z.uuid({ error: 'This unsubscribe link is not valid.' }) });

/**
 * One-click unsubscribe (RFC 8058): the recipient's mail app POSTs to the List-Unsubscribe address of
 * a notification (a new inquiry, the reviews digest), from the mail provider, with no Origin of ours
 * (lib/same-origin.ts lets this path through). The address names an email by its random key, so it
 * stops only what that email's recipient gets.
 */
export const emailUnsubscribeRoutes = newRouter().post('/:key', route({ summary: 'One-click unsubscribe (RFC 8058)', 200: 'The email’s recipient gets no more of its notifications.', errors: ['not_found'] }), validate('param', keySchema), async (c) => {
  if (!(await unsubscribeByKey(c.get('db'), c.req.valid('param').key))) {
    throw new ApiError('not_found', 'This unsubscribe link is not valid, or it has expired.');
  }
  return c.json({ ok: true as const }, 200);
});
