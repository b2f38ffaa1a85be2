import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { ApiRequestError } from '../../../../lib/api-error';
import { adminData, listQuery } from '../../api/admin-request';

export type SubmissionList = InferResponseType<typeof api.admin.submissions.$get, 200>;
export type SubmissionRow = SubmissionList['items'][number];
export type SubmissionPanel = InferResponseType<(typeof api.admin.submissions)[':id']['$get'], 200>;
export type Submission = SubmissionPanel['submission'];

/** The URL parameter naming the submission open in the review panel. */
export const OPEN_SUBMISSION = 'submission';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof STATUSES)[number];

/** The spec's labels for admins; anything unknown is shown as pending. */
export const STATUS_LABEL: Record<SubmissionStatus, string> = { pending: 'Pending Review', approved: 'Approved', rejected: 'Rejected' };
export const statusOf = (status: string): SubmissionStatus =>
  (STATUSES as readonly string[]).includes(status) ? (status as SubmissionStatus) : 'pending';

/** The desk: a page of submissions (status filter and page from the URL) and the open one. */
export async function submissionsLoader(args: LoaderFunctionArgs) {
  const query = listQuery(args.request, ['status', 'page']);
  const status = query.status && (STATUSES as readonly string[]).includes(query.status) ? (query.status as SubmissionStatus) : undefined;
  const openId = listQuery(args.request, [OPEN_SUBMISSION])[OPEN_SUBMISSION];
  const [list, open] = await Promise.all([
    adminData(args, (init) => api.admin.submissions.$get({ query: { status, page: query.page } }, init)),
    openId && /^\d{1,10}$/.test(openId)
      ? adminData(args, (init) => api.admin.submissions[':id'].$get({ param: { id: openId } }, init)).catch((error: unknown) => {
          // An old link to a submission that is not there: the list, with nothing open.
          if (error instanceof ApiRequestError && error.status === 404) return null;
          throw error;
        })
      : null,
  ]);
  return { list, open };
}

/** The Worker's answer to a decision: its confirmation, said to the admin. */
interface DecisionResponse {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<{ message: string }>;
}

/**
 * Sends a decision on the version of the submission the desk shows (refused with 409 when it has
 * changed since); sent again with the same key (Try again), it is answered as the first time, not
 * refused as decided.
 */
export function decide(
  id: number,
  version: number,
  decision: 'approve' | 'reject',
  notes: string,
  idempotencyKey: string,
): Promise<DecisionResponse> {
  const submission = api.admin.submissions[':id'];
  const args = { param: { id: String(id) }, json: { notes, version } };
  const options = { headers: { 'Idempotency-Key': idempotencyKey } };
  return decision === 'approve' ? submission.approve.$post(args, options) : submission.reject.$post(args, options);
}
