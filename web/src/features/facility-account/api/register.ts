import type { InferRequestType, InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { toApiRequestError } from '../../../lib/api-error';

export type RegistrationInput = InferRequestType<typeof api.facility.registrations.$post>['json'];
export type RegistrationResult = InferResponseType<typeof api.facility.registrations.$post, 201>;

/** Stores the registration as a pending submission; throws ApiRequestError (409 for a taken email). */
export async function submitRegistration(json: RegistrationInput): Promise<RegistrationResult> {
  const response = await api.facility.registrations.$post({ json });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}
