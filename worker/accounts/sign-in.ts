import { auditStatement } from '../lib/queries/audit';
import { claimAttempt, settleRightStatement, signedInStatements, waitSeconds, type SignInSubjects } from './queries/sign-in-failures';
import { findTwoFactor } from './queries/two-factor';
import { findUserByEmail, recordSignIn, type UserRow } from './queries/users';
import type { AppContext } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { clientSubject, emailSubject } from '../lib/subjects';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { createSession } from './sessions';
import { startSignInStep, type StepPurpose } from './sign-in-step';
import { toPublicUser, type PublicUser, type Role } from './user';

const FAILURE_MESSAGE: Record<Role, string> = {
  admin: 'Invalid credentials',
  facility: 'Invalid email or password. Please try again.',
};

type AuditEntry = Parameters<typeof auditStatement>[1];

/** A password sign-in ends signed in, or (admins) at the second factor: `twoFactor` says which step. */
export type SignInOutcome = { user: PublicUser } | { twoFactor: StepPurpose };

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function lockedError(seconds: number): ApiError {
  return new ApiError('rate_limited', `Too many failed sign-in attempts. Please wait ${waitText(seconds)} and try again.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** What an attempt on `email`'s account counts against (accounts/queries/sign-in-failures.ts). */
export async function signInSubjects(c: AppContext, email: string): Promise<SignInSubjects> {
  return { account: await emailSubject(email), client: await clientSubject(c) };
}

/** Claims one attempt (a password or a code) on the account from this client, or answers 429. */
export async function beginAttempt(c: AppContext, subjects: SignInSubjects, now: Date): Promise<void> {
  const wait = await claimAttempt(c.get('db'), subjects, now);
  if (wait > 0) throw lockedError(wait);
}

/**
 * A wrong password or code: it stays counted; the audit line (admins) is written; the answer is a
 * 429 when the next attempt must now wait, else `error`.
 */
export async function failedAttempt(c: AppContext, subjects: SignInSubjects, now: Date, error: ApiError, audit?: AuditEntry): Promise<never> {
  const db = c.get('db');
  if (audit) await db.batch([auditStatement(db, audit)]);
  const wait = await waitSeconds(db, subjects, now);
  throw wait > 0 ? lockedError(wait) : error;
}

/**
 * Signs `user` in: the account's count starts again, the sign-in is audited (admins, with the second
 * factor used), a new session begins. `first` are statements that must succeed in the same batch.
 */
export async function finishSignIn(
  c: AppContext,
  user: UserRow,
  subjects: SignInSubjects,
  options: { remember?: boolean; rehash?: string | null; secondFactor?: string; first?: D1PreparedStatement[] } = {},
): Promise<void> {
  const db = c.get('db');
  const audit =
    user.role === 'admin'
      ? [
          auditStatement(db, {
            actorId: user.id,
            actorEmail: user.email,
            action: 'admin.sign_in',
            ...(options.secondFactor ? { detail: { second_factor: options.secondFactor } } : {}),
          }),
        ]
      : [];
  await db.batch([...(options.first ?? []), ...signedInStatements(db, subjects), ...audit]);
  await recordSignIn(db, user.id, options.rehash ?? null);
  await createSession(c, user, { remember: options.remember });
}

/** Which second-factor step an admin's right password leads to, or null for none (demo mode, not enrolled). */
async function secondFactorStep(c: AppContext, user: UserRow): Promise<StepPurpose | null> {
  const twoFactor = await findTwoFactor(c.get('db'), user.id);
  if (twoFactor?.enabled_at) return 'code';
  return c.env.DEMO_MODE === 'true' ? null : 'enrol';
}

/**
 * Checks credentials for `role` (accounts/queries/sign-in-failures.ts says how often one may try). An admin with
 * two-factor, and every admin outside demo mode, gets no session here: only a sign-in step.
 */
type Credentials = { email: string; password: string; remember?: boolean };
export async function signIn(c: AppContext, role: 'facility', input: Credentials): Promise<{ user: PublicUser }>;
export async function signIn(c: AppContext, role: 'admin', input: Credentials): Promise<SignInOutcome>;
export async function signIn(c: AppContext, role: Role, input: Credentials): Promise<SignInOutcome> {
  const db = c.get('db');
  const now = new Date();
  const email = input.email.trim().toLowerCase();
  const subjects = await signInSubjects(c, email);
  await beginAttempt(c, subjects, now);

  const user = await findUserByEmail(db, email);
  // Unknown accounts cost the same hashing time as known ones.
  const check = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  // An unconfirmed registration is no account yet: its own password hears what any wrong one does,
  // so signing in with the password just registered cannot tell a new address from a taken one.
  if (user === null || !check.ok || user.role !== role || user.status === 'disabled' || user.awaiting_confirmation) {
    const audit = role === 'admin' ? { actorEmail: email, action: 'admin.sign_in_failed', detail: { client: subjects.client } } : undefined;
    return failedAttempt(c, subjects, now, new ApiError('unauthorized', FAILURE_MESSAGE[role]), audit);
  }
  if (user.status === 'pending') {
    await db.batch([settleRightStatement(db, subjects)]);
    // Only someone holding the right password learns this.
    throw new ApiError('unauthorized', 'Your listing is still under review. You can sign in once it is approved.');
  }

  const rehash = check.needsRehash ? await hashPassword(input.password) : null;
  const step = role === 'admin' ? await secondFactorStep(c, user) : null;
  if (step) {
    // The password was right; the code that follows is an attempt of its own.
    await db.batch([settleRightStatement(db, subjects)]);
    if (rehash) await recordSignIn(db, user.id, rehash);
    await startSignInStep(c, user, step);
    return { twoFactor: step };
  }
  await finishSignIn(c, user, subjects, { remember: input.remember, rehash });
  return { user: toPublicUser(user) };
}
