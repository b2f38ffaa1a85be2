import { locationQuery, ownFacilityId, requireSession } from '../../accounts/guards';
import { ApiError } from '../../lib/errors';
import { route } from '../../lib/openapi';
import { idParamSchema, offsetOf } from '../../lib/schemas/lists';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { FACILITY_INVITATIONS_PER_DAY, facilityReviewsQuerySchema, invitationsSchema, responseSchema } from '../schemas/desk';
import { answerReview, findFacilityReview, listFacilityReviews } from '../queries/desk-facility';
import { invitationsSentToday, sendFacilityInvitations } from '../invitations';

// Another listing's review answers exactly as one that does not exist.
const NOT_FOUND = 'There is no published review of your listing with this id.';

/** The dashboard's Reviews (/api/facility/me/reviews): read them, answer each once. */
export const facilityReviewRoutes = newRouter()
  .use('*', requireSession('facility'), locationQuery)
  .get(
    '/',
    route({ summary: 'The listing’s reviews', description: 'Its published reviews, newest first, each with the state of the facility’s answer; how many wait for moderation. Never a reviewer’s address.', 200: 'One page of reviews and the counts.', errors: ['not_found'] }),
    validate('query', facilityReviewsQuerySchema),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const list = await listFacilityReviews(c.get('db'), await ownFacilityId(c), { limit, offset: offsetOf({ page, limit }) });
      return c.json({ ...list, page, limit }, 200);
    },
  )
  .post(
    '/:id/response',
    route({ summary: 'Answer a review', description: 'The facility’s one public answer to a published review of its listing; the desk moderates it against the same guidelines.', 201: 'The review with its answer, waiting for moderation.', errors: ['not_found', 'conflict'] }),
    validate('param', idParamSchema),
    validate('json', responseSchema),
    async (c) => {
      const db = c.get('db');
      const facilityId = await ownFacilityId(c);
      const { id } = c.req.valid('param');
      const review = await findFacilityReview(db, facilityId, id);
      if (!review) throw new ApiError('not_found', NOT_FOUND);
      if (review.response || !(await answerReview(db, facilityId, id, c.req.valid('json').body, c.get('user')))) {
        throw new ApiError('conflict', 'You have answered this review already: a review has one answer.');
      }
      return c.json({ review: (await findFacilityReview(db, facilityId, id))!, message: 'Answer sent. It appears under the review once our team has checked it against the guidelines.' }, 201);
    },
  );

/** POST /api/facility/me/review-invitations: the fixed invitation to the clients the facility names. */
export const facilityReviewInvitationRoutes = newRouter()
  .use('*', requireSession('facility'), locationQuery)
  .post(
    '/',
    route({
      summary: 'Invite clients to review',
      description: `Sends the one fixed invitation (the facility writes none of it) to each address; a review written from it is verified. At most ${FACILITY_INVITATIONS_PER_DAY} in any 24 hours: more is refused with 429 rate_limited, and nothing is sent.`,
      202: 'How many were sent, and how many more may be today.',
      errors: ['not_found', 'rate_limited'],
    }),
    validate('json', invitationsSchema),
    async (c) => {
      const db = c.get('db');
      const facilityId = await ownFacilityId(c);
      const { emails, lang } = c.req.valid('json');
      const distinct = new Set(emails.map((e) => e.trim().toLowerCase())).size;
      const now = new Date();
      const already = await invitationsSentToday(db, facilityId, now);
      if (already + distinct > FACILITY_INVITATIONS_PER_DAY) {
        throw new ApiError(
          'rate_limited',
          `A listing may send ${FACILITY_INVITATIONS_PER_DAY} invitations in any 24 hours; ${Math.max(0, FACILITY_INVITATIONS_PER_DAY - already)} more can go now. Nothing was sent.`,
          { headers: { 'Retry-After': String(3600) } },
        );
      }
      const facility = (await db.first<{ id: number; name: string }>('SELECT id, name FROM facilities WHERE id = ?1', facilityId))!;
      const { sent, dispatch } = await sendFacilityInvitations(db, c.env, facility, emails, lang, c.get('user'), now);
      c.executionCtx.waitUntil(dispatch());
      return c.json({ sent, remainingToday: Math.max(0, FACILITY_INVITATIONS_PER_DAY - already - sent), message: `${sent} invitation${sent === 1 ? '' : 's'} sent.` }, 202);
    },
  );
