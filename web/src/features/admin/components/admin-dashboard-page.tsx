import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { approvedRate, useAdminStats } from '../api/get-admin-stats';
import { AdminShell } from './admin-shell';
import { count, StatCards } from './stat-cards';

/** /admin-dashboard: the submissions overview, with the spec's four counters from the data. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { status, reload } = useAdminStats();
  return (
    <AdminShell title="Admin Dashboard" lead="Facility submissions awaiting review, and the directory's totals.">
      <StatCards
        status={status}
        onRetry={reload}
        label="Submission counts"
        cards={(stats) => [
          { label: 'Pending Review', value: count(stats.pendingSubmissions) },
          { label: 'Total Facilities', value: count(stats.totalFacilities) },
          { label: 'Total Users', value: count(stats.totalUsers) },
          { label: 'Approved Rate', value: `${approvedRate(stats)}%` },
        ]}
      />
      {status.kind === 'done' && (
        <p className="admin-page__summary">
          {count(status.stats.totalSubmissions)} submissions in all: {count(status.stats.approvedSubmissions)} approved,{' '}
          {count(status.stats.rejectedSubmissions)} rejected. <Link to={paths.adminCrm.getHref()}>Go to the CRM</Link>
        </p>
      )}
    </AdminShell>
  );
}
