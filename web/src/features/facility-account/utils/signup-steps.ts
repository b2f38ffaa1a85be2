import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type * as RegistrationSchemas from '../../../../../worker/accounts/schemas/registration';

// The six steps of /facility-signup: the account, the listing's four (which "Add a location" can ask
// without the account), then the review. Each is checked with the Worker's own zod step schema, so
// the page and the server give the same messages (spec §5); the last checks the whole registration.
// A step names its schema; the schemas (and zod) load when the form is first used (lib/api-form.ts).
// Each step has its own address (`?step=contact`), so the browser's Back and Forward move between them.

export type SignupValues = z.input<typeof RegistrationSchemas.registrationSchema>;

/** The registration module's step schemas, by name, and "Add a location"'s whole-body schema. */
type StepSchema = 'accountStep' | 'contactStep' | 'locationStep' | 'detailsStep' | 'offerStep' | 'registrationSchema' | 'newLocationSchema';

/** One step of a wizard: its address (`?step=slug`), its names, its schema and the fields it asks. */
export interface WizardStep {
  slug: string;
  label: string;
  title: string;
  schema: StepSchema;
  fields: readonly SignupField[];
}
export type SignupField = keyof SignupValues & string;

/** Every text field starts empty and every list unticked, in the order the steps ask them (the two
 * agreements start unticked when step 5 shows them). */
export const EMPTY_SIGNUP: DefaultValues<SignupValues> = {
  email: '',
  password: '',
  confirmPassword: '',
  facilityName: '',
  contactPerson: '',
  title: '',
  phone: '',
  publicEmail: '',
  website: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  description: '',
  established: '',
  treatmentTypes: [],
  specializations: [],
  capacity: '',
  accreditation: '',
  insurance: [],
  services: [],
  intakeHours: '',
};

const ACCOUNT_STEP = { slug: 'account', label: 'Account', title: 'Create your account', schema: 'accountStep', fields: ['email', 'password', 'confirmPassword'] } as const;

/** The listing's steps, the same with or without an account step before them. */
export const LISTING_STEPS = [
  {
    slug: 'contact',
    label: 'Contact',
    title: 'Facility contact',
    schema: 'contactStep',
    fields: ['facilityName', 'contactPerson', 'title', 'phone', 'publicEmail', 'website'],
  },
  { slug: 'location', label: 'Location', title: 'Location', schema: 'locationStep', fields: ['address', 'city', 'state', 'zipCode'] },
  {
    slug: 'details',
    label: 'Details',
    title: 'Facility details',
    schema: 'detailsStep',
    fields: ['description', 'established', 'treatmentTypes', 'specializations', 'capacity', 'accreditation'],
  },
  // Every field optional: the step can be skipped, and said later in Manage Listing.
  { slug: 'offer', label: 'Services', title: 'What you offer', schema: 'offerStep', fields: ['insurance', 'services', 'intakeHours'] },
] as const;

export const SIGNUP_STEPS: readonly WizardStep[] = [
  ACCOUNT_STEP,
  ...LISTING_STEPS,
  { slug: 'review', label: 'Review', title: 'Review and submit', schema: 'registrationSchema', fields: ['agreeToTerms', 'agreeToReview'] },
];

/** "Add a location" (issue 24): the listing's steps without the account, then the review (our review only: the terms were agreed at signup). */
export const LOCATION_STEPS: readonly WizardStep[] = [
  ...LISTING_STEPS,
  { slug: 'review', label: 'Review', title: 'Review and submit', schema: 'newLocationSchema', fields: ['agreeToReview'] },
];

export const LAST_STEP = SIGNUP_STEPS.length - 1;

/** Step `step`'s schema, imported when a check first needs it. */
export const stepSchema = (step: number, steps: readonly WizardStep[] = SIGNUP_STEPS): Promise<z.ZodType<unknown, SignupValues>> => {
  const name = steps[step]!.schema;
  if (name === 'newLocationSchema') {
    return import('../../../../../worker/facility-account/schemas/locations').then((schemas) => schemas.newLocationSchema as unknown as z.ZodType<unknown, SignupValues>);
  }
  return import('../../../../../worker/accounts/schemas/registration').then((schemas) => schemas[name] as z.ZodType<unknown, SignupValues>);
};
/** The "What you offer" step, which has a Skip button. */
export const offerStep = (steps: readonly WizardStep[]) => steps.findIndex((step) => step.slug === 'offer');
export const OFFER_STEP = offerStep(SIGNUP_STEPS);

/** The step an address names (`?step=details`); the first when it names none or an unknown one. */
export function stepFromSearch(search: URLSearchParams, steps: readonly WizardStep[] = SIGNUP_STEPS): number {
  const index = steps.findIndex((step) => step.slug === search.get('step'));
  return index === -1 ? 0 : index;
}

/** The address of a step: the first one has none of its own. */
export const stepSearch = (step: number, steps: readonly WizardStep[] = SIGNUP_STEPS) => (step === 0 ? '' : `?step=${steps[step]!.slug}`);

/** The step (0-based) a field is asked on; fields the server names that no step shows land on the review. */
export function stepOf(field: string, steps: readonly WizardStep[] = SIGNUP_STEPS): number {
  const index = steps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? steps.length - 1 : index;
}
