import { hashPassword } from '../auth/password';
import { auditStatement } from '../db/audit';
import { createResetStatement, findUsableReset, useResetStatement } from '../db/password-resets';
import { findUserByEmail, setPasswordStatement } from '../db/users';
import { outboxMailer } from '../email/mailer';
import { passwordReset } from '../email/templates';
import { newRouter } from '../lib/router';
import { ApiError } from '../lib/errors';
import { randomHex, sha256Hex } from '../lib/hash';
import { siteUrl } from '../lib/site-config';
import { validate } from '../lib/validate';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../schemas/auth';

const RESET_TTL_MS = 60 * 60 * 1000;

export const passwordResetRoutes = newRouter()
  // The same answer whether or not the account exists, so the form cannot be used to find accounts.
  .post('/', validate('json', passwordResetRequestSchema), async (c) => {
    const db = c.get('db');
    const user = await findUserByEmail(db, c.req.valid('json').email.toLowerCase());
    if (user && user.role === 'facility' && user.status !== 'disabled') {
      const token = randomHex(32);
      const link = `${siteUrl(c.env)}/facility-reset-password?token=${token}`;
      await db.batch([
        createResetStatement(db, await sha256Hex(token), user.id, new Date(Date.now() + RESET_TTL_MS)),
        outboxMailer(db).queueStatement(passwordReset(user.email, link)),
      ]);
    }
    return c.json({ ok: true as const }, 202);
  })
  .post('/confirm', validate('json', passwordResetConfirmSchema), async (c) => {
    const db = c.get('db');
    const { token, password } = c.req.valid('json');
    const tokenHash = await sha256Hex(token);
    const now = new Date();
    const reset = await findUsableReset(db, tokenHash, now);
    if (!reset) throw ApiError.invalidField('token', 'This reset link is not valid or has expired. Please ask for a new one.');
    // Setting the password also raises the account's session epoch: every other session ends.
    await db.batch([
      useResetStatement(db, tokenHash, now),
      setPasswordStatement(db, reset.user_id, await hashPassword(password)),
      auditStatement(db, { actorId: reset.user_id, action: 'facility.password_reset' }),
    ]);
    return c.body(null, 204);
  });
