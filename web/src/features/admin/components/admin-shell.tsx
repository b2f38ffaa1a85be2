import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/form-fields/form-status';
import { useSignOut } from '../../../lib/session';
import { useSignedInUser } from '../../../lib/session-guard';
import './admin.css';

/** The frame of every admin page: who is signed in, the admin areas, Sign Out. */
export function AdminShell({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const user = useSignedInUser();
  const { leave, busy, error } = useSignOut('admin', paths.adminLogin.getHref());

  return (
    <div className="container admin-page">
      <div className="admin-bar">
        <p className="admin-bar__who">
          Signed in as <strong>{user.name || user.email}</strong>
          {user.name && <span className="admin-bar__email">{user.email}</span>}
        </p>
        <nav aria-label="Admin" className="admin-bar__nav">
          <ul>
            <li>
              <NavLink to={paths.adminDashboard.getHref()}>Submissions</NavLink>
            </li>
            <li>
              <NavLink to={paths.adminCrm.getHref()}>CRM</NavLink>
            </li>
          </ul>
        </nav>
        <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={busy}>
          {busy ? 'Signing Out...' : 'Sign Out'}
        </button>
      </div>
      {error && (
        <FormAlert>
          <p>{error}</p>
        </FormAlert>
      )}
      <h1>{title}</h1>
      <p className="admin-page__lead">{lead}</p>
      {children}
    </div>
  );
}

/** Sends an admin whose session ended meanwhile back to the login, to return here afterwards. */
export function useBackToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(paths.adminLogin.getHref(location.pathname + location.search), { replace: true });
}
