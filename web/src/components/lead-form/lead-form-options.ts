import { msg } from '@lingui/core/macro';
import { HELP_FOR_VALUES, INSURANCE_STATUS_VALUES, URGENCY_VALUES } from '../../../../worker/visitor-requests/schemas/visitor-request-values';
import type { TextId } from '../../lib/i18n/translator';

type Urgency = (typeof URGENCY_VALUES)[number];
type InsuranceStatus = (typeof INSURANCE_STATUS_VALUES)[number];
type HelpFor = (typeof HELP_FOR_VALUES)[number];

/** Labels from the product spec §3, in the schema's order (also how a facility reads the answers). */
export const URGENCY_LABELS: Record<Urgency, TextId> = {
  immediate: msg`Immediate - Need help today`,
  week: msg`Within a week`,
  month: msg`Within a month`,
  exploring: msg`Just exploring options`,
};

export const INSURANCE_LABELS: Record<InsuranceStatus, TextId> = {
  private: msg`Private insurance (through work or bought myself)`,
  medicare: msg`Medicare`,
  medicaid: msg`Medicaid`,
  none: msg`No insurance`,
  unsure: msg`Not sure`,
};

/** "Who needs help?" as the visitor answers it (issue 41). */
export const HELP_FOR_LABELS: Record<HelpFor, TextId> = {
  self: msg`Myself`,
  loved_one: msg`Someone I care about`,
};

/** The same answer as our staff and the facility read it on the lead. */
export const HELP_FOR_AS_READ: Record<HelpFor, string> = {
  self: 'The person who wrote (for themselves)',
  loved_one: 'Someone they care about',
};

/** The language a visitor asked in, as the facility and our staff read it on the lead (issue 29). */
export const PREFERRED_LANGUAGE: Record<'en' | 'es', string> = { en: 'English', es: 'Spanish' };

export const URGENCY_OPTIONS = URGENCY_VALUES.map((value) => ({ value, label: URGENCY_LABELS[value] }));
export const INSURANCE_OPTIONS = INSURANCE_STATUS_VALUES.map((value) => ({ value, label: INSURANCE_LABELS[value] }));
export const HELP_FOR_OPTIONS = HELP_FOR_VALUES.map((value) => ({ value, label: HELP_FOR_LABELS[value] }));
