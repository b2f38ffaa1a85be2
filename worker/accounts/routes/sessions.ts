import { createMiddleware } from 'hono/factory';
import { requireSession } from '../guards';
import { destroySession, readSession } from '../sessions';
import { signIn } from '../sign-in';
import { endSignInStep } from '../sign-in-step';
import { regenerateRecoveryCodes, turnOffTwoFactor, twoFactorStatus } from '../two-factor-account';
import { confirmEnrolment, signInWithCode, signInWithRecoveryCode, startEnrolment } from '../two-factor-sign-in';
import type { Role } from '../user';
import { auditStatement } from '../../lib/queries/audit';
import { revokeSession } from '../queries/users';
import type { AppContext, AppEnv } from '../../lib/app-env';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { recoveryCodeSchema, signInSchema, twoFactorCodeSchema } from '../schemas/auth';
import { route } from '../../lib/openapi';

async function signOut(c: AppContext, role: Role) {
  const session = await readSession(c, role);
  if (session) {
    // KV deletes take up to a minute to reach other locations; the revocation row is read everywhere at once.
    await revokeSession(c.get('db'), session.hash, session.record.expiresAt);
    if (role === 'admin') {
      const db = c.get('db');
      await db.batch([auditStatement(db, { actorId: session.record.userId, action: 'admin.sign_out' })]);
    }
  }
  await destroySession(c, role, session);
  // A sign-in step left half done goes too.
  if (role === 'admin') await endSignInStep(c, null);
  return c.body(null, 204);
}

/** GET says who is signed in, DELETE signs out; POST, which signs in, differs by role (below). */
function sessionRoutes(role: Role) {
  return newRouter()
    .get('/', route({ summary: 'Who is signed in', 200: 'The signed-in account.' }), requireSession(role), (c) => c.json({ user: c.get('user') }, 200))
    .delete('/', route({ summary: 'Sign out', 204: 'Signed out (also when no session was named).' }), (c) => signOut(c, role));
}

/** Secrets, QR codes and recovery codes are for this answer only: never stored by a cache. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/**
 * The admin's second factor, beside the sign-in it belongs to. The sign-in step (its own cookie)
 * reaches the code, recovery and enrolment endpoints only; the rest need the admin's session.
 */
const twoFactorRoutes = newRouter()
  .use('*', noStore)
  .post('/', route({ summary: 'Sign in with a second-factor code', 200: 'Signed in: the account.', errors: ['unauthorized', 'rate_limited'] }), validate('json', twoFactorCodeSchema), async (c) => c.json({ user: await signInWithCode(c, c.req.valid('json').code) }, 200))
  .post('/recovery', route({ summary: 'Sign in with a recovery code', 200: 'Signed in: the account, and how many recovery codes are left.', errors: ['unauthorized', 'rate_limited'] }), validate('json', recoveryCodeSchema), async (c) =>
    c.json(await signInWithRecoveryCode(c, c.req.valid('json').recoveryCode), 200),
  )
  .post('/enrolment', route({ summary: 'Start enrolling a second factor', 200: 'The secret and its QR code, for this answer only.', errors: ['unauthorized', 'conflict'] }), async (c) => c.json(await startEnrolment(c), 200))
  .post('/enrolment/confirm', route({ summary: 'Confirm a second factor', 200: 'Enrolled and signed in: the recovery codes, for this answer only.', errors: ['unauthorized', 'conflict', 'rate_limited'] }), validate('json', twoFactorCodeSchema), async (c) =>
    c.json(await confirmEnrolment(c, c.req.valid('json').code), 200),
  )
  .get('/', route({ summary: 'The second factor’s status', 200: 'Whether a second factor is on, and how many recovery codes are left.' }), requireSession('admin'), async (c) => c.json(await twoFactorStatus(c), 200))
  .post('/recovery-codes', route({ summary: 'New recovery codes', 200: 'The new recovery codes, for this answer only; the old ones end.' }), requireSession('admin'), validate('json', twoFactorCodeSchema), async (c) =>
    c.json(await regenerateRecoveryCodes(c, c.req.valid('json').code), 200),
  )
  .delete('/', route({ summary: 'Turn off the second factor', 204: 'Turned off.', errors: ['forbidden', 'conflict'] }), requireSession('admin'), validate('json', twoFactorCodeSchema), async (c) => {
    await turnOffTwoFactor(c, c.req.valid('json').code);
    return c.body(null, 204);
  });

/**
 * An admin's sign-in: signed in (a new session id every time), or, where a second factor is needed,
 * a sign-in step only (202, `twoFactor` says which).
 */
export const adminSessionRoutes = sessionRoutes('admin')
  .post('/', route({ summary: 'Sign in as an admin', 200: 'Signed in: the account.', 202: 'A second factor is needed: a sign-in step only (`twoFactor` says which).', errors: ['unauthorized', 'rate_limited'] }), validate('json', signInSchema), async (c) => {
    const outcome = await signIn(c, 'admin', c.req.valid('json'));
    return 'user' in outcome ? c.json(outcome, 200) : c.json(outcome, 202);
  })
  .route('/two-factor', twoFactorRoutes);

export const facilitySessionRoutes = sessionRoutes('facility').post('/', route({ summary: 'Sign in as a facility', 200: 'Signed in: the account.', errors: ['unauthorized', 'rate_limited'] }), validate('json', signInSchema), async (c) =>
  c.json(await signIn(c, 'facility', c.req.valid('json')), 200),
);
