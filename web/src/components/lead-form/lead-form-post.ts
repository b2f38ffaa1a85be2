import type { z } from 'zod';
import type { leadSchema } from '../../../../worker/visitor-requests/schemas/visitor-requests';
import { apiFor } from '../../lib/api';
import { localeOfPath } from '../../lib/i18n/locales';
import { confirmationAt, receiptOf, type PostedFields, type PostedFormHandler } from '../../lib/posted-form';

// The lead form sent without script (lib/posted-form.ts), from /get-help or a listing's page, and
// its confirmation read back after the redirect.

/** The lead form's name among a page's forms. */
export const LEAD_FORM = 'lead';

/** The lead form's fields as it posts them. */
export const LEAD_FIELDS: PostedFields = {
  name: 'text',
  phone: 'text',
  email: 'text',
  state: 'text',
  addiction: 'text',
  urgency: 'choice',
  insurance: 'choice',
  helpFor: 'choice',
  message: 'text',
  consent: 'checkbox',
  website: 'text',
};

/** The action's handler of the lead form on the page at `url`; `facilityId` on a listing's page. */
export function leadFormPost(context: unknown, url: URL, facilityId?: number): PostedFormHandler {
  return {
    fields: LEAD_FIELDS,
    send: (values, key) =>
      apiFor(context).leads.$post(
        { json: { ...values, facilityId, locale: localeOfPath(url.pathname) } as z.input<typeof leadSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: confirmationAt(url),
  };
}

/** What the confirmation of the request sent with `key` says (null once it is over a day old, or never was). */
export async function loadLeadReceipt(context: unknown, key: string) {
  return receiptOf(await apiFor(context).leads.receipts[':key'].$get({ param: { key } }));
}

export type LeadReceipt = NonNullable<Awaited<ReturnType<typeof loadLeadReceipt>>>;
