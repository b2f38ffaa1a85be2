import type { z } from 'zod';
import type { reviewReportSchema } from '../../../../../worker/reviews/schemas/writing';
import { apiFor } from '../../../lib/api';
import { localeOfPath } from '../../../lib/i18n/locales';
import type { PostedFormHandler } from '../../../lib/posted-form';

// "Report this review" (a plain post to the listing's page, with or without script), and the
// listing's page after it: the review's id in `?reviewReported=`, its thanks shown under it.

export const REVIEW_REPORT_FORM = 'review-report';
export const REVIEW_ID_FIELD = 'reviewId';
export const REVIEW_REPORTED_PARAM = 'reviewReported';

export function reviewReportPost(context: unknown, url: URL): PostedFormHandler {
  // The review's id is a posted field: one form per review, all of them the page's one "review-report".
  const idOf = (values: Record<string, unknown>) => String(values[REVIEW_ID_FIELD] ?? '');
  return {
    fields: { reason: 'choice', details: 'text', website: 'text', [REVIEW_ID_FIELD]: 'text' },
    send: ({ [REVIEW_ID_FIELD]: reviewId, ...values }, key) =>
      apiFor(context).reviews[':id'].reports.$post(
        { param: { id: String(reviewId) }, json: { ...values, locale: localeOfPath(url.pathname) } as z.input<typeof reviewReportSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: (_key, _result, values) => `${url.pathname}?${REVIEW_REPORTED_PARAM}=${encodeURIComponent(idOf(values))}#review-${encodeURIComponent(idOf(values))}`,
  };
}
