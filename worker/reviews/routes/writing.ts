import { findSignedIn } from '../../accounts/guards';
import { requestMailer } from '../../email/mailer';
import { reviewAlreadyWritten, reviewConfirmation, reviewReceived } from '../../email/templates';
import type { AppContext } from '../../lib/app-env';
import { ApiError } from '../../lib/errors';
import { randomHex, sha256Hex } from '../../lib/hash';
import { assertSameRequest, idempotencyOf } from '../../lib/idempotency';
import { route } from '../../lib/openapi';
import { publicFormLimit, rateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { idParamSchema } from '../../lib/schemas/lists';
import { siteUrl } from '../../lib/site-config';
import { clientAddress } from '../../lib/subjects';
import { validate } from '../../lib/validate';
import { refreshSearchIndexIfStale } from '../../search/index-store';
import { localizeByBody, visitorFormMessage } from '../../visitor-requests/schemas/visitor-request-messages-es';
import {
  confirmReview,
  deleteReview,
  editReview,
  findOwnReview,
  findPublishedReview,
  findReviewedListing,
  insertReviewReport,
  isListingsOwnAccount,
  isListingsOwnAddress,
  renewKeyStatement,
  reviewByAddress,
  reviewStoredBy,
  writeReviewStatements,
} from '../queries/writing';
import { normalisedEmail, reviewerEmailHash, reviewNetworkHash, sealReviewerEmail } from '../reviewer-address';
import { GUIDELINES_PATH } from '../schemas/guidelines';
import { REVIEW_KEY_PARAM } from '../schemas/review-values';
import { confirmReviewSchema, editReviewSchema, ownReviewSchema, REVIEW_KEY, reviewReportSchema, writeReviewSchema } from '../schemas/writing';

// The reviewer's side (issue 43, decision 027): write a review (confirmed from the address's email,
// or verified at once by an invitation), confirm it, see, edit or delete it with the key from that
// email (X-Review-Key), and report a published one. Nothing here says whether an address reviewed
// a listing: a second review from one answers as the first did and is explained by email only.

const KEY_HEADER = 'x-review-key';
const NO_SUCH_REVIEW = 'This link does not open a review any more: it was deleted, or a newer email replaced the link.';

/** The link in the reviewer's emails: their review's page, holding its key. */
const manageLinkOf = (site: string, lang: 'en' | 'es', key: string) => `${site}${lang === 'es' ? '/es' : ''}/reviews/manage?${REVIEW_KEY_PARAM}=${key}`;

/** The SHA-256 of the request's X-Review-Key: whose review it opens. A missing or malformed key opens none. */
async function reviewKeyHash(c: AppContext): Promise<string> {
  const key = c.req.header(KEY_HEADER) ?? '';
  if (!REVIEW_KEY.test(key)) throw new ApiError('not_found', NO_SUCH_REVIEW);
  return sha256Hex(key);
}

/** The reviewer's answers are theirs alone. */
const privateAnswer = (c: AppContext) => c.header('Cache-Control', 'private, no-store');

export const writeReviewRoutes = newRouter()
  .post(
    '/',
    route({
      summary: 'Write a review',
      description:
        'From a former client, a family member or a referring professional (`relationship`). 202 `awaiting_confirmation`: the address gets a link to confirm it; with a valid `invitation` for this listing and this address it is verified and `pending` (with the desk) at once. The listing’s own addresses and accounts cannot review it (403). One review per address per listing: a second one is answered the same way and explained by email, so the answer never says who reviewed what.',
      202: 'Stored (once per Idempotency-Key): its state.',
      errors: ['not_found', 'forbidden'],
    }),
    rateLimit(publicFormLimit('reviews')),
    validate('json', writeReviewSchema, { localize: localizeByBody }),
    async (c) => {
      const db = c.get('db');
      const review = c.req.valid('json');
      const say = (message: string) => visitorFormMessage(review.locale, message);
      if (review.website) return c.json({ status: 'awaiting_confirmation' as const }, 202);
      const listing = await findReviewedListing(db, review.facilityId);
      if (!listing) throw new ApiError('not_found', say('Facility not found.'));
      const email = normalisedEmail(review.email);
      const signedIn = await findSignedIn(c, 'facility');
      if ((await isListingsOwnAddress(db, listing, email)) || (signedIn && (await isListingsOwnAccount(db, listing, signedIn.id)))) {
        throw new ApiError('forbidden', say('A facility’s own addresses and accounts cannot review it.'));
      }
      const idem = await idempotencyOf(c, review);
      const retry = await reviewStoredBy(db, idem.key);
      if (retry) {
        assertSameRequest({ request_hash: retry.request_hash ?? '' }, idem);
        return c.json({ status: retry.status === 'pending' ? ('pending' as const) : ('awaiting_confirmation' as const) }, 202);
      }

      const key = randomHex(32);
      const keyHash = await sha256Hex(key);
      const emailHash = await reviewerEmailHash(c.env, email);
      const site = siteUrl(c.env);
      const mail = { lang: review.lang, facilityName: listing.name, manageLink: manageLinkOf(site, review.lang, key), guidelinesUrl: `${site}${review.lang === 'es' ? '/es' : ''}${GUIDELINES_PATH}` };
      const mailer = requestMailer(c);
      const existing = await reviewByAddress(db, listing.id, emailHash);
      if (existing && existing.status !== 'awaiting_confirmation') {
        // Theirs stays as it is; they are told where to change it.
        const { statement, renewed } = renewKeyStatement(db, existing.id, keyHash);
        await db.batch([statement, await mailer.queue(reviewAlreadyWritten(email, mail), renewed)]);
        mailer.dispatch();
        return c.json({ status: 'awaiting_confirmation' as const }, 202);
      }

      const now = new Date().toISOString();
      const { statements, stored, invited } = writeReviewStatements(db, {
        review,
        emailHash,
        emailSealed: await sealReviewerEmail(c.env, email),
        networkHash: await reviewNetworkHash(c.env, clientAddress(c)),
        keyHash,
        invitationHash: /^[0-9a-f]{64}$/.test(review.invitation) ? await sha256Hex(review.invitation) : null,
        idem,
        now,
      });
      await db.batch([...statements, await mailer.queue(reviewConfirmation(email, mail), stored), await mailer.queue(reviewReceived(email, mail), invited)]);
      mailer.dispatch();
      const written = await reviewStoredBy(db, idem.key);
      return c.json({ status: written?.status === 'pending' ? ('pending' as const) : ('awaiting_confirmation' as const) }, 202);
    },
  )
  .post(
    '/confirmation',
    route({ summary: 'Confirm a review', description: 'With the key from the reviewer’s email (`token`): the review goes to moderation. Confirming again answers the same.', 200: 'Its state now.', errors: ['not_found'] }),
    rateLimit(publicFormLimit('review-confirmations')),
    validate('json', confirmReviewSchema, { localize: localizeByBody }),
    async (c) => {
      const { token, locale } = c.req.valid('json');
      const review = await confirmReview(c.get('db'), await sha256Hex(token), new Date().toISOString());
      if (!review) throw new ApiError('not_found', visitorFormMessage(locale, NO_SUCH_REVIEW));
      return c.json({ id: review.id, status: review.status }, 200);
    },
  )
  .get(
    '/mine',
    route({ summary: 'The reviewer’s own review', description: 'With the key from their email (`X-Review-Key`): the review as written, its state, and the guideline a rejection named. Never the address.', 200: { description: 'The review.', schema: ownReviewSchema }, errors: ['not_found'] }),
    rateLimit(publicFormLimit('review-keys')),
    async (c) => {
      privateAnswer(c);
      const review = await findOwnReview(c.get('db'), await reviewKeyHash(c));
      if (!review) throw new ApiError('not_found', NO_SUCH_REVIEW);
      return c.json(review, 200);
    },
  )
  .patch(
    '/:id',
    route({ summary: 'Edit a review', description: 'With the reviewer’s key (`X-Review-Key`): the new text goes back to moderation, off the page until the desk reads it.', 200: 'The review as it is now.', errors: ['not_found'] }),
    rateLimit(publicFormLimit('review-edits')),
    validate('param', idParamSchema),
    validate('json', editReviewSchema, { localize: localizeByBody }),
    async (c) => {
      privateAnswer(c);
      const db = c.get('db');
      const keyHash = await reviewKeyHash(c);
      const { id } = c.req.valid('param');
      const edited = await editReview(db, id, keyHash, c.req.valid('json'), new Date().toISOString());
      if (!edited) throw new ApiError('not_found', NO_SUCH_REVIEW);
      // A published review left the page: search's figures follow.
      c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
      return c.json((await findOwnReview(db, keyHash, id))!, 200);
    },
  )
  .delete(
    '/:id',
    route({ summary: 'Delete a review', description: 'With the reviewer’s key (`X-Review-Key`): gone, with the facility’s answer and any reports.', 204: 'Deleted.', errors: ['not_found'] }),
    rateLimit(publicFormLimit('review-edits')),
    validate('param', idParamSchema),
    async (c) => {
      privateAnswer(c);
      const deleted = await deleteReview(c.get('db'), c.req.valid('param').id, await reviewKeyHash(c));
      if (!deleted) throw new ApiError('not_found', NO_SUCH_REVIEW);
      c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/reports',
    route({ summary: 'Report a review', description: 'Anyone may: the report lands on the review desk with the review, which keeps it or takes it down.', 201: 'Stored (once per Idempotency-Key): its id.', errors: ['not_found'] }),
    rateLimit(publicFormLimit('review-reports')),
    validate('param', idParamSchema),
    validate('json', reviewReportSchema, { localize: localizeByBody }),
    async (c) => {
      const db = c.get('db');
      const report = c.req.valid('json');
      if (report.website) return c.json({ id: 0 }, 201);
      const { id } = c.req.valid('param');
      if (!(await findPublishedReview(db, id))) throw new ApiError('not_found', visitorFormMessage(report.locale, 'There is no published review with this id.'));
      const idem = await idempotencyOf(c, report);
      const stored = await insertReviewReport(db, id, report, await reviewNetworkHash(c.env, clientAddress(c)), idem);
      assertSameRequest(stored, idem);
      return c.json({ id: stored.id }, 201);
    },
  );
