import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../lib/app-env';
import { randomHex, sha256Hex } from '../lib/hash';
import type { ActiveSession, SessionRecord } from './session-record';
import type { Role } from './user';

/**
 * Timeouts. Admins: 30 minutes idle, 8 hours at most. Facilities: 2 hours idle, 24 hours at most,
 * or 30 days with "remember me" (idle 7 days).
 */
const SESSION_LIMITS = {
  admin: { idleSeconds: 30 * 60, absoluteSeconds: 8 * 3600 },
  facility: { idleSeconds: 2 * 3600, absoluteSeconds: 24 * 3600 },
  facilityRemembered: { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
} as const;

export const COOKIE_NAMES: Record<Role, string> = { admin: 'rd_admin', facility: 'rd_facility' };
const KV_PREFIX = 'session:';
/** KV allows one write per second per key; there is no need to record activity more often than this. */
const TOUCH_AFTER_MS = 60_000;

/** What is stored where a session id would be seen (KV keys, the revocation table): its hash. */
export const sessionHash = (id: string): Promise<string> => sha256Hex(id);

const isHttps = (c: AppContext) => new URL(c.req.url).protocol === 'https:';

export async function createSession(
  c: AppContext,
  user: { id: number; role: Role; session_epoch: number },
  options: { remember?: boolean } = {},
): Promise<void> {
  const limits = user.role === 'admin' ? SESSION_LIMITS.admin : options.remember ? SESSION_LIMITS.facilityRemembered : SESSION_LIMITS.facility;
  const now = Date.now();
  const record: SessionRecord = {
    userId: user.id,
    role: user.role,
    epoch: user.session_epoch,
    createdAt: now,
    lastSeenAt: now,
    idleSeconds: limits.idleSeconds,
    expiresAt: now + limits.absoluteSeconds * 1000,
  };
  // 128 random bits: the id is the only thing the cookie holds.
  const id = randomHex(16);
  await c.env.SESSIONS.put(KV_PREFIX + (await sessionHash(id)), JSON.stringify(record), {
    expirationTtl: limits.absoluteSeconds,
  });
  setCookie(c, COOKIE_NAMES[user.role], id, {
    path: '/',
    httpOnly: true,
    secure: isHttps(c),
    // Strict, not Lax: a top-level GET from another site (a link, a page navigating to one of our
    // API addresses) arrives without the cookie, so nothing audited (opening a lead, a CRM export)
    // happens on a signed-in person's behalf. An emailed link to a dashboard still works: the page
    // is the SPA's shell and its API calls are same-site (docs/SECURITY.md).
    sameSite: 'Strict',
    // A remembered facility session outlives the browser; others end with it.
    ...(user.role === 'facility' && options.remember ? { maxAge: limits.absoluteSeconds } : {}),
  });
}

/**
 * A new session for this browser at the account's new epoch (after its password changed), as long
 * lived as the one it replaces (remembered or not); the old record is deleted.
 */
export async function renewSession(
  c: AppContext,
  session: ActiveSession,
  user: { id: number; role: Role; session_epoch: number },
): Promise<void> {
  await c.env.SESSIONS.delete(KV_PREFIX + session.hash);
  await createSession(c, user, { remember: session.record.idleSeconds === SESSION_LIMITS.facilityRemembered.idleSeconds });
}

/** True when the request carries a session cookie of either role (valid or not): never a shared page. */
export function carriesSessionCookie(c: AppContext): boolean {
  return Object.values(COOKIE_NAMES).some((name) => getCookie(c, name) !== undefined);
}

/** The session of `role` named by this request's cookie, if it exists and has not timed out. */
export async function readSession(c: AppContext, role: Role): Promise<ActiveSession | null> {
  const id = getCookie(c, COOKIE_NAMES[role]);
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const hash = await sessionHash(id);
  const record = await c.env.SESSIONS.get<SessionRecord>(KV_PREFIX + hash, 'json');
  if (!record || record.role !== role) return null;
  const now = Date.now();
  if (now >= record.expiresAt || now - record.lastSeenAt > record.idleSeconds * 1000) {
    c.executionCtx.waitUntil(c.env.SESSIONS.delete(KV_PREFIX + hash));
    return null;
  }
  if (now - record.lastSeenAt > TOUCH_AFTER_MS) {
    const touched = { ...record, lastSeenAt: now };
    const ttl = Math.max(60, Math.ceil((record.expiresAt - now) / 1000));
    c.executionCtx.waitUntil(c.env.SESSIONS.put(KV_PREFIX + hash, JSON.stringify(touched), { expirationTtl: ttl }));
  }
  return { id, hash, record };
}

export async function destroySession(c: AppContext, role: Role, session: ActiveSession | null): Promise<void> {
  if (session) await c.env.SESSIONS.delete(KV_PREFIX + session.hash);
  deleteCookie(c, COOKIE_NAMES[role], { path: '/', secure: isHttps(c) });
}
