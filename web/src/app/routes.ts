import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { notFoundRoute, publicRoutes, screen } from './public-routes';
import { AuthCheck } from './route-states';

// The spec's route table. Every screen is a lazy route module that exports its Component and,
// where it needs data, its loader and ErrorBoundary (React Router's route-module convention): the
// first visit to / downloads the shell and the home page only. Public screens (./public-routes)
// come in the Worker's HTML and are hydrated; the account, dashboard and back-office screens below
// are rendered in the browser only, behind the root's HydrateFallback (a guarded area shows its
// own, inside the layout, while it asks who is signed in).

export type { RouteModule } from './public-routes';

/** Facility registration, sign-in, password reset and dashboard; admin sign-in and admin areas. */
const accountRoutes: RouteObject[] = [
  { path: paths.facilitySignup.path, ...screen(() => import('../features/facility-account/components/signup-page')) },
  {
    path: paths.facilitySignupSuccess.path,
    ...screen(() => import('../features/facility-account/components/signup-success-page')),
  },
  {
    path: paths.facilitySignupConfirm.path,
    ...screen(() => import('../features/facility-account/components/signup-confirm-page')),
  },
  { path: paths.facilityLogin.path, ...screen(() => import('../features/facility-account/components/facility-login-page')) },
  {
    path: paths.facilityForgotPassword.path,
    ...screen(() => import('../features/facility-account/components/forgot-password-page')),
  },
  {
    path: paths.facilityResetPassword.path,
    ...screen(() => import('../features/facility-account/components/reset-password-page')),
  },
  {
    // Guarded: a facility session, or the facility login.
    lazy: () => import('../features/facility-account/components/facility-guard'),
    HydrateFallback: AuthCheck,
    children: [
      {
        // The header, status and counters stay while the tab below changes (useMyAccount reads them).
        id: 'facility-dashboard',
        path: paths.facilityDashboard.path,
        ...screen(() => import('../features/facility-account/components/dashboard/dashboard-layout')),
        children: [
          { index: true, ...screen(() => import('../features/facility-account/components/dashboard/overview-tab')) },
          { path: paths.facilityListing.path, ...screen(() => import('../features/facility-account/components/dashboard/listing-tab')) },
          { path: paths.facilityInquiries.path, ...screen(() => import('../features/facility-account/components/dashboard/inquiries-tab')) },
          { path: paths.facilityInquiry.path, ...screen(() => import('../features/facility-account/components/dashboard/inquiry-page')) },
          { path: paths.facilityAnalytics.path, ...screen(() => import('../features/facility-account/components/dashboard/analytics-tab')) },
          { path: paths.facilitySettings.path, ...screen(() => import('../features/facility-account/components/dashboard/settings-tab')) },
        ],
      },
      { path: paths.facilityPreview.path, ...screen(() => import('../features/facility/components/listing-preview-page')) },
    ],
  },
  { path: paths.adminLogin.path, ...screen(() => import('../features/admin/components/admin-login-page')) },
  // Reached with a sign-in step (no session yet) or a session: the Worker checks which.
  { path: paths.adminTwoFactorSetup.path, ...screen(() => import('../features/admin/two-factor/components/enrolment-page')) },
  {
    // Guarded: an admin session, or the admin login with ?redirectTo= the page asked for.
    lazy: () => import('../features/admin/components/admin-guard'),
    HydrateFallback: AuthCheck,
    children: [
      { path: paths.adminCrm.path, ...screen(() => import('../features/admin/crm/components/crm-page')) },
      { path: paths.adminCrmNewProspect.path, ...screen(() => import('../features/admin/crm/components/new-prospect-page')) },
      { path: paths.adminCrmImport.path, ...screen(() => import('../features/admin/crm/components/import-page')) },
      { path: paths.adminCrmProspect.path, ...screen(() => import('../features/admin/crm/components/prospect-page')) },
      { path: paths.adminDashboard.path, ...screen(() => import('../features/admin/submissions/components/submissions-page')) },
      { path: paths.adminLeads.path, ...screen(() => import('../features/admin/inbox/components/leads-page')) },
      { path: paths.adminLead.path, ...screen(() => import('../features/admin/inbox/components/lead-page')) },
      { path: paths.adminMessages.path, ...screen(() => import('../features/admin/inbox/components/messages-page')) },
      { path: paths.adminMessage.path, ...screen(() => import('../features/admin/inbox/components/message-page')) },
      { path: paths.adminReports.path, ...screen(() => import('../features/admin/reports/components/reports-page')) },
      { path: paths.adminStaff.path, ...screen(() => import('../features/admin/staff/components/staff-page')) },
      { path: paths.adminAccount.path, ...screen(() => import('../features/admin/two-factor/components/account-page')) },
      { path: paths.adminOutbox.path, ...screen(() => import('../features/admin/records/components/outbox-page')) },
      { path: paths.adminAuditLog.path, ...screen(() => import('../features/admin/records/components/audit-log-page')) },
      { path: paths.adminImports.path, ...screen(() => import('../features/admin/imports/components/imports-page')) },
      { path: paths.adminBlog.path, ...screen(() => import('../features/admin/blog/components/blog-posts-page')) },
      { path: paths.adminBlogNewPost.path, ...screen(() => import('../features/admin/blog/components/new-post-page')) },
      { path: paths.adminBlogPost.path, ...screen(() => import('../features/admin/blog/components/edit-post-page')) },
    ],
  },
  { path: paths.adminInvite.path, ...screen(() => import('../features/admin/staff/components/invite-page')) },
];

export const routes: RouteObject[] = [...publicRoutes, ...accountRoutes, notFoundRoute];
