import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminStatsLoader, approvedRate } from '../api/get-admin-stats';
import { AdminShell } from './admin-shell';
import { count, StatCards, StatCardsFailed } from './stat-cards';

export { adminStatsLoader as loader };

const TITLE = 'Admin Dashboard';
const LEAD = "Facility submissions awaiting review, and the directory's totals.";

/** /admin-dashboard: the submissions overview, with the spec's four counters from the data. */
function AdminDashboardPage() {
  useDocumentTitle(TITLE);
  const stats = useLoaderData<typeof adminStatsLoader>();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <StatCards
        label="Submission counts"
        cards={[
          { label: 'Pending Review', value: count(stats.pendingSubmissions) },
          { label: 'Total Facilities', value: count(stats.totalFacilities) },
          { label: 'Total Users', value: count(stats.totalUsers) },
          { label: 'Approved Rate', value: `${approvedRate(stats)}%` },
        ]}
      />
      <p className="admin-page__summary">
        {count(stats.totalSubmissions)} submissions in all: {count(stats.approvedSubmissions)} approved,{' '}
        {count(stats.rejectedSubmissions)} rejected. <Link to={paths.adminCrm.getHref()}>Go to the CRM</Link>
      </p>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  useDocumentTitle(TITLE);
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <StatCardsFailed />
    </AdminShell>
  );
}

export { AdminDashboardPage as Component };
