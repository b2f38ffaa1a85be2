import { adminRouter } from '../../accounts/guards';
import {
  approveStatements,
  findDecision,
  findSubmissionForDecision,
  getSubmission,
  isRefusedDecision,
  listSubmissions,
  rejectStatements,
  taxonomyNames,
  type DecisionInput,
  type SubmissionSummary,
} from '../queries/submissions';
import { requestMailer, type EmailMessage } from '../../email/mailer';
import { facilityApproved, facilityRejected, listingUpdateApproved, listingUpdateRejected } from '../../email/templates';
import type { AppContext } from '../../lib/app-env';
import { cacheKey } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { idempotencyOf, isRetryOf, type Idempotency } from '../../lib/idempotency';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { approveSchema, rejectSchema, submissionListQuerySchema } from '../schemas/review';
import { refreshSearchIndexIfStale } from '../../search/index-store';
import { route } from '../../lib/openapi';

const NOT_FOUND = 'There is no submission with this id.';

/** The decision that got there first, said the way the panel shows it. */
async function decidedFirst(c: AppContext, id: number): Promise<ApiError> {
  const decision = await findDecision(c.get('db'), id);
  const who = decision?.reviewerName || decision?.reviewerEmail || 'another administrator';
  const when = decision?.reviewedAt ? ` at ${decision.reviewedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  return new ApiError('conflict', `This submission was already ${decision?.status ?? 'decided'} by ${who}${when}.`);
}

/**
 * The decision goes to the account that submitted, whose address was confirmed. Never to the
 * listing's public address: that is typed in a form and never confirmed, and the email names the
 * facility and carries the reviewer's notes.
 */
async function notify(mail: ReturnType<typeof requestMailer>, to: { accountEmail: string }, message: (to: string) => EmailMessage) {
  return [await mail.queue(message(to.accountEmail))];
}

type DecisionRow = NonNullable<Awaited<ReturnType<typeof findSubmissionForDecision>>>;

/**
 * The 409 for a decision on a version the submission no longer has (the facility saved its update
 * again, or the listing changed): with the version there is now, for the desk to show and decide on.
 */
const changedSinceShown = (s: Pick<DecisionRow, 'kind' | 'version'>) =>
  ApiError.versionChanged(
    `This ${s.kind === 'update' ? 'update' : 'submission'} changed while you were reviewing it. Review it as it is now and decide again.`,
    s.version,
  );

/** Whether this very request decided the submission: a retry (after a 5xx or a lost reply). */
const decidedBy = (s: DecisionRow, request: Idempotency) => isRetryOf({ key: s.decisionKey, request_hash: s.decisionHash }, request);

/**
 * The submission to decide, and whether this request already decided it (then it is answered as the
 * first time, and nothing is written again). Anyone else's decision is the 409 that says who won; a
 * pending submission that is no longer at the version the admin was shown, the 409 with its new one.
 */
async function toDecide(c: AppContext, id: number, version: number, request: Idempotency) {
  const submission = await findSubmissionForDecision(c.get('db'), id);
  if (!submission) throw new ApiError('not_found', NOT_FOUND);
  if (submission.status === 'pending') {
    if (submission.version !== version) throw changedSinceShown(submission);
    return { submission, decided: false };
  }
  if (decidedBy(submission, request)) return { submission, decided: true };
  throw await decidedFirst(c, id);
}

/**
 * Makes the decision once, on the version the admin was shown: its batch (the decision, the listing,
 * the account, the emails, the audit line) runs unless this very request made it already. A trigger's
 * abort (another decision made at once, or the submission changed between the read and the batch) is
 * this request's retry or a 409. The submission it decided.
 */
async function decideOnce(
  c: AppContext,
  id: number,
  decision: { kind: 'approve' | 'reject'; notes: string; version: number },
  email: (submission: DecisionRow, to: string) => EmailMessage,
): Promise<DecisionRow> {
  const db = c.get('db');
  // The request's key, and a hash of what was decided (which version), how and by whom.
  const request = await idempotencyOf(c, { decision: decision.kind, notes: decision.notes, version: decision.version, by: c.get('user').id });
  const { submission, decided } = await toDecide(c, id, decision.version, request);
  if (decided) return submission;
  const mail = requestMailer(c);
  const input: DecisionInput = {
    submission,
    version: decision.version,
    notes: decision.notes || null,
    by: c.get('user'),
    at: new Date(),
    request,
    emails: await notify(mail, submission, (to) => email(submission, to)),
  };
  try {
    await db.batch(decision.kind === 'approve' ? approveStatements(db, input) : rejectStatements(db, input));
    mail.dispatch();
  } catch (error) {
    if (!isRefusedDecision(error)) throw error;
    const now = await findSubmissionForDecision(db, id);
    if (now?.status === 'pending') throw changedSinceShown(now);
    if (!now || !decidedBy(now, request)) throw await decidedFirst(c, id);
  }
  return submission;
}

export const adminSubmissionRoutes = adminRouter()
  .get('/', route({ summary: 'Submissions for review', 200: 'One page of submissions.' }), validate('query', submissionListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listSubmissions(c.get('db'), { status: query.status, limit: query.limit, offset: offsetOf(query) });
    return c.json({ items, total, page: query.page, limit: query.limit } satisfies ListPage<SubmissionSummary>, 200);
  })
  .get('/:id', route({ summary: 'One submission', 200: 'The submission and the names of its services.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const db = c.get('db');
    const submission = await getSubmission(db, c.req.valid('param').id);
    if (!submission) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ submission, names: await taxonomyNames(db, submission.listing) }, 200);
  })
  .post('/:id/approve', route({ summary: 'Approve a submission', 200: 'Approved (the same answer again for a retry).', errors: ['not_found', 'conflict', 'version_changed'] }), validate('param', idParamSchema), validate('json', approveSchema), async (c) => {
    const site = siteUrl(c.env);
    const { notes, version } = c.req.valid('json');
    const submission = await decideOnce(c, c.req.valid('param').id, { kind: 'approve', notes, version }, (s, to) => {
      const listingUrl = `${site}/facility/${s.facilityId}`;
      return s.kind === 'update' ? listingUpdateApproved(to, s.facilityName, listingUrl) : facilityApproved(to, s.facilityName, listingUrl, site);
    });
    // The triggers moved the data version on: rebuild search now, so the listing is found within seconds.
    c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
    // This data center's copy of the public page goes now; elsewhere its TTL bounds it.
    c.executionCtx.waitUntil(caches.default.delete(cacheKey(new URL(`/api/facility/public/${submission.facilityId}`, c.req.url).href)));
    return c.json({ message: 'Facility approved successfully!', status: 'approved' as const }, 200);
  })
  .post('/:id/reject', route({ summary: 'Reject a submission with feedback', 200: 'Rejected (the same answer again for a retry).', errors: ['not_found', 'conflict', 'version_changed'] }), validate('param', idParamSchema), validate('json', rejectSchema), async (c) => {
    const { notes, version } = c.req.valid('json');
    const site = siteUrl(c.env);
    await decideOnce(c, c.req.valid('param').id, { kind: 'reject', notes, version }, (s, to) =>
      s.kind === 'update' ? listingUpdateRejected(to, s.facilityName, notes, site) : facilityRejected(to, s.facilityName, notes, site),
    );
    return c.json({ message: 'Facility rejected with feedback sent.', status: 'rejected' as const }, 200);
  });
