import { auditStatement } from '../lib/queries/audit';
import { settleRightStatement, type SignInSubjects } from './queries/sign-in-failures';
import {
  claimStep,
  enableStatements,
  findTwoFactor,
  resealSecret,
  saveUnconfirmedSecret,
  spendRecoveryCode,
  spendSignInStepStatement,
  unusedRecoveryCodes,
} from './queries/two-factor';
import type { UserRow } from './queries/users';
import type { AppContext } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { findSignedIn } from './guards';
import { beginAttempt, failedAttempt, finishSignIn, signInSubjects } from './sign-in';
import { endSignInStep, findSignInStep, requireSignInStep, STEP_ENDED, type SignInStep } from './sign-in-step';
import { enrolmentOf, matchingStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode } from './two-factor';
import { openSecret, recoveryCodeHash, recoveryCodeLookups, sealSecret } from './two-factor-key';
import { toPublicUser, type PublicUser } from './user';

// The second factor: checking a code or a recovery code (to finish signing in, or before changing
// the factor itself), and setting it up. Every check is a sign-in attempt like a password: claimed
// first, counted with the password's failures, each failure audited (never the code itself).

const WRONG_CODE = 'That code is not right, or it was already used. Please enter the current code from your app.';
const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it was already used.';

type Account = Pick<UserRow, 'id' | 'email'>;

const failureAudit = (user: Account, subjects: SignInSubjects, factor: 'code' | 'recovery_code') => ({
  actorId: user.id,
  actorEmail: user.email,
  action: 'admin.two_factor_failed',
  detail: { client: subjects.client, factor },
});

/**
 * One code attempt for `user`: the secret must be on (`confirmed`) or still being set up; a code of
 * a time step already used is refused. Throws 401 (or 429) when wrong; the attempt stays counted
 * until the caller settles it.
 */
export async function acceptCode(c: AppContext, user: Account, code: string, confirmed: boolean): Promise<SignInSubjects> {
  const db = c.get('db');
  const twoFactor = await findTwoFactor(db, user.id);
  if (!twoFactor || (twoFactor.enabled_at !== null) !== confirmed) {
    throw new ApiError('conflict', confirmed ? 'Two-factor sign-in is not on for this account.' : 'Please start setting up two-factor sign-in first.');
  }
  const now = new Date();
  const subjects = await signInSubjects(c, user.email);
  await beginAttempt(c, subjects, now);
  const opened = await openSecret(c.env, user.id, twoFactor.secret);
  const step = matchingStep(opened.secret, code, now.getTime());
  if (step === null || !(await claimStep(db, user.id, step, confirmed))) {
    await failedAttempt(c, subjects, now, new ApiError('unauthorized', WRONG_CODE, { fields: { code: WRONG_CODE } }), failureAudit(user, subjects, 'code'));
  }
  // After a key rotation: the right code moves the secret under the new key, so that the previous
  // key can be removed once every admin has signed in (docs/OPERATIONS.md).
  if (opened.reseal) await resealSecret(db, user.id, twoFactor.secret, await sealSecret(c.env, user.id, opened.secret));
  return subjects;
}

/** Ten new recovery codes, shown once, and what is stored of them. */
export async function recoveryCodesFor(env: Env, userId: number): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => recoveryCodeHash(env, userId, normaliseRecoveryCode(code)!)));
  return { codes, hashes };
}

/** Signs the step's admin in, spending the step in the same batch (a second use fails it). */
async function finishStep(c: AppContext, step: SignInStep, subjects: SignInSubjects, secondFactor: string, also: D1PreparedStatement[] = []) {
  const first = [spendSignInStepStatement(c.get('db'), step.hash, step.record.expiresAt), ...also];
  try {
    await finishSignIn(c, step.user, subjects, { secondFactor, first });
  } catch (error) {
    if (/UNIQUE constraint failed: revoked_sessions/.test(String(error))) throw new ApiError('unauthorized', STEP_ENDED);
    throw error;
  }
  await endSignInStep(c, step);
}

/** Sign-in, second step: the code from the authenticator app. */
export async function signInWithCode(c: AppContext, code: string): Promise<PublicUser> {
  const step = await requireSignInStep(c, 'code');
  const subjects = await acceptCode(c, step.user, code, true);
  await finishStep(c, step, subjects, 'code');
  return toPublicUser(step.user);
}

/** Sign-in, second step: one of the recovery codes, used up. */
export async function signInWithRecoveryCode(c: AppContext, typed: string): Promise<{ user: PublicUser; recoveryCodesLeft: number }> {
  const step = await requireSignInStep(c, 'code');
  const { user } = step;
  const db = c.get('db');
  const now = new Date();
  const subjects = await signInSubjects(c, user.email);
  await beginAttempt(c, subjects, now);
  const code = normaliseRecoveryCode(typed);
  if (code === null || !(await spendRecoveryCode(db, user.id, await recoveryCodeLookups(c.env, user.id, code)))) {
    const error = new ApiError('unauthorized', WRONG_RECOVERY_CODE, { fields: { recoveryCode: WRONG_RECOVERY_CODE } });
    await failedAttempt(c, subjects, now, error, failureAudit(user, subjects, 'recovery_code'));
  }
  const used = auditStatement(db, { actorId: user.id, actorEmail: user.email, action: 'admin.recovery_code_used' });
  await finishStep(c, step, subjects, 'recovery_code', [used]);
  return { user: toPublicUser(user), recoveryCodesLeft: await unusedRecoveryCodes(db, user.id) };
}

/** Who is setting two-factor up: a sign-in step that requires it, or a signed-in admin (demo mode). */
async function enrollingAdmin(c: AppContext): Promise<{ user: UserRow; step: SignInStep | null }> {
  const step = await findSignInStep(c, 'enrol');
  if (step) return { user: step.user, step };
  const user = await findSignedIn(c, 'admin');
  if (user) return { user, step: null };
  throw new ApiError('unauthorized', 'Please sign in to continue.');
}

/** A new secret for the app to scan (QR) or type in; nothing is on until a code confirms it. */
export async function startEnrolment(c: AppContext): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const { user } = await enrollingAdmin(c);
  const secret = newTotpSecret();
  if (!(await saveUnconfirmedSecret(c.get('db'), user.id, await sealSecret(c.env, user.id, secret)))) {
    throw new ApiError('conflict', 'Two-factor sign-in is already on for this account.');
  }
  return { secret, ...enrolmentOf(secret, user.email) };
}

/**
 * A first code confirms the secret: two-factor is on, and the recovery codes are shown, once.
 * Reached through a sign-in step, this also signs the admin in.
 */
export async function confirmEnrolment(c: AppContext, code: string): Promise<{ user: PublicUser; recoveryCodes: string[] }> {
  const { user, step } = await enrollingAdmin(c);
  const subjects = await acceptCode(c, user, code, false);
  const db = c.get('db');
  const { codes, hashes } = await recoveryCodesFor(c.env, user.id);
  const enable = [
    ...enableStatements(db, user.id, hashes),
    auditStatement(db, { actorId: user.id, actorEmail: user.email, action: 'admin.two_factor_enrolled' }),
  ];
  if (step) await finishStep(c, step, subjects, 'enrolment', enable);
  else await db.batch([...enable, settleRightStatement(db, subjects)]);
  return { user: toPublicUser(user), recoveryCodes: codes };
}
