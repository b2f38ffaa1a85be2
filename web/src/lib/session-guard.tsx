import { Outlet, redirect, useLoaderData, useOutletContext, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { TryAgainButton } from '../components/try-again/try-again-button';
import { asApiError } from './api-error';
import { getSession, pathOf, type Role, type SessionUser } from './session';
// Guarded pages share the account screens' form styles (cards, alerts, actions).
import '../components/form-fields/form-fields.css';

interface GuardedContext {
  user: SessionUser;
}

/**
 * The loader of a layout route whose child routes need a live session of `role`: the signed-in
 * user, or a redirect to the sign-in page (told where to come back to).
 */
export function sessionGuardLoader(role: Role, loginHref: (requested: string) => string) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionUser> => {
    const user = await getSession(role, request.signal);
    if (!user) throw redirect(loginHref(pathOf(request)));
    return user;
  };
}

/** The guarded pages, given the user the guard's loader found. */
export function SessionGuard() {
  const user = useLoaderData() as SessionUser;
  return <Outlet context={{ user } satisfies GuardedContext} />;
}

/** The session could not be checked (no answer, or the Worker failed): say so, and try again. */
export function SessionCheckFailed() {
  const error = asApiError(useRouteError());
  return (
    <div className="container page-error" role="alert">
      <h1>We could not check your sign-in</h1>
      <p>{error.status === 0 ? 'The connection failed.' : error.message} Please try again.</p>
      <TryAgainButton />
    </div>
  );
}

/** The signed-in user, inside a route under SessionGuard. */
export function useSignedInUser(): SessionUser {
  return useOutletContext<GuardedContext>().user;
}
