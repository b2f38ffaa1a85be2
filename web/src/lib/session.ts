import { redirect } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from './api';
import { paths } from '../config/paths';
import { apiJson, toApiRequestError } from './api-error';

// Who is signed in, asked of the Worker: the session is an HttpOnly cookie the page cannot read,
// so nothing about it is kept in browser storage.

export type Role = 'admin' | 'facility';
export type SessionUser = InferResponseType<typeof api.admin.session.$get, 200>['user'];

type Api = typeof api;
/** The session endpoints of `role`; given a loader's or action's `context`, the server's in-process client. */
export function sessionApi(role: 'admin', context?: unknown): Api['admin']['session'];
export function sessionApi(role: 'facility', context?: unknown): Api['facility']['session'];
export function sessionApi(role: Role, context?: unknown): Api['admin']['session'] | Api['facility']['session'];
export function sessionApi(role: Role, context?: unknown) {
  const client = apiFor(context);
  return role === 'admin' ? client.admin.session : client.facility.session;
}

/** The signed-in user of `role`, or null when there is none (401). Other failures throw. */
export async function getSession(role: Role, signal?: AbortSignal, context?: unknown): Promise<SessionUser | null> {
  const response = await sessionApi(role, context).$get(undefined, { init: { signal } });
  // The typed client knows only the 200 answer; 401 is the Worker's "nobody is signed in".
  if ((response.status as number) === 401) return null;
  if (!response.ok) throw await toApiRequestError(response);
  return (await response.json()).user;
}

export function signOut(role: Role): Promise<unknown> {
  return apiJson(sessionApi(role).$delete());
}

/** A path with its query, as the guards pass it to the sign-in page to come back to. */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * For loaders that read data only a session may see: the data, or (the session ended meanwhile,
 * 401) a redirect to the sign-in page, which brings the visitor back afterwards.
 */
export async function orSignIn<T>(load: Promise<T>, loginHref: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 401) throw redirect(loginHref);
    throw error;
  }
}

/**
 * orSignIn for the facility dashboard's data: the facility login, and back to the page asked for.
 * Every loader of a guarded page says where to come back to, since whichever redirect the router
 * meets first (the guard's or this one) is the one it follows.
 */
export function orFacilitySignIn<T>(load: Promise<T>, request: Request): Promise<T> {
  return orSignIn(load, paths.facilityLogin.getHref(pathOf(request)));
}
