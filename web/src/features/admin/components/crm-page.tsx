import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { count } from './stat-cards';
import { statsScreen } from './stats-screen';

/** /admin/crm: the admin home after sign-in, with the directory's live counters. */
export const { Component } = statsScreen({
  title: 'CRM Dashboard',
  lead: 'The directory at a glance.',
  label: 'Directory counts',
  cards: (stats) => [
    { label: 'Total Facilities', value: count(stats.totalFacilities) },
    { label: 'Total Users', value: count(stats.totalUsers) },
    { label: 'Total Submissions', value: count(stats.totalSubmissions) },
    { label: 'Pending Review', value: count(stats.pendingSubmissions) },
    { label: 'Approved', value: count(stats.approvedSubmissions) },
    { label: 'Rejected', value: count(stats.rejectedSubmissions) },
  ],
  footer: () => (
    <p className="admin-page__summary">
      <Link className="standalone-link" to={paths.adminDashboard.getHref()}>
        Review facility submissions
      </Link>
    </p>
  ),
});
