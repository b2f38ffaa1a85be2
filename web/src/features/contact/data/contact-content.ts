import { type CONTACT_URGENCY_VALUES } from '../../../../../worker/visitor-requests/schemas/visitor-request-values';
import type { TextId } from '../../../lib/i18n/translator';

export type ContactUrgency = (typeof CONTACT_URGENCY_VALUES)[number];

/** The urgency choices' labels (English, the catalogue's ids: the form shows them through `t`). */
export const CONTACT_URGENCY_LABELS: Record<ContactUrgency, TextId> = {
  low: 'Low - General question',
  normal: 'Normal',
  high: 'High - Please reply soon',
  urgent: 'Urgent - I need help now',
};


/** Product spec §9 (Eastern time). */
export const CONTACT_HOURS: ReadonlyArray<{ days: TextId; hours: TextId }> = [
  { days: 'Monday - Friday', hours: '8 AM - 8 PM EST' },
  { days: 'Saturday', hours: '9 AM - 6 PM EST' },
  { days: 'Sunday', hours: '10 AM - 4 PM EST' },
  { days: 'Crisis helpline', hours: '24/7' },
];

export const LIVE_CHAT_HOURS: TextId = 'Mon-Fri 8AM-8PM EST';

export const WHY_CONTACT: readonly TextId[] = [
  'Questions about treatment options or levels of care',
  'Help understanding what your insurance may cover',
  'Finding a program for someone you love',
  'Correcting or updating a listing in our directory',
  'Listing your treatment facility with us',
  'Feedback about this website',
];
