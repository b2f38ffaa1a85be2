import { z } from 'zod';
import { newPasswordSchema, signInSchema } from './auth';

/** Inviting a staff member (an administrator): who they are; the email carries their link. */
export const inviteStaffSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: signInSchema.shape.email,
});

/** Disabling ends the account's sessions at once; enabling lets it sign in again. */
export const staffStatusSchema = z.object({
  status: z.enum(['active', 'disabled'], { error: 'Status must be active or disabled.' }),
});

export const INVITATION_INVALID = 'This invitation link is not valid or has expired. Please ask an administrator for a new one.';

const invitationToken = z.string({ error: INVITATION_INVALID }).regex(/^[0-9a-f]{64}$/, INVITATION_INVALID);

/** The invitation link's token, checked when its page opens, before a password is typed. */
export const checkInvitationSchema = z.object({ token: invitationToken });

/** The invitation link's token and the first password, under the same rules as every new password. */
export const acceptInvitationSchema = z.object({ token: invitationToken, password: newPasswordSchema });
