import { z } from 'zod';
import { newPasswordSchema } from '../../../../worker/schemas/auth';
import type { FieldBinding } from '../../lib/api-form';
import { PasswordField } from '../form-fields/form-fields';

/** A password being set, twice: the Worker's password rules, and the two must match. */
export const newPasswordForm = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match', when: () => true });

interface NewPasswordFieldsProps {
  field: (name: 'password' | 'confirmPassword') => FieldBinding;
  /** "New Password" when one is replaced, "Password" for the first. */
  label: string;
}

/** The two fields of newPasswordForm, for a form made with useApiForm. */
export function NewPasswordFields({ field, label }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint="At least 8 characters. Avoid common passwords." required {...field('password')} />
      <PasswordField label={`Confirm ${label}`} autoComplete="new-password" required {...field('confirmPassword')} />
    </>
  );
}
