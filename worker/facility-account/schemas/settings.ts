import { z } from 'zod';
import { PASSWORD_MAX } from '../../accounts/password';
import { newPasswordSchema } from '../../accounts/schemas/auth';
import { accountStep, contactStep, passwordsMatch } from '../../accounts/schemas/registration';

// The facility dashboard's Settings: a new password (the current one required), and the contact
// details we keep for reaching the facility, which its public listing never shows.

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct. Please try again.';

export const passwordChangeSchema = z
  .object({
    // Only presence and size here: the Worker compares it with the stored hash.
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, 'Password is too long'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, passwordsMatch)
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Please choose a password different from your current one',
  });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** Who we talk to at the facility: registration's contact person, title and phone, and an email. */
export const facilityContactSchema = z.object({
  name: contactStep.shape.contactPerson,
  title: contactStep.shape.title,
  phone: contactStep.shape.phone,
  email: accountStep.shape.email,
});
export type FacilityContact = z.output<typeof facilityContactSchema>;

export const CONTACT_LINK_INVALID =
  'This confirmation link is not valid, was used already or has expired. Please save the new email address in Settings again.';

/** The single-use link emailed to a new contact address (its token travels in the link's query). */
export const contactEmailConfirmationSchema = z.object({
  token: z.string({ error: CONTACT_LINK_INVALID }).regex(/^[0-9a-f]{64}$/, CONTACT_LINK_INVALID),
});
