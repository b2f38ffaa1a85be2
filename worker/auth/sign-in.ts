import { auditStatement } from '../db/audit';
import { clearFailures, lockedForSeconds, recordFailure } from '../db/sign-in-failures';
import { findUserByEmail, recordSignIn } from '../db/users';
import type { AppContext } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { clientSubject, emailSubject } from '../lib/subjects';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { createSession } from './sessions';
import { toPublicUser, type PublicUser, type Role } from './user';

const FAILURE_MESSAGE: Record<Role, string> = {
  admin: 'Invalid credentials',
  facility: 'Invalid email or password. Please try again.',
};

function lockedError(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    'rate_limited',
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Checks credentials for `role`. Five failures for one account, or from one client, within 15
 * minutes lock further attempts (429) until the window passes; a success clears both counts.
 */
export async function signIn(
  c: AppContext,
  role: Role,
  input: { email: string; password: string; remember?: boolean },
): Promise<PublicUser> {
  const db = c.get('db');
  const now = new Date();
  const email = input.email.trim().toLowerCase();
  const keys = [await emailSubject(email), await clientSubject(c)];

  const wait = await lockedForSeconds(db, keys, now);
  if (wait > 0) throw lockedError(wait);

  const user = await findUserByEmail(db, email);
  // Unknown accounts cost the same hashing time as known ones.
  const check = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  const matches = user !== null && check.ok && user.role === role;

  if (!matches || user.status === 'disabled') {
    await recordFailure(db, keys, now);
    if (role === 'admin') {
      await db.batch([auditStatement(db, { actorEmail: email, action: 'admin.sign_in_failed', detail: { client: keys[1] } })]);
    }
    const after = await lockedForSeconds(db, keys, now);
    if (after > 0) throw lockedError(after);
    throw new ApiError('unauthorized', FAILURE_MESSAGE[role]);
  }
  if (user.status === 'pending') {
    // Only someone holding the right password learns this.
    throw new ApiError('unauthorized', 'Your listing is still under review. You can sign in once it is approved.');
  }

  await clearFailures(db, keys);
  await recordSignIn(db, user.id, check.needsRehash ? await hashPassword(input.password) : null);
  if (role === 'admin') {
    await db.batch([auditStatement(db, { actorId: user.id, actorEmail: user.email, action: 'admin.sign_in' })]);
  }
  await createSession(c, user, { remember: input.remember });
  return toPublicUser(user);
}
