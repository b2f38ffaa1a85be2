import type { DefaultValues } from 'react-hook-form';
import type { ZodType, z } from 'zod';
import {
  accountStep,
  contactStep,
  detailsStep,
  locationStep,
  registrationSchema,
} from '../../../../../worker/accounts/schemas/registration';

// The five steps of /facility-signup. Each is checked with the Worker's own zod step schema, so the
// page and the server give the same messages (spec §5); the last checks the whole registration.

export type SignupValues = z.input<typeof registrationSchema>;
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
};

export const SIGNUP_STEPS = [
  { label: 'Account', title: 'Create your account', schema: accountStep, fields: ['email', 'password', 'confirmPassword'] },
  {
    label: 'Contact',
    title: 'Facility contact',
    schema: contactStep,
    fields: ['facilityName', 'contactPerson', 'title', 'phone', 'publicEmail', 'website'],
  },
  { label: 'Location', title: 'Location', schema: locationStep, fields: ['address', 'city', 'state', 'zipCode'] },
  {
    label: 'Details',
    title: 'Facility details',
    schema: detailsStep,
    fields: ['description', 'established', 'treatmentTypes', 'specializations', 'capacity', 'accreditation'],
  },
  { label: 'Review', title: 'Review and submit', schema: registrationSchema, fields: ['agreeToTerms', 'agreeToReview'] },
] as const satisfies ReadonlyArray<{ label: string; title: string; schema: ZodType; fields: readonly SignupField[] }>;

export const LAST_STEP = SIGNUP_STEPS.length - 1;

/** The step (0-based) a field is asked on; fields the server names that no step shows land on the review. */
export function stepOf(field: string): number {
  const index = SIGNUP_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? LAST_STEP : index;
}
