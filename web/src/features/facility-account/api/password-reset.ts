import { api } from '../../../lib/api';
import { toApiRequestError } from '../../../lib/api-error';

/** Asks for a reset link. The Worker answers 202 whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  const response = await api.facility['password-reset'].$post({ json: { email } });
  if (!response.ok) throw await toApiRequestError(response);
}

/** Sets the new password with the emailed token; 400 names `token` (bad or expired) or `password`. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  const response = await api.facility['password-reset'].confirm.$post({ json: { token, password } });
  if (!response.ok) throw await toApiRequestError(response);
}
