import { createMiddleware } from 'hono/factory';
import { findSessionUser } from '../db/users';
import type { AppContext, AppEnv } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { newRouter } from '../lib/router';
import { readSession } from './sessions';
import { toPublicUser, type Role } from './user';

/**
 * Lets the request through only with a live session of `role`. The KV record says who; D1 says
 * whether the account is still active, the session not signed out and not older than the account's
 * last "end all sessions" — so sign-out and disabling take effect at once, everywhere.
 */
export function requireSession(role: Role) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(c, role);
    if (!session) throw new ApiError('unauthorized', 'Please sign in to continue.');
    const user = await findSessionUser(c.get('db'), session.record.userId, session.record.epoch, session.hash);
    if (!user || user.role !== role) throw new ApiError('unauthorized', 'Your session has ended. Please sign in again.');
    c.set('user', toPublicUser(user));
    c.set('session', session);
    await next();
    // Whatever a session unlocks is for that browser only: no shared or stored copies.
    c.header('Cache-Control', 'private, no-store');
  });
}

/**
 * A sub-app whose every route needs an admin session (mounted under /api/admin/<resource>). Each
 * admin resource is its own sub-app, so this never covers /api/admin/session, which must stay open.
 */
export function adminRouter() {
  return newRouter().use('*', requireSession('admin'));
}

/**
 * The signed-in facility account's own listing id: what every /api/facility/me route reads and
 * changes, never an id the request names. An account not linked to a listing has nothing there.
 */
export const NOT_LINKED = 'Your account is not linked to a listing.';

export function ownFacilityId(c: AppContext): number {
  const facilityId = c.get('user').facilityId;
  if (facilityId === null) throw new ApiError('not_found', NOT_LINKED);
  return facilityId;
}
