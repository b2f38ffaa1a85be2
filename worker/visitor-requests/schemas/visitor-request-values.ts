// The choices of the visitor forms (./visitor-requests.ts), apart from their schemas: the forms
// list them at first paint, while zod loads only when a form is used (web/src/lib/api-form.ts).

export const URGENCY_VALUES = ['immediate', 'week', 'month', 'exploring'] as const;
/** Whom the help is for (issue 41): the visitor, or someone they care about. */
export const HELP_FOR_VALUES = ['self', 'loved_one'] as const;
export const INSURANCE_STATUS_VALUES = ['private', 'medicare', 'medicaid', 'none', 'unsure'] as const;
export const CONTACT_URGENCY_VALUES = ['low', 'normal', 'high', 'urgent'] as const;
export const REPORT_REASONS = ['closed', 'wrong_contact', 'wrong_details', 'other'] as const;

/**
 * The addiction types the lead form offers: the first 8 of the list (product spec §9), then "Other"
 * and "Not sure" (issue 41), so nobody has to pick a wrong substance. The Worker takes no other.
 */
export const LEAD_FORM_ADDICTIONS = { first: 8, after: ['other', 'not-sure'] } as const;

/**
 * The longest each visitor form field may be: the schemas refuse more, and the forms' inputs say it
 * (`maxLength`), from this one place.
 */
export const VISITOR_FIELD_MAX = {
  name: 120,
  phone: 40,
  email: 254,
  leadMessage: 2000,
  subject: 200,
  contactMessage: 5000,
  reportDetails: 1000,
} as const;
