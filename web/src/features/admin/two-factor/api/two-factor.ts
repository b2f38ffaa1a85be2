import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import type { ClientResponse } from '../../../../lib/api-form';
import { adminData } from '../../api/admin-request';

// The admin's second factor (worker/routes/sessions.ts): the sign-in steps after the password, the
// enrolment, and what a signed-in admin can change.

const twoFactor = api.admin.session['two-factor'];

/** A right password answers signed in (200, `user`) or with the second factor to give (202, `twoFactor`). */
export type PasswordAnswer = InferResponseType<typeof api.admin.session.$post>;
export const sendPassword = (credentials: { email: string; password: string }): Promise<ClientResponse<PasswordAnswer>> =>
  api.admin.session.$post({ json: credentials });

export type TwoFactorStatus = InferResponseType<typeof twoFactor.$get, 200>;
export type Enrolment = InferResponseType<typeof twoFactor.enrolment.$post, 200>;

export const sendCode = (code: string) => twoFactor.$post({ json: { code } });
export const sendRecoveryCode = (recoveryCode: string) => twoFactor.recovery.$post({ json: { recoveryCode } });
export const startEnrolment = () => twoFactor.enrolment.$post();
export const confirmEnrolment = (code: string) => twoFactor.enrolment.confirm.$post({ json: { code } });
export const regenerateRecoveryCodes = (code: string) => twoFactor['recovery-codes'].$post({ json: { code } });
export const turnOffTwoFactor = (code: string) => twoFactor.$delete({ json: { code } });

/** The signed-in admin's two-factor: on or off, required here or not, recovery codes left. */
export function twoFactorStatusLoader(args: LoaderFunctionArgs): Promise<TwoFactorStatus> {
  return adminData(args, (init) => twoFactor.$get(undefined, init));
}
