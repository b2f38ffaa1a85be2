import { utcDay } from '../lib/dates';
import { locationQuery, ownFacilityId, requireSession } from '../accounts/guards';
import { ApiError } from '../lib/errors';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { newRouter } from '../lib/router';
import { accountSubject } from '../lib/subjects';
import { validate } from '../lib/validate';
import { availabilityRowOf, confirmAvailabilityStatements, saveAvailabilityStatements, toAvailability, type AvailabilityRow } from './queries/availability';
import { availabilitySchema } from './schemas';
import { forgetHeldAvailability } from './search-filter';
import { route } from '../lib/openapi';

const NOTHING_TO_CONFIRM = 'Your listing states no availability yet: say whether you are accepting new patients first.';

/**
 * A facility saves or confirms its availability a few times a week; sixty writes an hour per account
 * is far beyond that, and stops a stolen session or a stuck script from filling the audit log.
 */
const AVAILABILITY_WRITES_PER_ACCOUNT: RateLimit = {
  name: 'availability',
  limit: 60,
  windowSeconds: 60 * 60,
  message: (wait) => `Too many availability changes in a short while. Please wait ${wait} and try again.`,
};

/**
 * The dashboard's availability (/api/facility/me/availability): always the session's own listing.
 * A change is published at once, without review (it is not a claim about services), and audited.
 */
export const facilityAvailabilityRoutes = newRouter()
  .get('/availability', route({ summary: 'The listing’s availability', 200: 'Accepting new patients, open beds and wait, and when they were confirmed.', errors: ['not_found'] }), requireSession('facility'), locationQuery, async (c) => {
    const row = await availabilityRowOf(c.get('db'), await ownFacilityId(c));
    return c.json({ availability: toAvailability(row, utcDay(new Date())) }, 200);
  })
  .put('/availability', route({ summary: 'Change the listing’s availability', 200: 'The availability as saved.', errors: ['not_found', 'rate_limited'] }), requireSession('facility'), locationQuery, validate('json', availabilitySchema), async (c) => {
    const db = c.get('db');
    const facilityId = await ownFacilityId(c);
    const user = c.get('user');
    await enforceRateLimit(c, AVAILABILITY_WRITES_PER_ACCOUNT, accountSubject(user.id));
    const today = utcDay(new Date());
    const [saved] = await db.batch<AvailabilityRow>(saveAvailabilityStatements(db, user, facilityId, c.req.valid('json'), today));
    forgetHeldAvailability();
    return c.json({ availability: toAvailability(saved?.[0] ?? null, today) }, 200);
  })
  // "Still accurate": one click confirms every stated field as of today.
  .post('/availability/confirmation', route({ summary: 'Confirm the availability is still right', 200: 'The availability, confirmed today.', errors: ['not_found', 'conflict', 'rate_limited'] }), requireSession('facility'), locationQuery, async (c) => {
    const db = c.get('db');
    const facilityId = await ownFacilityId(c);
    const user = c.get('user');
    await enforceRateLimit(c, AVAILABILITY_WRITES_PER_ACCOUNT, accountSubject(user.id));
    const today = utcDay(new Date());
    const [confirmed] = await db.batch<AvailabilityRow>(confirmAvailabilityStatements(db, user, facilityId, today));
    forgetHeldAvailability();
    const row = confirmed?.[0];
    if (!row) throw new ApiError('conflict', NOTHING_TO_CONFIRM);
    return c.json({ availability: toAvailability(row, today) }, 200);
  });
