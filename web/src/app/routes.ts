import type { RouteObject } from 'react-router-dom';
import { accountScreen } from './account-heads';
import { notFoundRoute, publicRoutes, screen, spanishRoutes } from './public-routes';
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
  { ...accountScreen('facilitySignup'), ...screen(() => import('../features/facility-account/components/signup-page')) },
  {
    ...accountScreen('facilitySignupSuccess'),
    ...screen(() => import('../features/facility-account/components/signup-success-page')),
  },
  {
    ...accountScreen('facilitySignupConfirm'),
    ...screen(() => import('../features/facility-account/components/signup-confirm-page')),
  },
  { ...accountScreen('facilityLogin'), ...screen(() => import('../features/facility-account/components/facility-login-page')) },
  {
    ...accountScreen('facilityForgotPassword'),
    ...screen(() => import('../features/facility-account/components/forgot-password-page')),
  },
  {
    ...accountScreen('facilityResetPassword'),
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
        ...accountScreen('facilityDashboard'),
        ...screen(() => import('../features/facility-account/components/dashboard/dashboard-layout')),
        children: [
          { index: true, ...screen(() => import('../features/facility-account/components/dashboard/overview-tab')) },
          { ...accountScreen('facilityListing'), ...screen(() => import('../features/facility-account/components/dashboard/listing-tab')) },
          { ...accountScreen('facilityInquiries'), ...screen(() => import('../features/facility-account/components/dashboard/inquiries-tab')) },
          { ...accountScreen('facilityInquiry'), ...screen(() => import('../features/facility-account/components/dashboard/inquiry-page')) },
          { ...accountScreen('facilityAnalytics'), ...screen(() => import('../features/facility-account/components/dashboard/analytics-tab')) },
          { ...accountScreen('facilitySettings'), ...screen(() => import('../features/facility-account/components/dashboard/settings-tab')) },
        ],
      },
      { ...accountScreen('facilityPreview'), ...screen(() => import('../features/facility/components/listing-preview-page')) },
      { ...accountScreen('facilityAddLocation'), ...screen(() => import('../features/facility-account/components/add-location-page')) },
    ],
  },
  { ...accountScreen('adminLogin'), ...screen(() => import('../features/admin/components/admin-login-page')) },
  // Reached with a sign-in step (no session yet) or a session: the Worker checks which.
  { ...accountScreen('adminTwoFactorSetup'), ...screen(() => import('../features/admin/two-factor/components/enrolment-page')) },
  {
    // Guarded: an admin session, or the admin login with ?redirectTo= the page asked for.
    lazy: () => import('../features/admin/components/admin-guard'),
    HydrateFallback: AuthCheck,
    children: [
      { ...accountScreen('adminCrm'), ...screen(() => import('../features/admin/crm/components/crm-page')) },
      { ...accountScreen('adminCrmNewProspect'), ...screen(() => import('../features/admin/crm/components/new-prospect-page')) },
      { ...accountScreen('adminCrmImport'), ...screen(() => import('../features/admin/crm/components/import-page')) },
      { ...accountScreen('adminCrmProspect'), ...screen(() => import('../features/admin/crm/components/prospect-page')) },
      { ...accountScreen('adminDashboard'), ...screen(() => import('../features/admin/submissions/components/submissions-page')) },
      { ...accountScreen('adminLeads'), ...screen(() => import('../features/admin/inbox/components/leads-page')) },
      { ...accountScreen('adminLead'), ...screen(() => import('../features/admin/inbox/components/lead-page')) },
      { ...accountScreen('adminMessages'), ...screen(() => import('../features/admin/inbox/components/messages-page')) },
      { ...accountScreen('adminMessage'), ...screen(() => import('../features/admin/inbox/components/message-page')) },
      { ...accountScreen('adminReports'), ...screen(() => import('../features/admin/reports/components/reports-page')) },
      { ...accountScreen('adminStaff'), ...screen(() => import('../features/admin/staff/components/staff-page')) },
      { ...accountScreen('adminAccount'), ...screen(() => import('../features/admin/two-factor/components/account-page')) },
      { ...accountScreen('adminOutbox'), ...screen(() => import('../features/admin/records/components/outbox-page')) },
      { ...accountScreen('adminAuditLog'), ...screen(() => import('../features/admin/records/components/audit-log-page')) },
      { ...accountScreen('adminImports'), ...screen(() => import('../features/admin/imports/components/imports-page')) },
      { ...accountScreen('adminBlog'), ...screen(() => import('../features/admin/blog/components/blog-posts-page')) },
      { ...accountScreen('adminBlogNewPost'), ...screen(() => import('../features/admin/blog/components/new-post-page')) },
      { ...accountScreen('adminBlogPost'), ...screen(() => import('../features/admin/blog/components/edit-post-page')) },
    ],
  },
  { ...accountScreen('adminInvite'), ...screen(() => import('../features/admin/staff/components/invite-page')) },
];

export const routes: RouteObject[] = [...publicRoutes, spanishRoutes, ...accountRoutes, notFoundRoute];
