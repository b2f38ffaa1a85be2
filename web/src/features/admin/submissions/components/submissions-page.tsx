import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { approvedRate } from '../../api/get-admin-stats';
import { count } from '../../components/stat-cards';
import { statsScreen } from '../../components/stats-screen';

/** /admin-dashboard: the submissions overview, with the spec's four counters from the data. */
export const { loader, Component, ErrorBoundary } = statsScreen({
  title: 'Admin Dashboard',
  lead: "Facility submissions awaiting review, and the directory's totals.",
  label: 'Submission counts',
  cards: (stats) => [
    { label: 'Pending Review', value: count(stats.pendingSubmissions) },
    { label: 'Total Facilities', value: count(stats.totalFacilities) },
    { label: 'Total Users', value: count(stats.totalUsers) },
    { label: 'Approved Rate', value: `${approvedRate(stats)}%` },
  ],
  footer: (stats) =>
    stats && (
      <p className="admin-page__summary">
        {count(stats.totalSubmissions)} submissions in all: {count(stats.approvedSubmissions)} approved,{' '}
        {count(stats.rejectedSubmissions)} rejected. <Link to={paths.adminCrm.getHref()}>Go to the CRM</Link>
      </p>
    ),
});
