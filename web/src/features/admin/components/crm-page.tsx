import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminStatsLoader } from '../api/get-admin-stats';
import { AdminShell } from './admin-shell';
import { count, StatCards, StatCardsFailed } from './stat-cards';

export { adminStatsLoader as loader };

const TITLE = 'CRM Dashboard';
const LEAD = 'The directory at a glance.';

/** /admin/crm: the admin home after sign-in, with the directory's live counters. */
function CrmPage() {
  useDocumentTitle(TITLE);
  const stats = useLoaderData<typeof adminStatsLoader>();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <StatCards
        label="Directory counts"
        cards={[
          { label: 'Total Facilities', value: count(stats.totalFacilities) },
          { label: 'Total Users', value: count(stats.totalUsers) },
          { label: 'Total Submissions', value: count(stats.totalSubmissions) },
          { label: 'Pending Review', value: count(stats.pendingSubmissions) },
          { label: 'Approved', value: count(stats.approvedSubmissions) },
          { label: 'Rejected', value: count(stats.rejectedSubmissions) },
        ]}
      />
      <ReviewLink />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  useDocumentTitle(TITLE);
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <StatCardsFailed />
      <ReviewLink />
    </AdminShell>
  );
}

function ReviewLink() {
  return (
    <p className="admin-page__summary">
      <Link className="standalone-link" to={paths.adminDashboard.getHref()}>
        Review facility submissions
      </Link>
    </p>
  );
}

export { CrmPage as Component };
