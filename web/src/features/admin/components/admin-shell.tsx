import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SignOutButton } from '../../../components/sign-out-button/sign-out-button';
import { useSignedInUser } from '../../../lib/session-guard';
import './admin.css';

/** The frame of every admin page: who is signed in, the admin areas, Sign Out. */
export function AdminShell({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const user = useSignedInUser();

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
        <SignOutButton role="admin" to={paths.adminLogin.getHref()} />
      </div>
      <h1>{title}</h1>
      <p className="admin-page__lead">{lead}</p>
      {children}
    </div>
  );
}
