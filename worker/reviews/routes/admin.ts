import { adminRouter } from '../../accounts/guards';
import type { AppContext } from '../../lib/app-env';
import { requestMailer } from '../../email/mailer';
import { reviewPublished, reviewRejected } from '../../email/templates';
import { ApiError } from '../../lib/errors';
import { route } from '../../lib/openapi';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { refreshSearchIndexIfStale } from '../../search/index-store';
import { deskListQuerySchema, publishSchema, rejectSchema } from '../schemas/desk';
import { GUIDELINE_TEXT, GUIDELINES_PATH } from '../schemas/guidelines';
import { decideResponseStatements, decideReviewStatements, findDeskReview, hasOpenReports, listDeskReviews, sealedAddressOf, type Decision, type DeskReview } from '../queries/desk';
import { openReviewerEmail } from '../reviewer-address';
import { signalsOf, type ReviewSignals } from '../signals';

const NOT_FOUND = 'There is no review with this id.';

type DeskItem = DeskReview & { signals: ReviewSignals };

/**
 * Decides a pending review: published or rejected (naming its guideline), audited, and the reviewer
 * told in the review's language, their sealed address erased in the same batch.
 */
async function decideReview(c: AppContext, id: number, decision: Decision) {
  const db = c.get('db');
  const review = await findDeskReview(db, id);
  if (!review) throw new ApiError('not_found', NOT_FOUND);
  if (review.status === 'awaiting_confirmation') throw new ApiError('conflict', 'This review is not confirmed yet: it can be decided once its reviewer confirms it.');
  const reported = review.status === 'published' && hasOpenReports(review);
  if (review.status !== 'pending' && !reported) throw new ApiError('conflict', `This review was already ${review.status}.`);
  const sealed = await sealedAddressOf(db, id);
  const to = sealed && (await openReviewerEmail(c.env, sealed.email_hash, sealed.email_sealed));
  const at = new Date().toISOString();
  const { statements, decided } = decideReviewStatements(db, id, decision, c.get('user'), at);
  const mailer = requestMailer(c);
  const site = siteUrl(c.env);
  const lang = review.lang;
  const listingUrl = `${site}${lang === 'es' ? '/es' : ''}/facility/${review.facility.id}`;
  if (to) {
    const message =
      decision.kind === 'publish'
        ? reviewPublished(to, { lang, facilityName: review.facility.name, listingUrl: `${listingUrl}#reviews` })
        : reviewRejected(to, { lang, facilityName: review.facility.name, guideline: GUIDELINE_TEXT[decision.guideline], guidelinesUrl: `${site}${lang === 'es' ? '/es' : ''}${GUIDELINES_PATH}` });
    statements.push(await mailer.queue(message, decided));
  }
  const [changed] = await db.batch(statements);
  const after = (await findDeskReview(db, id))!;
  // Another admin decided it between the read and the write: nothing of this request was written.
  if (changed!.length === 0) throw new ApiError('conflict', `This review was already ${after.status}.`);
  mailer.dispatch();
  // The listing's figures moved (the triggers): search follows within seconds.
  if (decision.kind === 'publish') c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
  return after;
}

async function decideResponse(c: AppContext, id: number, decision: Decision) {
  const db = c.get('db');
  const review = await findDeskReview(db, id);
  if (!review) throw new ApiError('not_found', NOT_FOUND);
  if (!review.response) throw new ApiError('conflict', 'The facility has not answered this review.');
  if (review.response.status !== 'pending') throw new ApiError('conflict', `This answer was already ${review.response.status}.`);
  const at = new Date().toISOString();
  const [changed] = await db.batch(decideResponseStatements(db, id, decision, c.get('user'), at));
  const after = (await findDeskReview(db, id))!;
  if (changed!.length === 0) throw new ApiError('conflict', `This answer was already ${after.response?.status}.`);
  return after;
}

/** The review desk (/api/admin/reviews): moderation against the published guidelines, with the signals of abuse. */
export const adminReviewRoutes = adminRouter()
  .get(
    '/',
    route({
      summary: 'Reviews for moderation',
      description: 'One page of reviews (filter by status, by the facility’s answer’s status, by listing), each with its reports and its signals of abuse: same network, bursts, all from the facility’s own invitations, written alike.',
      200: 'One page of reviews and the total.',
    }),
    validate('query', deskListQuerySchema),
    async (c) => {
      const { page, limit, ...filters } = c.req.valid('query');
      const db = c.get('db');
      const { items, total } = await listDeskReviews(db, filters, { limit, offset: offsetOf({ page, limit }) });
      const signals = await signalsOf(db, items.map((r) => ({ id: r.id, facilityId: r.facility.id, body: r.body })));
      const withSignals: DeskItem[] = items.map((r) => ({ ...r, signals: signals.get(r.id)! }));
      return c.json({ items: withSignals, total, page, limit } satisfies ListPage<DeskItem>, 200);
    },
  )
  .post(
    '/:id/publish',
    route({ summary: 'Publish a review', description: 'Whatever its rating: a negative review is never held for being negative. The reviewer is told.', 200: 'The review as published.', errors: ['not_found', 'conflict'] }),
    validate('param', idParamSchema),
    validate('json', publishSchema),
    async (c) => c.json({ review: await decideReview(c, c.req.valid('param').id, { kind: 'publish', ...c.req.valid('json') }), message: 'Review published.' }, 200),
  )
  .post(
    '/:id/reject',
    route({ summary: 'Reject a review', description: 'Names the published guideline it breaks; the reviewer is told which, in the review’s language.', 200: 'The review as rejected.', errors: ['not_found', 'conflict'] }),
    validate('param', idParamSchema),
    validate('json', rejectSchema),
    async (c) => c.json({ review: await decideReview(c, c.req.valid('param').id, { kind: 'reject', ...c.req.valid('json') }), message: 'Review rejected.' }, 200),
  )
  .post(
    '/:id/response/publish',
    route({ summary: 'Publish a facility’s answer', 200: 'The review with its answer published.', errors: ['not_found', 'conflict'] }),
    validate('param', idParamSchema),
    validate('json', publishSchema),
    async (c) => c.json({ review: await decideResponse(c, c.req.valid('param').id, { kind: 'publish' }), message: 'Answer published.' }, 200),
  )
  .post(
    '/:id/response/reject',
    route({ summary: 'Reject a facility’s answer', description: 'Names the published guideline it breaks; the facility sees which on its Reviews tab.', 200: 'The review with its answer rejected.', errors: ['not_found', 'conflict'] }),
    validate('param', idParamSchema),
    validate('json', rejectSchema),
    async (c) => c.json({ review: await decideResponse(c, c.req.valid('param').id, { kind: 'reject', ...c.req.valid('json') }), message: 'Answer rejected.' }, 200),
  );
