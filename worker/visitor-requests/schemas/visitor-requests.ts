import { z } from 'zod';
import {
  CONTACT_URGENCY_VALUES,
  HELP_FOR_VALUES,
  INSURANCE_STATUS_VALUES,
  REPORT_REASONS,
  URGENCY_VALUES,
  VISITOR_FIELD_MAX as MAX,
} from './visitor-request-values';

/** A limit as the messages write it ("2,000"). */
const n = (value: number) => value.toLocaleString('en-US');

/** The languages a visitor can ask in: the site's (web/src/lib/i18n/locales.ts). */
export const VISITOR_LOCALES = ['en', 'es'] as const;
/**
 * The language of the page a form was sent from (issue 29): the Worker answers its errors in it, and
 * whoever answers the visitor (the facility, our staff) sees it as the language they prefer.
 */
const locale = z.enum(VISITOR_LOCALES).optional().default('en');

// The get-help lead form, the contact form and "Report a problem with this listing". Messages are
// the ones shown beside the fields; the same schemas run in the browser and in the Worker.

export { CONTACT_URGENCY_VALUES, HELP_FOR_VALUES, INSURANCE_STATUS_VALUES, REPORT_REASONS, URGENCY_VALUES };

const name = z
  .string({ error: 'Please enter your name' })
  .trim()
  .min(1, 'Please enter your name')
  .max(MAX.name, `Please keep your name under ${MAX.name} characters`);
const phone = z
  .string({ error: 'Please enter a phone number' })
  .trim()
  .min(1, 'Please enter a phone number')
  .max(MAX.phone, 'Please enter a valid phone number')
  .refine((v) => (v.match(/\d/g) ?? []).length >= 10, 'Please enter a phone number with area code');
export const optionalEmail = z
  .string()
  .trim()
  .max(MAX.email)
  .optional()
  .default('')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address');
/** Hidden from people; a bot that fills every field fills this one too. */
const honeypot = z.string().max(500).optional().default('');

export const leadSchema = z.object({
  name,
  phone,
  email: optionalEmail,
  state: z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'Please choose a state from the list'),
  addiction: z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || /^[a-z0-9-]{1,40}$/.test(v), 'Please choose an option from the list'),
  urgency: z.enum(URGENCY_VALUES, { error: 'Please choose how soon you need help' }).optional(),
  insurance: z.enum(INSURANCE_STATUS_VALUES, { error: 'Please choose an insurance option' }).optional(),
  // Optional, with no choice made for the visitor: nobody is made to say. Null is "not said" too:
  // what a form reads from a radio group with nothing checked.
  helpFor: z.enum(HELP_FOR_VALUES, { error: 'Please choose whom the help is for' }).nullish(),
  message: z.string().trim().max(MAX.leadMessage, `Please keep your message under ${n(MAX.leadMessage)} characters`).optional().default(''),
  consent: z.literal(true, { error: 'Please confirm that we may contact you' }),
  facilityId: z.number().int().positive().optional(),
  locale,
  website: honeypot,
});
export type LeadInput = z.output<typeof leadSchema>;

export const contactSchema = z.object({
  name,
  phone: z.string().trim().max(MAX.phone, 'Please enter a valid phone number').optional().default(''),
  email: z.string({ error: 'Please enter your email address' }).trim().min(1, 'Please enter your email address').max(MAX.email).email('Please enter a valid email address'),
  subject: z.string({ error: 'Please enter a subject' }).trim().min(1, 'Please enter a subject').max(MAX.subject, `Please keep the subject under ${MAX.subject} characters`),
  urgency: z.enum(CONTACT_URGENCY_VALUES, { error: 'Please choose an urgency' }).default('normal'),
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(MAX.contactMessage, `Please keep your message under ${n(MAX.contactMessage)} characters`),
  locale,
  website: honeypot,
});
export type ContactInput = z.output<typeof contactSchema>;

export const listingReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Please choose what is wrong' }),
  details: z.string().trim().max(MAX.reportDetails, `Please keep the details under ${n(MAX.reportDetails)} characters`).optional().default(''),
  email: optionalEmail,
  locale,
  website: honeypot,
});
export type ListingReportInput = z.output<typeof listingReportSchema>;
