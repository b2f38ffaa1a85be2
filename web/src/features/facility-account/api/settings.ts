import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../lib/api';
import { apiJson, asApiError } from '../../../lib/api-error';
import { facilityApi } from '../../../lib/facility-location';
import { orFacilitySignIn } from '../../../lib/session';

// The dashboard's Settings: the account's password and sessions, and the private contact details.

export type ContactSettings = InferResponseType<typeof api.facility.me.contact.$get, 200>;
/** The contact details; `email` the confirmed address, where notices go. */
export type FacilityContact = ContactSettings['contact'];
/** A new email asked for, until its link is followed; null when there is none. */
export type PendingEmail = ContactSettings['pendingEmail'];

/** The contact details the form starts from, and a new email awaiting its link; the login if the session ended. */
export function settingsLoader({ request }: LoaderFunctionArgs): Promise<ContactSettings> {
  return orFacilitySignIn(apiJson(facilityApi(request).facility.me.contact.$get(undefined, { init: { signal: request.signal } })), request);
}

export const saveContact = (json: FacilityContact) => facilityApi().facility.me.contact.$put({ json });

export const changePassword = (json: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  api.facility.me.password.$put({ json });

/** Ends every session of the account, this browser's included (a 401: they had ended already). */
export async function signOutEverywhere(): Promise<void> {
  try {
    await apiJson(api.facility.me.sessions.$delete());
  } catch (error) {
    if (asApiError(error).status !== 401) throw error;
  }
}
