import type { z } from 'zod';
import type { listingReportSchema } from '../../../../../worker/visitor-requests/schemas/visitor-requests';
import { apiFor } from '../../../lib/api';
import { localeOfPath } from '../../../lib/i18n/locales';
import { confirmationAt, receiptOf, type PostedFormHandler } from '../../../lib/posted-form';

// "Report a problem with this listing" sent without script (lib/posted-form.ts), and its
// confirmation after the redirect.

export const REPORT_FORM = 'report';

/** The query parameter of a listing's page shown as a sent report's confirmation: the report's key. */
export const REPORTED_PARAM = 'reported';

export function reportFormPost(context: unknown, url: URL, facilityId: string): PostedFormHandler {
  return {
    fields: { reason: 'choice', details: 'text', email: 'text', website: 'text' },
    send: (values, key) =>
      apiFor(context).facility.public[':id'].reports.$post(
        { param: { id: facilityId }, json: { ...values, locale: localeOfPath(url.pathname) } as z.input<typeof listingReportSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: confirmationAt(url, REPORTED_PARAM),
  };
}

/** Whether the report sent with `key` on this listing was stored (false after a day, or never). */
export async function listingReportSent(context: unknown, facilityId: string, key: string): Promise<boolean> {
  const response = await apiFor(context).facility.public[':id'].reports.receipts[':key'].$get({ param: { id: facilityId, key } });
  return (await receiptOf(response))?.sent ?? false;
}
