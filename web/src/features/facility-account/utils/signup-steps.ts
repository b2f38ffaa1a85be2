import type { ZodType } from 'zod';
import { accountStep, contactStep, detailsStep, locationStep, reviewStep } from '../../../../../worker/schemas/registration';

// The five steps of /facility-signup. Each is checked with the Worker's own zod step schema, so the
// page and the server give the same messages (spec §5).

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
  facilityName: string;
  contactPerson: string;
  title: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  description: string;
  established: string;
  treatmentTypes: string[];
  specializations: string[];
  capacity: string;
  accreditation: string;
  agreeToTerms: boolean;
  agreeToReview: boolean;
}

export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP: SignupValues = {
  email: '',
  password: '',
  confirmPassword: '',
  facilityName: '',
  contactPerson: '',
  title: '',
  phone: '',
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
  agreeToTerms: false,
  agreeToReview: false,
};

export const SIGNUP_STEPS = [
  { label: 'Account', title: 'Create your account', schema: accountStep, fields: ['email', 'password', 'confirmPassword'] },
  {
    label: 'Contact',
    title: 'Facility contact',
    schema: contactStep,
    fields: ['facilityName', 'contactPerson', 'title', 'phone', 'website'],
  },
  { label: 'Location', title: 'Location', schema: locationStep, fields: ['address', 'city', 'state', 'zipCode'] },
  {
    label: 'Details',
    title: 'Facility details',
    schema: detailsStep,
    fields: ['description', 'established', 'treatmentTypes', 'specializations', 'capacity', 'accreditation'],
  },
  { label: 'Review', title: 'Review and submit', schema: reviewStep, fields: ['agreeToTerms', 'agreeToReview'] },
] as const satisfies ReadonlyArray<{ label: string; title: string; schema: ZodType; fields: readonly SignupField[] }>;

export const LAST_STEP = SIGNUP_STEPS.length - 1;

/** The step (0-based) a field is asked on; fields the server names that no step shows land on the review. */
export function stepOf(field: string): number {
  const index = SIGNUP_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? LAST_STEP : index;
}

/** The first message per field of this step, or an empty object when the step is valid. */
export function validateStep(step: number, values: SignupValues): SignupErrors {
  const result = SIGNUP_STEPS[step]!.schema.safeParse(values);
  if (result.success) return {};
  const errors: SignupErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as SignupField;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The DOM id of a field's input (a checkbox list is focused at its first box). */
export const inputIdOf = (field: SignupField) =>
  field === 'treatmentTypes' || field === 'specializations' ? `signup-${field}-0` : `signup-${field}`;
