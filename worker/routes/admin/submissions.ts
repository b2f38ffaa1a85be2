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

async function pendingSubmission(c: AppContext, id: number) {
  const submission = await findSubmissionForDecision(c.get('db'), id);
  if (!submission) throw new ApiError('not_found', NOT_FOUND);
  if (submission.status !== 'pending') throw await decidedFirst(c, id);
  return submission;
}

/** Runs a decision's batch; a second decision (the trigger's abort) becomes the 409 that says who won. */
async function decide(c: AppContext, id: number, statements: D1PreparedStatement[]) {
  try {
    await c.get('db').batch(statements);
  } catch (error) {
    if (isAlreadyDecided(error)) throw await decidedFirst(c, id);
    throw error;
  }
}

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
    const submission = await pendingSubmission(c, id);
    const site = siteUrl(c.env);
    const admin = c.get('user');
    await decide(
      c,
      id,
      approveStatements(c.get('db'), {
        submission,
        notes: c.req.valid('json').notes || null,
        by: admin,
        at: new Date(),
        emails: notify(c, submission, (to) => {
          const listingUrl = `${site}/facility/${submission.facilityId}`;
          return submission.kind === 'update'
            ? listingUpdateApproved(to, submission.facilityName, listingUrl)
            : facilityApproved(to, submission.facilityName, listingUrl, site);
        }),
      }),
    );
    // The triggers moved the data version on: rebuild search now, so the listing is found within seconds.
    c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
    // This data center's copy of the public page goes now; elsewhere its TTL bounds it.
    c.executionCtx.waitUntil(caches.default.delete(cacheKey(new URL(`/api/facility/public/${submission.facilityId}`, c.req.url).href)));
    return c.json({ message: 'Facility approved successfully!', status: 'approved' as const }, 200);
  })
  .post('/:id/reject', validate('param', idParamSchema), validate('json', rejectSchema), async (c) => {
    const { id } = c.req.valid('param');
    const submission = await pendingSubmission(c, id);
    const { notes } = c.req.valid('json');
    await decide(
      c,
      id,
      rejectStatements(c.get('db'), {
        submission,
        notes,
        by: c.get('user'),
        at: new Date(),
        emails: notify(c, submission, (to) =>
          submission.kind === 'update'
            ? listingUpdateRejected(to, submission.facilityName, notes, siteUrl(c.env))
            : facilityRejected(to, submission.facilityName, notes, siteUrl(c.env)),
        ),
      }),
    );
    return c.json({ message: 'Facility rejected with feedback sent.', status: 'rejected' as const }, 200);
  });
