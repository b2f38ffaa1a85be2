import { adminRouter } from '../../accounts/guards';
import { requestMailer } from '../../email/mailer';
import { facilityUnreachable } from '../../email/templates';
import type { AppContext } from '../../lib/app-env';
import { ApiError } from '../../lib/errors';
import { assertSameRequest, idempotencyOf } from '../../lib/idempotency';
import { route } from '../../lib/openapi';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import {
  checkOfRequest,
  checksNumber,
  countChecks,
  isDuplicateRequest,
  newestChecks,
  recordCheckStatements,
  type RecordedCheck,
} from '../queries/checks';
import { listDueListings, type DueListing } from '../queries/due';
import { findCheckedListing, type CheckedListing } from '../queries/listing';
import { dueQuerySchema, recordCheckSchema, type RecordCheck } from '../schemas/verification';
import type { ListingVerification } from '../schemas/verification-values';
import { isUnreachable, verificationOf, type Check } from '../status';

const NOT_FOUND = 'There is no listing with this id.';

/** What the desk is answered with once a check is recorded: the check, and the listing's page as it now reads. */
interface Recorded {
  check: RecordedCheck;
  verification: ListingVerification;
  /** Whether this check made the listing unreachable, and its owners were emailed (none when it has none). */
  ownersTold: number;
  message: string;
}

/**
 * The owner's notice, when this check is what makes the listing unreachable: one email per account
 * holding it, each written only if no other check of the listing was recorded meanwhile (then the
 * rules were read from checks that are no longer the newest, and the notice waits for the next).
 */
async function ownerNotices(c: AppContext, listing: CheckedListing, before: Check[], after: Check[], n: number) {
  if (listing.owners.length === 0 || isUnreachable(before) || !isUnreachable(after)) return { statements: [], told: 0 };
  const mailer = requestMailer(c);
  const site = siteUrl(c.env);
  const attempts = after.filter((check) => check.outcome === 'unreachable').map((check) => check.at).reverse();
  const statements: D1PreparedStatement[] = [];
  for (const to of listing.owners) {
    const message = facilityUnreachable(to, {
      facilityName: listing.name,
      phone: listing.phone,
      attempts,
      listingUrl: `${site}/facility/${listing.id}`,
      dashboardUrl: `${site}/facility-dashboard/listing`,
    });
    statements.push(await mailer.queue(message, checksNumber(listing.id, n)));
  }
  return { statements, told: listing.owners.length, dispatch: mailer.dispatch };
}

async function recordCheck(c: AppContext, facilityId: number, body: RecordCheck): Promise<Recorded> {
  const db = c.get('db');
  const user = c.get('user');
  const request = await idempotencyOf(c, body);
  const answerStored = async () => {
    const stored = (await checkOfRequest(db, request.key))!;
    assertSameRequest({ request_hash: stored.requestHash }, request);
    return { check: stored.check, verification: verificationOf(await newestChecks(db, facilityId), new Date()), ownersTold: 0, message: 'Check recorded.' };
  };
  // A retry of a check already recorded: answered as the first time, nothing written again.
  if (await checkOfRequest(db, request.key)) return answerStored();
  const listing = await findCheckedListing(db, facilityId);
  if (!listing) throw new ApiError('not_found', NOT_FOUND);
  const [before, count] = await Promise.all([newestChecks(db, facilityId), countChecks(db, facilityId)]);
  const at = new Date().toISOString();
  const after: Check[] = [{ method: body.method, outcome: body.outcome, confirmed: body.confirmed, at }, ...before];
  const notices = await ownerNotices(c, listing, before, after, count + 1);
  try {
    await db.batch([...recordCheckStatements(db, facilityId, body, user, request, at), ...notices.statements]);
  } catch (error) {
    // The same request, sent twice at once: the other one recorded it.
    if (isDuplicateRequest(error)) return answerStored();
    throw error;
  }
  notices.dispatch?.();
  const { check } = (await checkOfRequest(db, request.key))!;
  return { check, verification: verificationOf(after, new Date()), ownersTold: notices.told, message: 'Check recorded.' };
}

/** The verification desk's queue (/api/admin/verifications). */
export const adminVerificationRoutes = adminRouter().get(
  '/due',
  route({
    summary: 'Listings due for a check',
    description:
      'One page of the published listings our staff should check now, most-visited first (views over the last 30 days): never checked by a person, last checked over six months ago, last check failed (a week on), reported since the last check, availability stale since it, or phone or address changed since it. Each says why.',
    200: 'One page of listings due, and the total.',
  }),
  validate('query', dueQuerySchema),
  async (c) => {
    const { page, limit, reason, q } = c.req.valid('query');
    const { items, total } = await listDueListings(c.get('db'), { reason, q }, { limit, offset: offsetOf({ page, limit }) }, new Date());
    return c.json({ items, total, page, limit } satisfies ListPage<DueListing>, 200);
  },
);

/** Recording a check of one listing (/api/admin/facilities/:id/verifications). */
export const adminFacilityVerificationRoutes = adminRouter().post(
  '/:id/verifications',
  route({
    summary: 'Record a check of a listing',
    description:
      'How our staff checked it, the outcome, what it confirmed (required when it confirmed or corrected the listing, none otherwise) and notes for the desk. Audited. The second unreachable check a week or more after the first, with nothing confirmed since, emails the accounts holding the listing once. A retry with the same Idempotency-Key records nothing more.',
    201: 'The check, the listing’s verification as its page now shows it, and how many owners were told.',
    errors: ['not_found', 'conflict'],
  }),
  validate('param', idParamSchema),
  validate('json', recordCheckSchema),
  async (c) => c.json(await recordCheck(c, c.req.valid('param').id, c.req.valid('json')), 201),
);
