import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { findOwnLocation, findSessionUser, type UserRow } from './queries/users';
import type { AppContext, AppEnv } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { describe } from '../lib/openapi';
import { newRouter } from '../lib/router';
import type { ActiveSession } from './session-record';
import { COOKIE_NAMES, readSession } from './sessions';
import { toPublicUser, type Role } from './user';

/**
 * The session of `role` this request names (KV says who) and its account, while D1 says the account
 * is still active, the session not signed out and not older than the account's last "end all
 * sessions" — so sign-out and disabling take effect at once, everywhere.
 */
async function sessionOf(c: AppContext, role: Role): Promise<{ session: ActiveSession | null; user: UserRow | null }> {
  const session = await readSession(c, role);
  if (!session) return { session: null, user: null };
  const user = await findSessionUser(c.get('db'), session.record.userId, session.record.epoch, session.hash);
  return { session, user: user && user.role === role ? user : null };
}

/** The signed-in account of `role`, or null: for an endpoint a session is one way into. */
export async function findSignedIn(c: AppContext, role: Role): Promise<UserRow | null> {
  return (await sessionOf(c, role)).user;
}

/** Lets the request through only with a live session of `role`. */
export function requireSession(role: Role) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const { session, user } = await sessionOf(c, role);
    if (!session) throw new ApiError('unauthorized', 'Please sign in to continue.');
    if (!user) throw new ApiError('unauthorized', 'Your session has ended. Please sign in again.');
    c.set('user', toPublicUser(user));
    c.set('session', session);
    await next();
    // Whatever a session unlocks is for that browser only: no shared or stored copies.
    c.header('Cache-Control', 'private, no-store');
  });
  return describe(guard, { session: COOKIE_NAMES[role] });
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
 * changes. An account may hold several locations of its organization (migration 0028): the request
 * names one with `?location=<id>`, else it is the account's first listing. A location of another
 * account answers 404 exactly as one that does not exist, so nothing says which ids are taken.
 * An account not linked to a listing has nothing there.
 */
export const NOT_LINKED = 'Your account is not linked to a listing.';
export const NOT_YOUR_LOCATION = 'You have no location with this id.';
const LOCATION_INVALID = 'Location must be the id of one of your locations.';

const locationQuerySchema = z.object({
  location: z.string().regex(/^([1-9]\d{0,15})?$/, LOCATION_INVALID).optional().describe('One of the account’s locations (a listing id); the first when left out.'),
});

/**
 * `?location=` on the routes that read ownFacilityId: its form checked first (the 400 naming
 * `location`), and the parameter in the API's document. A plain middleware rather than a validator,
 * so the typed client's calls do not all have to name a query they mostly leave out.
 */
export const locationQuery = describe(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!locationQuerySchema.safeParse({ location: c.req.query('location') }).success) throw ApiError.invalidField('location', LOCATION_INVALID);
    await next();
  }),
  { input: { target: 'query', schema: locationQuerySchema } },
);

export async function ownFacilityId(c: AppContext): Promise<number> {
  const user = c.get('user');
  const asked = c.req.query('location');
  if (asked === undefined || asked === '') {
    if (user.facilityId === null) throw new ApiError('not_found', NOT_LINKED);
    return user.facilityId;
  }
  if (!/^[1-9]\d{0,15}$/.test(asked) || !Number.isSafeInteger(Number(asked))) throw ApiError.invalidField('location', LOCATION_INVALID);
  const id = await findOwnLocation(c.get('db'), user.id, Number(asked));
  if (id === null) throw new ApiError('not_found', NOT_YOUR_LOCATION);
  return id;
}

/** The listing ownFacilityId gives, or null for an account linked to none that names no location. */
export async function ownFacilityIdIfLinked(c: AppContext): Promise<number | null> {
  return c.get('user').facilityId === null && !c.req.query('location') ? null : ownFacilityId(c);
}
