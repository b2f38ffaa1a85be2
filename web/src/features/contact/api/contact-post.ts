import type { z } from 'zod';
import type { contactSchema } from '../../../../../worker/visitor-requests/schemas/visitor-requests';
import { apiFor } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { localeOfPath } from '../../../lib/i18n/locales';
import type { PostedFormHandler } from '../../../lib/posted-form';

// The contact form sent without script (lib/posted-form.ts), and its confirmation after the redirect.

export const CONTACT_FORM = 'contact';

/** The query parameter of the page shown as a sent message's confirmation: the message's key. */
export const SENT_PARAM = 'sent';

export function contactFormPost(context: unknown, url: URL): PostedFormHandler {
  return {
    fields: { name: 'text', phone: 'text', email: 'text', urgency: 'choice', subject: 'text', message: 'text', website: 'text' },
    send: (values, key) =>
      apiFor(context).contact.$post(
        { json: { ...values, locale: localeOfPath(url.pathname) } as z.input<typeof contactSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: (key) => `${url.pathname}?${SENT_PARAM}=${encodeURIComponent(key)}`,
  };
}

/** Whether the message sent with `key` was stored (false once it is over a day old, or never was). */
export async function contactMessageSent(context: unknown, key: string): Promise<boolean> {
  const response = await apiFor(context).contact.receipts[':key'].$get({ param: { key } });
  // The route answers its 404 by throwing, which its type does not show.
  if ((response.status as number) === 404) return false;
  return (await apiJson(Promise.resolve(response))).sent;
}
