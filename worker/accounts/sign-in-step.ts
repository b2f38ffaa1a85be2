import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { findSessionUser, type UserRow } from './queries/users';
import type { AppContext } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { randomHex, sha256Hex } from '../lib/hash';

// Between the password and the second factor: no session, only a sign-in step. Its opaque id lives
// in a cookie of its own, sent only to the sign-in endpoints (Path=/api/admin/session) and to the
// sign-in page, whose forms post there without script (Path=/admin/login, issue 41); the record
// lives in KV under the id's hash, for five minutes, bound to the account and its session epoch. A
// step allows one thing (its purpose), and finishing it spends it for good (accounts/queries/two-factor.ts).

/** 'code': enter a code or a recovery code. 'enrol': set two-factor up first (outside demo mode). */
export type StepPurpose = 'code' | 'enrol';

interface StepRecord {
  userId: number;
  epoch: number;
  purpose: StepPurpose;
  expiresAt: number;
}

export interface SignInStep {
  hash: string;
  record: StepRecord;
  user: UserRow;
}

const COOKIE = 'rd_admin_step';
/** Where the step's cookie is sent: the API's sign-in steps, and the page posting them without script. */
const COOKIE_PATHS = ['/api/admin/session', '/admin/login'] as const;
const KV_PREFIX = 'sign-in-step:';
export const STEP_SECONDS = 5 * 60;

const isHttps = (c: AppContext) => new URL(c.req.url).protocol === 'https:';
// Hashed with a prefix of its own: a step id can never name a session record, nor the other way round.
const stepHash = (id: string) => sha256Hex(`sign-in-step:${id}`);

export async function startSignInStep(c: AppContext, user: { id: number; session_epoch: number }, purpose: StepPurpose) {
  const id = randomHex(16);
  const record: StepRecord = { userId: user.id, epoch: user.session_epoch, purpose, expiresAt: Date.now() + STEP_SECONDS * 1000 };
  await c.env.SESSIONS.put(KV_PREFIX + (await stepHash(id)), JSON.stringify(record), { expirationTtl: STEP_SECONDS });
  for (const path of COOKIE_PATHS) setCookie(c, COOKIE, id, { path, httpOnly: true, secure: isHttps(c), sameSite: 'Strict', maxAge: STEP_SECONDS });
}

/** The open step of `purpose` this request's cookie names, for an admin account still as it was. */
export async function findSignInStep(c: AppContext, purpose: StepPurpose): Promise<SignInStep | null> {
  const id = getCookie(c, COOKIE);
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const hash = await stepHash(id);
  const record = await c.env.SESSIONS.get<StepRecord>(KV_PREFIX + hash, 'json');
  if (!record || record.purpose !== purpose || Date.now() >= record.expiresAt) return null;
  // D1 decides, as for sessions: still active, same epoch, and the step not spent already.
  const user = await findSessionUser(c.get('db'), record.userId, record.epoch, hash);
  if (!user || user.role !== 'admin') return null;
  return { hash, record, user };
}

export const STEP_ENDED = 'Your sign-in has timed out. Please enter your email and password again.';

export async function requireSignInStep(c: AppContext, purpose: StepPurpose): Promise<SignInStep> {
  const step = await findSignInStep(c, purpose);
  if (!step) throw new ApiError('unauthorized', STEP_ENDED);
  return step;
}

/** After the step is spent (or abandoned): the record and the cookie go. */
export async function endSignInStep(c: AppContext, step: SignInStep | null): Promise<void> {
  if (step) await c.env.SESSIONS.delete(KV_PREFIX + step.hash);
  for (const path of COOKIE_PATHS) deleteCookie(c, COOKIE, { path, secure: isHttps(c) });
}
