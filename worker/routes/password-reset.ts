import { hashPassword } from '../auth/password';
import { auditStatement } from '../db/audit';
import { createResetStatement, findUsableReset, useResetStatement } from '../db/password-resets';
import { findUserByEmail, setPasswordStatement } from '../db/users';
import { outboxMailer } from '../email/mailer';
import { passwordReset } from '../email/templates';
import { ApiError } from '../lib/errors';
import { randomHex, sha256Hex } from '../lib/hash';
import { enforceRateLimit, rateLimit, type RateLimit } from '../lib/rate-limit';
import { newRouter } from '../lib/router';
import { siteUrl } from '../lib/site-config';
import { emailSubject } from '../lib/subjects';
import { validate } from '../lib/validate';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../schemas/auth';

const RESET_TTL_MS = 60 * 60 * 1000;

const tooMany = (wait: string) => `Too many password reset requests. Please wait ${wait} and try again.`;

// Each request can queue an email. Both limits count requests that passed validation (a refused
// one sends nothing), whether or not the account exists, so a 429 says nothing about accounts.
/** A person who mistypes their address retries a few times; more from one client is a script. */
const RESETS_PER_CLIENT: RateLimit = { name: 'reset-client', limit: 5, windowSeconds: 15 * 60, message: tooMany };
/** Each link works for an hour: three an hour is plenty for the owner, and caps what anyone can send them. */
const RESETS_PER_EMAIL: RateLimit = { name: 'reset-email', limit: 3, windowSeconds: 60 * 60, message: tooMany };

export const passwordResetRoutes = newRouter()
  // The same answer whether or not the account exists, so the form cannot be used to find accounts.
  .post('/', validate('json', passwordResetRequestSchema), rateLimit(RESETS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const { email } = c.req.valid('json');
    await enforceRateLimit(c, RESETS_PER_EMAIL, await emailSubject(email));
    const user = await findUserByEmail(db, email.toLowerCase());
    // An unconfirmed registration's address is sent nothing but its confirmation link.
    if (user && user.role === 'facility' && user.status !== 'disabled' && !user.awaiting_confirmation) {
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
