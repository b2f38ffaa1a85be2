import { env } from 'cloudflare:workers';
import { sessionHash } from '../accounts/sessions';
import type { SessionRecord } from '../accounts/session-record';
import type { Role } from '../accounts/user';
import { randomHex } from '../lib/hash';
import { client } from './client';
import { addUser, newClient, signInAs, withCookie } from './fixtures';
import { setStaffStatus } from './staff';
import { enrolledAdmin, PASSWORD as ENROLLED_PASSWORD } from './two-factor';

// Every kind of credential a guarded route must refuse, each made the way it happens for real: a
// session signed in through the API and then ended by sign-out, by disabling its account, or by
// time. Time is the one thing a test cannot make pass, so a timed-out session is a real one whose
// KV record is aged: its timestamps moved back, as they would be after that much time.

/** The timeouts the product promises (docs/decisions/003-sessions.md), in seconds. */
export const SESSION_LIMITS: Record<Role, { idleSeconds: number; absoluteSeconds: number }> = {
  admin: { idleSeconds: 30 * 60, absoluteSeconds: 8 * 3600 },
  facility: { idleSeconds: 2 * 3600, absoluteSeconds: 24 * 3600 },
};

/** How far past a limit an aged session is: a minute, so clock skew within a test cannot matter. */
export const PAST_LIMIT_MS = 60_000;

const COOKIE_NAME: Record<Role, string> = { admin: 'rd_admin', facility: 'rd_facility' };

/** A credential a request presents, and what has to hold again before each use. */
export interface Credential {
  /** The Cookie header (none: no session at all). */
  cookie?: string;
  /**
   * Runs before each request. An aged session's record is deleted by the Worker when it refuses it,
   * so without this only the first route would meet the timeout and the rest an unknown id.
   */
  prepare(): Promise<void>;
}

const ready = async () => {};

/** The session id a `name=value` cookie holds. */
export const sessionIdOf = (cookie: string): string => cookie.slice(cookie.indexOf('=') + 1);

/** The same session id presented under `role`'s cookie name. */
export const underCookieOf = (role: Role, cookie: string): string => `${COOKIE_NAME[role]}=${sessionIdOf(cookie)}`;

export const noSession = (): Credential => ({ prepare: ready });

/** A well-formed id (128 random bits, as the Worker makes them) that no sign-in ever made. */
export const forgedSession = (role: Role): Credential => ({ cookie: `${COOKIE_NAME[role]}=${randomHex(16)}`, prepare: ready });

/**
 * A live session's id in a form the Worker never issues (upper-case hex): a server that
 * normalised ids, or looked them up loosely, would take it for the live one.
 */
export function malformedSession(role: Role, liveCookie: string): Credential {
  const id = sessionIdOf(liveCookie);
  const malformed = id.toUpperCase() === id ? `${id}Z` : id.toUpperCase();
  return { cookie: `${COOKIE_NAME[role]}=${malformed}`, prepare: ready };
}

/** A live session's cookie as it is (another role's, another facility's): nothing to prepare. */
export const presented = (cookie: string): Credential => ({ cookie, prepare: ready });

const kvKey = async (cookie: string) => `session:${await sessionHash(sessionIdOf(cookie))}`;

/**
 * A live session made as if signed in `signedInAgoMs` ago and last used `lastUsedAgoMs` ago (its
 * absolute expiry moves with its start). The record is put back before each use (see
 * Credential.prepare), once the Worker's own delete of it has landed, so the two never race.
 */
export async function sessionAsOf(cookie: string, age: { signedInAgoMs: number; lastUsedAgoMs: number }): Promise<Credential> {
  const key = await kvKey(cookie);
  const stored = await env.SESSIONS.get<SessionRecord>(key, 'json');
  if (!stored) throw new Error('no session record to age: did the sign-in work?');
  let used = false;
  return {
    cookie,
    async prepare() {
      if (used) await untilGone(key);
      used = true;
      const now = Date.now();
      const createdAt = now - age.signedInAgoMs;
      const aged: SessionRecord = { ...stored, createdAt, expiresAt: createdAt + (stored.expiresAt - stored.createdAt), lastSeenAt: now - age.lastUsedAgoMs };
      await env.SESSIONS.put(key, JSON.stringify(aged));
    },
  };
}

/** Waits (briefly) for the Worker's delete of a timed-out record, which runs after its answer. */
async function untilGone(key: string) {
  const deadline = Date.now() + 1000;
  while ((await env.SESSIONS.get(key)) !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

/** A session signed in longer ago than its absolute lifetime, and used a minute ago (so not idle). */
export const expiredSession = (role: Role, cookie: string) =>
  sessionAsOf(cookie, { signedInAgoMs: SESSION_LIMITS[role].absoluteSeconds * 1000 + PAST_LIMIT_MS, lastUsedAgoMs: PAST_LIMIT_MS });

/** A session last used longer ago than the idle limit, well within its absolute lifetime. */
export const idleSession = (role: Role, cookie: string) => {
  const idle = SESSION_LIMITS[role].idleSeconds * 1000 + PAST_LIMIT_MS;
  return sessionAsOf(cookie, { signedInAgoMs: idle, lastUsedAgoMs: idle });
};

/** A session signed out through the API (DELETE /api/<role>/session), its cookie kept and sent again. */
export async function signedOutSession(role: Role, cookie: string): Promise<Credential> {
  const res = await client[role].session.$delete(undefined, withCookie(cookie));
  if (res.status !== 204) throw new Error(`sign-out answered ${res.status}`);
  return { cookie, prepare: ready };
}

const DISABLED_PASSWORD = 'a password for an account about to be disabled';

/** An administrator signed in, then disabled by `byCookie`'s administrator through the staff API. */
export async function disabledAdminSession(byCookie: string): Promise<Credential> {
  const admin = await addUser({ role: 'admin', password: DISABLED_PASSWORD });
  const cookie = await signInAs('admin', admin.email, DISABLED_PASSWORD);
  const res = await setStaffStatus(byCookie, admin.id, 'disabled');
  if (res.status !== 200) throw new Error(`disabling answered ${res.status}`);
  return { cookie, prepare: ready };
}

/**
 * A second account of listing `facilityId`, signed in, then disabled. The product has no screen or
 * endpoint that disables a facility account (only administrators are disabled, through the staff
 * API), so its status is set where an operator would set it: in D1.
 */
export async function disabledFacilitySession(facilityId: number): Promise<Credential> {
  const user = await addUser({ role: 'facility', password: DISABLED_PASSWORD, facilityId });
  const cookie = await signInAs('facility', user.email, DISABLED_PASSWORD);
  await env.DB.prepare(`UPDATE users SET status = 'disabled' WHERE id = ?1`).bind(user.id).run();
  return { cookie, prepare: ready };
}

/**
 * An administrator half signed in: the right password, no second factor yet. The Worker hands out a
 * sign-in step (its own cookie, meant for the two-factor endpoints only); presented here with the
 * step's id under the session cookie's name too, as a browser never would but an attacker can.
 */
export async function signInStepOnly(): Promise<Credential> {
  const admin = await enrolledAdmin();
  const res = await client.admin.session.$post({ json: { email: admin.email, password: ENROLLED_PASSWORD } }, { headers: newClient() });
  if (res.status !== 202) throw new Error(`a password-only sign-in answered ${res.status}`);
  const step = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('rd_admin_step='));
  if (!step) throw new Error('no sign-in step cookie');
  return { cookie: `${step}; ${COOKIE_NAME.admin}=${sessionIdOf(step)}`, prepare: ready };
}
