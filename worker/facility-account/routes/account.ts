import { locationQuery, ownFacilityId, ownFacilityIdIfLinked, requireSession } from '../../accounts/guards';
import { getOwnListing } from '../queries/account';
import { ownLocations } from '../queries/locations';
import { facilityStats, recentActivity } from '../queries/dashboard';
import { listingDraft, listsOf, ownListingState, pendingUpdateOf } from '../queries/listing-update';
import { unknownServiceSlug } from '../../listings/queries/services';
import { taxonomyNames } from '../../listings/queries/submissions';
import { isNotWaitingForCorrections, latestOwnSubmission, resubmissionStatements } from '../queries/resubmission';
import { ApiError } from '../../lib/errors';
import { newRouter } from '../../lib/router';
import { notInList } from '../../lib/schemas/reference-ids';
import { validate } from '../../lib/validate';
import { resubmissionSchema } from '../../listings/schemas/review';
import { route } from '../../lib/openapi';

const NOT_WAITING = 'Your listing is not waiting for corrections.';
const ACTIVITY_ITEMS = 10;

/** The first day of this month (UTC), as the daily rows name days. */
const monthStart = (now: Date) => now.toISOString().slice(0, 8) + '01';

/** The signed-in facility's own account, listing and review status (GET /api/facility/me). */
export const facilityAccountRoutes = newRouter()
  .get('/', route({ summary: 'The signed-in facility’s account', 200: 'The account, its listing and its review status.', errors: ['not_found'] }), requireSession('facility'), locationQuery, async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    // An account linked to no listing still sees its account (and no location); any other reads the
    // location the request names, or its first.
    const facilityId = await ownFacilityIdIfLinked(c);
    const [{ listing, submission }, locations] = await Promise.all([
      facilityId === null ? { listing: null, submission: null } : getOwnListing(db, user.id, facilityId),
      ownLocations(db, user.id),
    ]);
    const [stats, state] = listing
      ? await Promise.all([facilityStats(db, listing.id, monthStart(new Date())), ownListingState(db, listing.id)])
      : [null, null];
    const pendingUpdate = state && pendingUpdateOf(state);
    // The display names of the taxonomy ids the update changes.
    const names = pendingUpdate ? await taxonomyNames(db, listsOf(pendingUpdate)) : {};
    // Manage Listing's form values: a saved edit comes back as saved.
    const draft = listing && listingDraft(listing, state?.pending?.changes ?? {});
    // Personal data: never kept by a browser or shared cache.
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      { account: { email: user.email, name: user.name }, listing, submission, stats, pendingUpdate, names, draft, ...locations },
      200,
    );
  })
  // The overview's recent activity: submissions and decisions, inquiries, problem reports.
  .get('/activity', route({ summary: 'The account’s recent activity', 200: 'Submissions and decisions, inquiries and problem reports, newest first.', errors: ['not_found'] }), requireSession('facility'), locationQuery, async (c) => {
    const items = await recentActivity(c.get('db'), await ownFacilityId(c), ACTIVITY_ITEMS);
    return c.json({ items }, 200);
  })
  // A rejected registration, corrected: back to the review desk as a new pending submission.
  .post('/resubmission', route({ summary: 'Send a rejected registration again', 201: 'The corrected registration, pending review again.', errors: ['not_found', 'conflict'] }), requireSession('facility'), locationQuery, validate('json', resubmissionSchema), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const listing = c.req.valid('json');
    // The schema knows the reference lists; which services exist, D1 does (the catalogue grows on import).
    const unknown = await unknownServiceSlug(db, listing.services);
    if (unknown !== null) throw ApiError.invalidField('services', notInList('services', unknown));
    // One of the account's own locations (the one the request names, else its first).
    const facilityId = await ownFacilityIdIfLinked(c);
    const latest = facilityId === null ? null : await latestOwnSubmission(db, user.id, facilityId);
    if (facilityId === null || latest?.kind !== 'registration' || latest.status !== 'rejected') {
      throw new ApiError('conflict', NOT_WAITING);
    }
    const at = new Date();
    try {
      await db.batch(resubmissionStatements(db, { user, facilityId, listing, at }));
    } catch (error) {
      // Another request resubmitted between the check above and this batch (a double click).
      if (isNotWaitingForCorrections(error)) throw new ApiError('conflict', NOT_WAITING);
      throw error;
    }
    return c.json({ submission: { status: 'pending' as const, submittedAt: at.toISOString() } }, 201);
  });
