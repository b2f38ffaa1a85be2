import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../password';
import { isCommonPassword } from '../common-passwords';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');

/** Sign-in: only presence and size are checked here; the server compares the rest. */
export const signInSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
  remember: z.boolean().optional().default(false),
});

/** A password being set: the spec's minimum, a maximum, and none of the most common ones. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((p) => !isCommonPassword(p), 'This password is too common. Please choose another.');

export const passwordResetRequestSchema = z.object({ email });

const resetToken = z.string().regex(/^[0-9a-f]{64}$/, 'This reset link is not valid. Please ask for a new one.');

/** A reset link's token, checked when its page opens, before a new password is typed. */
export const passwordResetCheckSchema = z.object({ token: resetToken });

export const passwordResetConfirmSchema = z.object({ token: resetToken, password: newPasswordSchema });

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/** A code from an authenticator app; apps show it as "123 456", so spaces are dropped first. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .max(20, CODE_MESSAGE)
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE)),
});

/** One of the ten recovery codes, however it is typed: the Worker reads it (accounts/two-factor.ts). */
export const recoveryCodeSchema = z.object({
  recoveryCode: z
    .string({ error: 'Enter one of your recovery codes' })
    .trim()
    .min(1, 'Enter one of your recovery codes')
    .max(40, 'A recovery code is 10 letters and digits'),
});
