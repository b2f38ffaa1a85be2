import { NOT_LINKED, requireSession } from '../../accounts/guards';
import { addLocationStatements, locationByKey, ownLocations } from '../queries/locations';
import { unknownServiceSlug } from '../../listings/queries/services';
import { locationReceived } from '../../email/templates';
import { requestMailer } from '../../email/mailer';
import { ApiError } from '../../lib/errors';
import { assertSameRequest, idempotencyOf } from '../../lib/idempotency';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { notInList } from '../../lib/schemas/reference-ids';
import { siteUrl } from '../../lib/site-config';
import { accountSubject } from '../../lib/subjects';
import { validate } from '../../lib/validate';
import { newLocationSchema } from '../schemas/locations';
import { route } from '../../lib/openapi';

/**
 * A provider adds its centers one by one, a handful in a sitting; twenty an hour per account is far
 * beyond that and keeps a stolen session from filling the review desk.
 */
const LOCATIONS_PER_ACCOUNT: RateLimit = {
  name: 'add-location',
  limit: 20,
  windowSeconds: 60 * 60,
  message: (wait) => `Too many new locations in a short while. Please wait ${wait} and try again.`,
};

/**
 * The account's locations (/api/facility/me/locations): the organization they share, each location
 * (the dashboard's switcher), and "Add a location", a new listing of the same organization that goes
 * to the review desk as a registration does. Only ever the signed-in account's own.
 */
export const facilityLocationRoutes = newRouter()
  .get('/', route({ summary: 'The account’s locations', 200: 'The organization and each of its locations.' }), requireSession('facility'), async (c) => {
    return c.json(await ownLocations(c.get('db'), c.get('user').id), 200);
  })
  .post('/', route({ summary: 'Add a location', 201: 'The new location, pending review.', errors: ['not_found', 'conflict', 'rate_limited'] }), requireSession('facility'), validate('json', newLocationSchema), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const { agreeToReview: _agreed, ...location } = c.req.valid('json');
    // The schema knows the reference lists; which services exist, D1 does (the catalogue grows on import).
    const unknown = await unknownServiceSlug(db, location.services);
    if (unknown !== null) throw ApiError.invalidField('services', notInList('services', unknown));
    // A location is one of the account's organization: an account with no listing has none.
    if (user.facilityId === null) throw new ApiError('conflict', NOT_LINKED);
    const idem = await idempotencyOf(c, location);
    const answer = (id: number) => c.json({ location: { id, status: 'pending' as const } }, 201);
    const earlier = await locationByKey(db, idem.key);
    if (earlier) {
      assertSameRequest(earlier, idem);
      return answer(earlier.facility_id);
    }
    await enforceRateLimit(c, LOCATIONS_PER_ACCOUNT, accountSubject(user.id), idem);
    const mail = requestMailer(c);
    try {
      // The email first: the batch's last statement answers the new listing's id.
      const received = await mail.queue(locationReceived(user.email, location.facilityName, siteUrl(c.env)));
      const results = await db.batch<{ id: number }>([received, ...addLocationStatements(db, user, location, idem)]);
      mail.dispatch();
      return answer(results.at(-1)![0]!.id);
    } catch (error) {
      if (!(error instanceof Error && /UNIQUE/i.test(error.message))) throw error;
      // The same request sent twice at once: the first stored it, and this one answers as it did.
      const stored = await locationByKey(db, idem.key);
      if (!stored) throw error;
      assertSameRequest(stored, idem);
      return answer(stored.facility_id);
    }
  });
