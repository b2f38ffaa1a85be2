import { PasswordField, TextField } from '../../../components/form-fields/form-fields';
import type { FieldBinding } from '../../../lib/api-form';
import type { SignupField, SignupValues } from '../utils/signup-steps';
import type { Control } from 'react-hook-form';

// The inputs of the wizard's first two steps (the account, the contact), bound to its one form; the
// later steps' inputs, which need the lists, are in listing-fields.tsx.

export interface StepProps {
  field: (name: SignupField) => FieldBinding;
  control: Control<SignupValues, unknown, unknown>;
  /** Forgets a field's error once the visitor changes it. */
  clearError: (name: SignupField) => void;
}

export function AccountFields(props: StepProps) {
  return (
    <>
      <TextField
        {...props.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        hint="We send a link to confirm it. You will sign in with it once your listing is approved; it is never shown on your listing."
        required
      />
      <PasswordField
        {...props.field('password')}
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords."
        required
      />
      <PasswordField {...props.field('confirmPassword')} label="Confirm Password" autoComplete="new-password" required />
    </>
  );
}

export function ContactFields(props: StepProps) {
  return (
    <>
      <TextField {...props.field('facilityName')} label="Facility Name" autoComplete="organization" required />
      <TextField {...props.field('contactPerson')} label="Contact Person" autoComplete="name" required />
      <TextField {...props.field('title')} label="Title" autoComplete="organization-title" />
      <TextField {...props.field('phone')} label="Phone" type="tel" autoComplete="tel" required />
      <PublicEmailField {...props} />
      <WebsiteField field={props.field} />
    </>
  );
}

/** A bare domain is enough: the Worker's schema (and this form's check) adds https://. */
export function WebsiteField({ field }: Pick<StepProps, 'field'>) {
  return <TextField {...field('website')} label="Website" type="text" inputMode="url" autoComplete="url" placeholder="lakeshore.example.org" />;
}

/** The listing's own address for visitors (registration's, and Manage Listing's `email`): optional. */
export function PublicEmailField({ field, name = 'publicEmail' }: Pick<StepProps, 'field'> & { name?: SignupField }) {
  return (
    <TextField
      {...field(name)}
      label="Public Email"
      type="email"
      autoComplete="off"
      hint="Shown on your listing for visitors to write to. Leave it empty to show none."
    />
  );
}
