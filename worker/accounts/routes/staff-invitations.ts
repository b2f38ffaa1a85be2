import { hashPassword } from '../password';
import { findUsableInvite, useResetStatement } from '../queries/password-resets';
import { auditIfChangedStatement } from '../../lib/queries/audit';
import { acceptInvitationStatement } from '../queries/staff';
import { ApiError } from '../../lib/errors';
import { sha256Hex } from '../../lib/hash';
import { rateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { acceptInvitationSchema, checkInvitationSchema, INVITATION_INVALID } from '../schemas/staff';
import { route } from '../../lib/openapi';

/** Someone with a real link needs one or two tries (and its page's check); more from one client is guessing. */
const ACCEPTS_PER_CLIENT: RateLimit = {
  name: 'invite-accept',
  limit: 10,
  windowSeconds: 15 * 60,
  message: (wait) => `Too many attempts. Please wait ${wait} and try again.`,
};

/** Public (no session): the invitation link's page sets the invited administrator's first password. */
export const staffInvitationRoutes = newRouter()
  // Whether the link can still set the password, asked when its page opens, so a used or expired
  // one says so before a password is typed twice. It uses nothing and tells no more than accept's
  // 400; it counts against the same limit, so it is no cheaper way to guess. A POST: the token
  // stays out of the API's addresses (and logs).
  .post('/check', route({ summary: 'Whether an invitation link still works', 200: 'It does.' }), validate('json', checkInvitationSchema), rateLimit(ACCEPTS_PER_CLIENT), async (c) => {
    const invite = await findUsableInvite(c.get('db'), await sha256Hex(c.req.valid('json').token), new Date());
    if (!invite) throw ApiError.invalidField('token', INVITATION_INVALID);
    return c.json({ ok: true as const }, 200);
  })
  .post('/accept', route({ summary: 'Accept an invitation: set the first password', 204: 'The password is set; the account can sign in.' }), validate('json', acceptInvitationSchema), rateLimit(ACCEPTS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const { token, password } = c.req.valid('json');
    const tokenHash = await sha256Hex(token);
    const now = new Date();
    const invite = await findUsableInvite(db, tokenHash, now);
    if (!invite) throw ApiError.invalidField('token', INVITATION_INVALID);
    const actor = { id: invite.user_id, email: invite.email };
    const [, accepted] = await db.batch([
      useResetStatement(db, tokenHash, now),
      acceptInvitationStatement(db, invite.user_id, await hashPassword(password)),
      auditIfChangedStatement(db, { actor, action: 'staff.invite_accept', target: `user:${invite.user_id}` }),
    ]);
    // Used by a request that got here first (the account is no longer pending): the link is spent.
    if (accepted!.length === 0) throw ApiError.invalidField('token', INVITATION_INVALID);
    return c.body(null, 204);
  });
