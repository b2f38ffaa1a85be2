import { hashPassword } from '../password';
import { createResetStatement, findUsableReset, passwordSetTo, useResetStatement } from '../queries/password-resets';
import { auditIfChangedStatement } from '../../lib/queries/audit';
import { findUserByEmail, setPasswordIfLinkUsedStatement } from '../queries/users';
import { requestMailer } from '../../email/mailer';
import { passwordChanged, passwordReset } from '../../email/templates';
import type { AppContext } from '../../lib/app-env';
import { ApiError } from '../../lib/errors';
import { randomHex, sha256Hex } from '../../lib/hash';
import { enforceRateLimit, rateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { siteUrl } from '../../lib/site-config';
import { emailSubject } from '../../lib/subjects';
import { validate } from '../../lib/validate';
import { passwordResetCheckSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '../schemas/auth';
import { route } from '../../lib/openapi';

const RESET_TTL_MS = 60 * 60 * 1000;
const LINK_INVALID = 'This reset link is not valid or has expired. Please ask for a new one.';

const tooMany = (wait: string) => `Too many password reset requests. Please wait ${wait} and try again.`;

// Each request can queue an email. Both limits count requests that passed validation (a refused
// one sends nothing), whether or not the account exists, so a 429 says nothing about accounts.
/** A person who mistypes their address retries a few times; more from one client is a script. */
const RESETS_PER_CLIENT: RateLimit = { name: 'reset-client', limit: 5, windowSeconds: 15 * 60, message: tooMany };
/** Each link works for an hour: three an hour is plenty for the owner, and caps what anyone can send them. */
const RESETS_PER_EMAIL: RateLimit = { name: 'reset-email', limit: 3, windowSeconds: 60 * 60, message: tooMany };

/** Emails a reset link to `email` if it is a facility account that may reset its password. */
async function sendResetLink(c: AppContext, email: string): Promise<void> {
  const db = c.get('db');
  const user = await findUserByEmail(db, email.toLowerCase());
  // An unconfirmed registration's address is sent nothing but its confirmation link.
  if (!user || user.role !== 'facility' || user.status === 'disabled' || user.awaiting_confirmation) return;
  const token = randomHex(32);
  const link = `${siteUrl(c.env)}/facility-reset-password?token=${token}`;
  const mail = requestMailer(c);
  await db.batch([
    createResetStatement(db, await sha256Hex(token), user.id, new Date(Date.now() + RESET_TTL_MS)),
    await mail.queue(passwordReset(user.email, link)),
  ]);
  mail.dispatch();
}

export const passwordResetRoutes = newRouter()
  // The same answer whether or not the account exists, so the form cannot be used to find accounts.
  .post('/', route({ summary: 'Ask for a password reset link', 202: 'Accepted: a link is emailed if the address has an account that may reset its password.', errors: ['rate_limited'] }), validate('json', passwordResetRequestSchema), rateLimit(RESETS_PER_CLIENT), async (c) => {
    const { email } = c.req.valid('json');
    await enforceRateLimit(c, RESETS_PER_EMAIL, await emailSubject(email));
    // After the answer: looking the account up and writing its link would make the answer slower,
    // and its D1 use larger, only where an account exists.
    c.executionCtx.waitUntil(
      sendResetLink(c, email).catch((error: unknown) => {
        // Without the address: whether a reset was asked for it is the owner's business.
        console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), event: 'password_reset.send', message: String(error) }));
      }),
    );
    return c.json({ ok: true as const }, 202);
  })
  // Whether the link can still set a password, asked when its page opens, so a used or expired link
  // says so before a new password is typed twice. It uses nothing, and tells no more than confirm's
  // 400 does. A POST, as confirm is: the token stays out of the API's addresses (and logs).
  .post('/check', route({ summary: 'Whether a reset link still works', 200: 'It does.' }), validate('json', passwordResetCheckSchema), async (c) => {
    const reset = await findUsableReset(c.get('db'), await sha256Hex(c.req.valid('json').token), new Date());
    if (!reset) throw ApiError.invalidField('token', LINK_INVALID);
    return c.json({ ok: true as const }, 200);
  })
  .post('/confirm', route({ summary: 'Set a new password with a reset link', 204: 'The password is set; every session of the account has ended.' }), validate('json', passwordResetConfirmSchema), async (c) => {
    const db = c.get('db');
    const { token, password } = c.req.valid('json');
    const tokenHash = await sha256Hex(token);
    const now = new Date();
    const reset = await findUsableReset(db, tokenHash, now);
    if (!reset) throw ApiError.invalidField('token', LINK_INVALID);
    // Setting the password also raises the account's session epoch: every other session and every
    // other reset link ends. The owner is told it changed (so a reset they did not make is noticed),
    // only if this request is the one that changed it.
    const passwordHash = await hashPassword(password);
    const mail = requestMailer(c);
    const [, changed] = await db.batch([
      useResetStatement(db, tokenHash, now),
      setPasswordIfLinkUsedStatement(db, reset.user_id, passwordHash),
      auditIfChangedStatement(db, { actor: { id: reset.user_id, email: reset.email }, action: 'facility.password_reset', target: `user:${reset.user_id}` }),
      await mail.queue(passwordChanged(reset.email, siteUrl(c.env), { byResetLink: true }), passwordSetTo(reset.user_id, passwordHash)),
    ]);
    mail.dispatch();
    // Used by a request that got here first: the link is spent.
    if (changed!.length === 0) throw ApiError.invalidField('token', LINK_INVALID);
    return c.body(null, 204);
  });
