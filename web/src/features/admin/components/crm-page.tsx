import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminShell } from './admin-shell';
import { count, StatCards } from './stat-cards';

/** /admin/crm: the admin home after sign-in, with the directory's live counters. */
export function CrmPage() {
  useDocumentTitle('CRM Dashboard');
  const { status, reload } = useAdminStats();
  return (
    <AdminShell title="CRM Dashboard" lead="The directory at a glance.">
      <StatCards
        status={status}
        onRetry={reload}
        label="Directory counts"
        cards={(stats) => [
          { label: 'Total Facilities', value: count(stats.totalFacilities) },
          { label: 'Total Users', value: count(stats.totalUsers) },
          { label: 'Total Submissions', value: count(stats.totalSubmissions) },
          { label: 'Pending Review', value: count(stats.pendingSubmissions) },
          { label: 'Approved', value: count(stats.approvedSubmissions) },
          { label: 'Rejected', value: count(stats.rejectedSubmissions) },
        ]}
      />
      <p className="admin-page__summary">
        <Link className="standalone-link" to={paths.adminDashboard.getHref()}>
          Review facility submissions
        </Link>
      </p>
    </AdminShell>
  );
}
