import { adminRouter } from '../../auth/guards';
import {
  approveStatements,
  findDecision,
  findSubmissionForDecision,
  getSubmission,
  isAlreadyDecided,
  listSubmissions,
  rejectStatements,
  taxonomyNames,
  type SubmissionSummary,
} from '../../db/submissions';
import { outboxMailer, type EmailMessage } from '../../email/mailer';
import { facilityApproved, facilityRejected, listingUpdateApproved, listingUpdateRejected } from '../../email/templates';
import type { AppContext } from '../../lib/app-env';
import { cacheKey } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { idempotencyOf, isRetryOf, type Idempotency } from '../../lib/idempotency';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../schemas/admin';
import { approveSchema, rejectSchema, submissionListQuerySchema } from '../../schemas/review';
import { refreshSearchIndexIfStale } from '../../search/index-store';

const NOT_FOUND = 'There is no submission with this id.';

/** The decision that got there first, said the way the panel shows it. */
async function decidedFirst(c: AppContext, id: number): Promise<ApiError> {
  const decision = await findDecision(c.get('db'), id);
  const who = decision?.reviewerName || decision?.reviewerEmail || 'another administrator';
  const when = decision?.reviewedAt ? ` at ${decision.reviewedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  return new ApiError('conflict', `This submission was already ${decision?.status ?? 'decided'} by ${who}${when}.`);
}

/**
 * The decision goes to the account that submitted and to the listing's own address (the one
 * visitors write to), once when they are the same.
 */
function notify(c: AppContext, to: { accountEmail: string; facilityEmail: string }, message: (to: string) => EmailMessage) {
  const mailer = outboxMailer(c.get('db'));
  // A listing may have no address of its own (an empty string).
  const recipients = new Set([to.accountEmail, to.facilityEmail].map((e) => e.trim().toLowerCase()).filter(Boolean));
  return [...recipients].map((recipient) => mailer.queueStatement(message(recipient)));
}

type DecisionRow = NonNullable<Awaited<ReturnType<typeof findSubmissionForDecision>>>;

/** Whether this very request decided the submission: a retry (after a 5xx or a lost reply). */
const decidedBy = (s: DecisionRow, request: Idempotency) => isRetryOf({ key: s.decisionKey, request_hash: s.decisionHash }, request);

/**
 * The submission to decide, and whether this request already decided it (then it is answered as the
 * first time, and nothing is written again). Anyone else's decision is the 409 that says who won.
 */
async function toDecide(c: AppContext, id: number, request: Idempotency) {
  const submission = await findSubmissionForDecision(c.get('db'), id);
  if (!submission) throw new ApiError('not_found', NOT_FOUND);
  if (submission.status === 'pending') return { submission, decided: false };
  if (decidedBy(submission, request)) return { submission, decided: true };
  throw await decidedFirst(c, id);
}

/** Runs a decision's batch; a second decision (the trigger's abort) is this request's retry or a 409. */
async function decide(c: AppContext, id: number, request: Idempotency, statements: D1PreparedStatement[]) {
  try {
    await c.get('db').batch(statements);
  } catch (error) {
    if (!isAlreadyDecided(error)) throw error;
    const now = await findSubmissionForDecision(c.get('db'), id);
    if (!now || !decidedBy(now, request)) throw await decidedFirst(c, id);
  }
}

/** The decision's request: its key, and a hash of what was decided, how and by whom. */
const decisionRequest = (c: AppContext, decision: 'approve' | 'reject', notes: string) =>
  idempotencyOf(c, { decision, notes, by: c.get('user').id });

export const adminSubmissionRoutes = adminRouter()
  .get('/', validate('query', submissionListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listSubmissions(c.get('db'), { status: query.status, limit: query.limit, offset: offsetOf(query) });
    return c.json({ items, total, page: query.page, limit: query.limit } satisfies ListPage<SubmissionSummary>, 200);
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const db = c.get('db');
    const submission = await getSubmission(db, c.req.valid('param').id);
    if (!submission) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ submission, names: await taxonomyNames(db, submission.listing) }, 200);
  })
  .post('/:id/approve', validate('param', idParamSchema), validate('json', approveSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { notes } = c.req.valid('json');
    const request = await decisionRequest(c, 'approve', notes);
    const { submission, decided } = await toDecide(c, id, request);
    const site = siteUrl(c.env);
    if (!decided) {
      await decide(
        c,
        id,
        request,
        approveStatements(c.get('db'), {
          submission,
          notes: notes || null,
          by: c.get('user'),
          at: new Date(),
          request,
          emails: notify(c, submission, (to) => {
            const listingUrl = `${site}/facility/${submission.facilityId}`;
            return submission.kind === 'update'
              ? listingUpdateApproved(to, submission.facilityName, listingUrl)
              : facilityApproved(to, submission.facilityName, listingUrl, site);
          }),
        }),
      );
    }
    // The triggers moved the data version on: rebuild search now, so the listing is found within seconds.
    c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
    // This data center's copy of the public page goes now; elsewhere its TTL bounds it.
    c.executionCtx.waitUntil(caches.default.delete(cacheKey(new URL(`/api/facility/public/${submission.facilityId}`, c.req.url).href)));
    return c.json({ message: 'Facility approved successfully!', status: 'approved' as const }, 200);
  })
  .post('/:id/reject', validate('param', idParamSchema), validate('json', rejectSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { notes } = c.req.valid('json');
    const request = await decisionRequest(c, 'reject', notes);
    const { submission, decided } = await toDecide(c, id, request);
    if (!decided) {
      await decide(
        c,
        id,
        request,
        rejectStatements(c.get('db'), {
          submission,
          notes,
          by: c.get('user'),
          at: new Date(),
          request,
          emails: notify(c, submission, (to) =>
            submission.kind === 'update'
              ? listingUpdateRejected(to, submission.facilityName, notes, siteUrl(c.env))
              : facilityRejected(to, submission.facilityName, notes, siteUrl(c.env)),
          ),
        }),
      );
    }
    return c.json({ message: 'Facility rejected with feedback sent.', status: 'rejected' as const }, 200);
  });
