import type { z } from 'zod';
import type { leadSchema } from '../../../../worker/visitor-requests/schemas/visitor-requests';
import { apiFor } from '../../lib/api';
import { apiJson } from '../../lib/api-error';
import { localeOfPath } from '../../lib/i18n/locales';
import type { PostedFields, PostedFormHandler } from '../../lib/posted-form';

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

/** The query parameter of a page shown as a sent request's confirmation: the request's key. */
export const SENT_PARAM = 'sent';

/** The action's handler of the lead form on the page at `url`; `facilityId` on a listing's page. */
export function leadFormPost(context: unknown, url: URL, facilityId?: number): PostedFormHandler {
  return {
    fields: LEAD_FIELDS,
    send: (values, key) =>
      apiFor(context).leads.$post(
        { json: { ...values, facilityId, locale: localeOfPath(url.pathname) } as z.input<typeof leadSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: (key) => `${url.pathname}?${SENT_PARAM}=${encodeURIComponent(key)}`,
  };
}

/** What the confirmation of the request sent with `key` says (null once it is over a day old, or never was). */
export async function loadLeadReceipt(context: unknown, key: string) {
  const response = await apiFor(context).leads.receipts[':key'].$get({ param: { key } });
  // The route answers its 404 by throwing, which its type does not show.
  return (response.status as number) === 404 ? null : apiJson(Promise.resolve(response));
}

export type LeadReceipt = NonNullable<Awaited<ReturnType<typeof loadLeadReceipt>>>;
