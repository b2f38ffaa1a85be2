import { confirmEmailChangeStatements, findEmailChange } from '../queries/settings';
import { ApiError } from '../../lib/errors';
import { sha256Hex } from '../../lib/hash';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { CONTACT_LINK_INVALID, contactEmailConfirmationSchema } from '../schemas/settings';
import { route } from '../../lib/openapi';

/**
 * /api/facility/contact-confirmation: the link emailed to a contact address Settings asked for. No
 * session: the token is the proof that whoever reads that inbox wants the facility's notices there.
 * A POST, from the page the link opens (a button), so a mail scanner that follows links confirms
 * nothing.
 */
export const contactConfirmationRoutes = newRouter().post('/', route({ summary: 'Confirm a new contact email', 200: 'Confirmed: notices go to the new address from now on.' }), validate('json', contactEmailConfirmationSchema), async (c) => {
  const db = c.get('db');
  const tokenHash = await sha256Hex(c.req.valid('json').token);
  const now = new Date();
  const change = await findEmailChange(db, tokenHash, now);
  if (!change) throw ApiError.invalidField('token', CONTACT_LINK_INVALID);
  const [confirmed] = await db.batch<{ id: number }>(confirmEmailChangeStatements(db, tokenHash, change.facilityId, now));
  // Followed by a request that got here first: the link is spent.
  if (confirmed!.length === 0) throw ApiError.invalidField('token', CONTACT_LINK_INVALID);
  return c.json({ status: 'confirmed' as const }, 200);
});
