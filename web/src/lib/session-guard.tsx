import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { useSession, type Role, type SessionUser } from './session';
// Guarded pages share the account screens' form styles (cards, alerts, actions).
import '../components/form-fields/form-fields.css';
import './session-guard.css';

interface SessionGuardProps {
  role: Role;
  /** Where a visitor without a session goes, given the path (and query) they asked for. */
  loginHref: (requested: string) => string;
}

export interface GuardedContext {
  user: SessionUser;
}

/**
 * A layout route that lets its child routes render only with a live session of `role`: a spinner
 * while the Worker is asked, then the page, or the sign-in page (told where to come back to).
 */
export function SessionGuard({ role, loginHref }: SessionGuardProps) {
  const { state, retry } = useSession(role);
  const location = useLocation();

  switch (state.kind) {
    case 'checking':
      return <AuthCheck />;
    case 'signed-out':
      return <Navigate to={loginHref(location.pathname + location.search)} replace />;
    case 'failed':
      return (
        <div className="container page-error" role="alert">
          <h1>We could not check your sign-in</h1>
          <p>{state.error.status === 0 ? 'The connection failed.' : state.error.message} Please try again.</p>
          <button type="button" className="button button--primary" onClick={retry}>
            Try Again
          </button>
        </div>
      );
    case 'signed-in':
      return <Outlet context={{ user: state.user } satisfies GuardedContext} />;
  }
}

export function AuthCheck() {
  return (
    <div className="container auth-check" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Checking authentication...</p>
    </div>
  );
}

/** The signed-in user, inside a route under SessionGuard. */
export function useSignedInUser(): SessionUser {
  return useOutletContext<GuardedContext>().user;
}
