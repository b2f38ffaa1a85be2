import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SignOutButton } from '../../../components/sign-out-button/sign-out-button';
import { Deferred } from '../../../lib/deferred';
import type { AdminStats } from '../api/get-admin-stats';
import { useAdminContext } from './admin-context';
import './admin.css';

interface NavItem {
  label: string;
  href: string;
  /** How many wait there, and what they are ("3 new"). */
  waiting?: (stats: AdminStats) => [count: number, what: string];
}

const NAV: NavItem[] = [
  { label: 'Submissions', href: paths.adminDashboard.getHref(), waiting: (s) => [s.pendingSubmissions, 'pending'] },
  { label: 'Leads', href: paths.adminLeads.getHref(), waiting: (s) => [s.newLeads, 'new'] },
  { label: 'Messages', href: paths.adminMessages.getHref(), waiting: (s) => [s.newContactMessages, 'new'] },
  { label: 'Reports', href: paths.adminReports.getHref(), waiting: (s) => [s.openListingReports, 'open'] },
  { label: 'Reviews', href: paths.adminReviews.getHref('status=pending') },
  { label: 'Verification', href: paths.adminVerifications.getHref() },
  { label: 'Staff', href: paths.adminStaff.getHref() },
  { label: 'Outbox', href: paths.adminOutbox.getHref() },
  { label: 'Audit Log', href: paths.adminAuditLog.getHref() },
  { label: 'Imports', href: paths.adminImports.getHref() },
  { label: 'CRM', href: paths.adminCrm.getHref() },
  { label: 'Blog', href: paths.adminBlog.getHref() },
  { label: 'Account', href: paths.adminAccount.getHref() },
];

function WaitingBadge({ stats, item }: { stats: AdminStats | null; item: NavItem }) {
  if (!stats || !item.waiting) return null;
  const [count, what] = item.waiting(stats);
  if (count === 0) return null;
  return (
    <span className="admin-nav__badge">
      <span aria-hidden="true">{count.toLocaleString('en-US')}</span>
      <span className="sr-only">
        , {count.toLocaleString('en-US')} {what}
      </span>
    </span>
  );
}

/** The frame of every admin page: who is signed in, the admin areas with what waits, Sign Out. */
export function AdminShell({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { user, waiting } = useAdminContext();

  return (
    <div className="container admin-page">
      <div className="admin-bar">
        <p className="admin-bar__who">
          Signed in as <strong>{user.name || user.email}</strong>
          {user.name && <span className="admin-bar__email">{user.email}</span>}
        </p>
        <SignOutButton role="admin" to={paths.adminLogin.getHref()} />
        <nav aria-label="Admin" className="admin-bar__nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href}>
                  {item.label}
                  <Deferred data={waiting} fallback={null}>
                    {(stats) => <WaitingBadge stats={stats} item={item} />}
                  </Deferred>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <h1>{title}</h1>
      <p className="admin-page__lead">{lead}</p>
      {children}
    </div>
  );
}
