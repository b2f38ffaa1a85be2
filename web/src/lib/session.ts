import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { api } from './api';
import { ApiRequestError, isAbortError, toApiRequestError } from './api-error';

// Who is signed in, asked of the Worker: the session is an HttpOnly cookie the page cannot read,
// so nothing about it is kept in browser storage.

export type Role = 'admin' | 'facility';
export type SessionUser = InferResponseType<typeof api.admin.session.$get, 200>['user'];
export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

const sessionApi = (role: Role) => (role === 'admin' ? api.admin.session : api.facility.session);

/** The signed-in user of `role`, or null when there is none (401). Other failures throw. */
export async function getSession(role: Role, signal?: AbortSignal): Promise<SessionUser | null> {
  const response = await sessionApi(role).$get(undefined, { init: { signal } });
  // The typed client knows only the 200 answer; 401 is the Worker's "nobody is signed in".
  if ((response.status as number) === 401) return null;
  if (!response.ok) throw await toApiRequestError(response);
  return (await response.json()).user;
}

/** Signs in; throws ApiRequestError with the Worker's message (wrong password, lockout, …). */
export async function signIn(role: Role, credentials: Credentials): Promise<SessionUser> {
  const response = await sessionApi(role).$post({ json: credentials });
  if (!response.ok) throw await toApiRequestError(response);
  return (await response.json()).user;
}

export async function signOut(role: Role): Promise<void> {
  const response = await sessionApi(role).$delete();
  if (!response.ok) throw await toApiRequestError(response);
}

export type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: ApiRequestError };

/** Asks the Worker once on mount (and again on retry) who is signed in as `role`. */
export function useSession(role: Role): { state: SessionState; retry: () => void } {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'checking' });
    getSession(role, controller.signal).then(
      (user) => setState(user ? { kind: 'signed-in', user } : { kind: 'signed-out' }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState({ kind: 'failed', error: asApiError(error) });
      },
    );
    return () => controller.abort();
  }, [role, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** Any thrown value as an ApiRequestError; status 0 means the request never got an answer. */
export function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(error instanceof Error ? error.message : String(error), 0);
}

/** Signs out of `role` and goes to `then` (the sign-in page); says so if the Worker could not be reached. */
export function useSignOut(role: Role, then: string): { leave: () => Promise<void>; busy: boolean; error: string | null } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await signOut(role);
      void navigate(then, { replace: true, state: { signedOut: true } });
    } catch {
      setError('We could not sign you out. Please try again.');
      setBusy(false);
    }
  }, [navigate, role, then]);
  return { leave, busy, error };
}
