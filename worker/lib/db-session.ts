import { getCookie, setCookie } from 'hono/cookie';
import { carriesSessionCookie } from '../accounts/sessions';
import type { AppContext } from './app-env';
import { Database } from './db';

// D1 read replication (the Sessions API): every request reads through one D1 session, which keeps
// its queries sequentially consistent, and the session starts where the request needs it to
// (docs/decisions/010-reads-near-every-visitor.md):
// - a signed-in account (staff or facility) and any state-changing request start at the primary:
//   a revoked session, a disabled account, an idempotency key or a unique email must be seen the
//   moment it is written, wherever the next request lands;
// - a visitor who wrote something in the last minutes carries the bookmark of that write, so their
//   next reads come from a replica at least that new;
// - everyone else reads from the nearest replica.

export const BOOKMARK_COOKIE = 'rd_d1';
/** Replicas catch up in seconds; a visitor's bookmark is kept this long after their last write. */
const BOOKMARK_SECONDS = 10 * 60;
/** D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,7}$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Constraint = D1SessionConstraint | D1SessionBookmark;

function constraintFor(c: AppContext): Constraint {
  if (!SAFE_METHODS.has(c.req.method) || carriesSessionCookie(c)) return 'first-primary';
  const bookmark = getCookie(c, BOOKMARK_COOKIE);
  return bookmark && BOOKMARK.test(bookmark) ? bookmark : 'first-unconstrained';
}

/** The request's metered database: one D1 session, started where this request must read. */
export function openDatabase(c: AppContext): Database {
  return new Database(c.env.DB.withSession(constraintFor(c)));
}

/**
 * After a visitor's request that wrote and succeeded: the session's latest bookmark goes back to
 * the browser, so its next reads, wherever they land, see at least that write. Reads alone set
 * nothing (and so stay cacheable); a signed-in browser, or one being signed in (the response sets
 * its session cookie), reads from the primary and needs none.
 */
export function keepBookmark(c: AppContext): void {
  const db = c.get('db');
  if (db.meter.rowsWritten === 0 || c.res.status >= 400 || carriesSessionCookie(c)) return;
  if (c.res.headers.getSetCookie().length > 0) return;
  const bookmark = db.bookmark();
  if (!bookmark || !BOOKMARK.test(bookmark)) return;
  setCookie(c, BOOKMARK_COOKIE, bookmark, {
    path: '/',
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    maxAge: BOOKMARK_SECONDS,
  });
}
