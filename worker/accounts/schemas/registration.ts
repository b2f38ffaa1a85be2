import { z } from 'zod';
import { plainText } from '../../lib/schemas/text';
import { insuranceIds, specializationIds, stateCode, treatmentTypeIds } from '../../lib/schemas/reference-ids';
import { newPasswordSchema } from './auth';

// The steps of /facility-signup with the spec's messages: the account, then the listing's steps
// (contact, location, details, what it offers: `listingSteps`, which need no account), then the
// review. The wizard checks each step with its schema; the Worker checks them all again on submit.

// A line of text (a name, an address) is kept without the marks that reorder text: a facility's
// name reaches email subjects and page titles (lib/schemas/text.ts). The description is prose,
// kept as typed.
const required = (message: string, max = 200) =>
  plainText({ error: message }).min(1, message).max(max, `Please keep this under ${max} characters`);
const requiredProse = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);
const optionalText = (max: number) => plainText().max(max, `Please keep this under ${max} characters`).optional().default('');
// Checked even when other fields fail, so every message shows at once; but only on an object (a
// body of `null` would make the check itself throw, a 500 instead of a 400: found by the fuzzer).
export const passwordsMatch = {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
/** "a,b ,, c" is "a, b, c": a list as it is stored and shown again, so what fits once fits every time after. */
export const commaList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
/**
 * Service slugs of the catalogue. Only their form is checked here: the catalogue grows on import
 * (scripts/locator-plan.ts), so D1 says which exist, and the routes refuse the others by name.
 */
const serviceSlugs = z.array(z.string().regex(/^[a-z0-9-]{1,60}$/)).max(300);

/**
 * "lakeshore.example.org" is https://lakeshore.example.org: a bare domain gets the scheme it needs
 * to be a link. A full address is kept as typed.
 */
export const websiteSchema = z
  .string()
  .trim()
  .max(300, 'Please keep this under 300 characters')
  .optional()
  .default('')
  .transform((v) => (v === '' || /^https?:\/\//i.test(v) ? v : `https://${v.replace(/^\/+/, '')}`))
  .refine((v) => v === '' || /^https?:\/\/[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(v), 'Please enter a web address, such as lakeshore.example.org');
const anEmail = z.string().email();

/**
 * The listing's public email, which visitors write to: optional, and a choice of its own. The
 * sign-in email is never copied into it (it is not shown unless typed here too).
 */
export const publicEmailSchema = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .refine((v) => v === '' || anEmail.safeParse(v).success, 'Please enter a valid email address')
  .optional()
  .default('');

export const accountStep = z
  .object({
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).email('Please enter a valid email address'),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

export const contactStep = z.object({
  facilityName: required('Facility name is required'),
  contactPerson: required('Contact person is required', 120),
  title: optionalText(120),
  phone: required('Phone number is required', 40),
  publicEmail: publicEmailSchema,
  website: websiteSchema,
});

export const locationStep = z.object({
  address: required('Address is required'),
  city: required('City is required', 100),
  state: stateCode('State is required'),
  zipCode: required('ZIP code is required', 10),
});

/** The listing's longer texts, as the signup and listing forms limit them (their fields' maxLength). */
export const LISTING_TEXT_MAX = { description: 5000, intakeHours: 200 } as const;

export const detailsStep = z.object({
  description: requiredProse('Description is required', LISTING_TEXT_MAX.description),
  established: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || /^(1[89]\d\d|20\d\d)$/.test(v), 'Please enter a four-digit year'),
  treatmentTypes: treatmentTypeIds.min(1, 'Select at least one treatment type'),
  /** What the listing treats and whom it serves: specialization ids, the one list (decision 016). */
  specializations: specializationIds.optional().default([]),
  capacity: optionalText(40),
  accreditation: optionalText(500).transform(commaList).pipe(z.string().max(500, 'Please keep this under 500 characters')),
});

/** "What you offer": all optional, so the step can be skipped. */
export const offerStep = z.object({
  insurance: insuranceIds.optional().default([]),
  services: serviceSlugs.optional().default([]),
  intakeHours: optionalText(LISTING_TEXT_MAX.intakeHours),
});

/** The listing's steps: what "Add a location" will ask without the account step. */
export const listingSteps = { ...contactStep.shape, ...locationStep.shape, ...detailsStep.shape, ...offerStep.shape };

export const reviewStep = z.object({
  agreeToTerms: z.literal(true, { error: 'You must agree to terms' }),
  agreeToReview: z.literal(true, { error: 'You must agree to review process' }),
});

export const registrationSchema = z
  .object({
    ...listingSteps,
    ...reviewStep.shape,
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).email('Please enter a valid email address'),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

export type Registration = z.output<typeof registrationSchema>;

export const CONFIRMATION_LINK_INVALID = 'This confirmation link is not valid, was used already or has expired. Please register again.';

/** The single-use link of the confirmation email (its token travels in the link's query). */
export const registrationConfirmationSchema = z.object({
  token: z.string({ error: CONFIRMATION_LINK_INVALID }).regex(/^[0-9a-f]{64}$/, CONFIRMATION_LINK_INVALID),
});
