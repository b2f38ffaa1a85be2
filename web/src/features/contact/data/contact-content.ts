import { msg } from '@lingui/core/macro';
import { type CONTACT_URGENCY_VALUES } from '../../../../../worker/visitor-requests/schemas/visitor-request-values';
import type { TextId } from '../../../lib/i18n/translator';

export type ContactUrgency = (typeof CONTACT_URGENCY_VALUES)[number];

/** The urgency choices' labels (English, the catalogue's ids: the form shows them through `t`). */
export const CONTACT_URGENCY_LABELS: Record<ContactUrgency, TextId> = {
  low: msg`Low - General question`,
  normal: msg`Normal`,
  high: msg`High - Please reply soon`,
  urgent: msg`Urgent - I need help now`,
};


/** Product spec §9 (Eastern time). */
export const CONTACT_HOURS: ReadonlyArray<{ days: TextId; hours: TextId }> = [
  { days: msg`Monday - Friday`, hours: msg`8 AM - 8 PM EST` },
  { days: msg`Saturday`, hours: msg`9 AM - 6 PM EST` },
  { days: msg`Sunday`, hours: msg`10 AM - 4 PM EST` },
  { days: msg`Crisis helpline`, hours: msg`24/7` },
];

export const LIVE_CHAT_HOURS: TextId = msg`Mon-Fri 8AM-8PM EST`;

export const WHY_CONTACT: readonly TextId[] = [
  msg`Questions about treatment options or levels of care`,
  msg`Help understanding what your insurance may cover`,
  msg`Finding a program for someone you love`,
  msg`Correcting or updating a listing in our directory`,
  msg`Listing your treatment facility with us`,
  msg`Feedback about this website`,
];
