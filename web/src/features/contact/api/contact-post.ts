import type { z } from 'zod';
import type { contactSchema } from '../../../../../worker/visitor-requests/schemas/visitor-requests';
import { apiFor } from '../../../lib/api';
import { localeOfPath } from '../../../lib/i18n/locales';
import { confirmationAt, receiptOf, type PostedFormHandler } from '../../../lib/posted-form';

// The contact form sent without script (lib/posted-form.ts), and its confirmation after the redirect.

export const CONTACT_FORM = 'contact';

export function contactFormPost(context: unknown, url: URL): PostedFormHandler {
  return {
    fields: { name: 'text', phone: 'text', email: 'text', urgency: 'choice', subject: 'text', message: 'text', website: 'text' },
    send: (values, key) =>
      apiFor(context).contact.$post(
        { json: { ...values, locale: localeOfPath(url.pathname) } as z.input<typeof contactSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: confirmationAt(url),
  };
}

/** Whether the message sent with `key` was stored (false once it is over a day old, or never was). */
export async function contactMessageSent(context: unknown, key: string): Promise<boolean> {
  return (await receiptOf(await apiFor(context).contact.receipts[':key'].$get({ param: { key } })))?.sent ?? false;
}
