import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AuthCheck } from './route-states';

// The spec's route table. Every screen is a lazy route module that exports its Component and,
// where it needs data, its loader and ErrorBoundary (React Router's route-module convention): the
// first visit to / downloads the shell and the home page only. Until the first screen's code and
// data are in, the router shows the root's HydrateFallback (a guarded area shows its own, inside the
// layout, while it asks who is signed in).

/** What a screen's module exports: React Router's route-module names. */
export type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'>;

const screen = (load: () => Promise<RouteModule>) => ({ lazy: load });

const getHelp = () => import('../features/get-help/components/get-help-page');

const publicRoutes: RouteObject[] = [
  { index: true, ...screen(() => import('../features/home/components/home-page')) },
  { path: paths.search.path, ...screen(() => import('../features/search/components/search-page')) },
  { path: paths.facility.path, ...screen(() => import('../features/facility/components/facility-page')) },
  { path: paths.states.path, ...screen(() => import('../features/states/components/states-page')) },
  { path: paths.state.path, ...screen(() => import('../features/states/components/state-page')) },
  { path: paths.sitemap.path, ...screen(() => import('../features/sitemap/components/sitemap-page')) },
  { path: paths.treatmentTypes.path, ...screen(() => import('../features/treatment-types/components/treatment-types-page')) },
  { path: paths.insurance.path, ...screen(() => import('../features/insurance/components/insurance-page')) },
  // The spec's two addresses for one page.
  { path: paths.getHelp.path, ...screen(getHelp) },
  { path: paths.resources.path, ...screen(getHelp) },
  { path: paths.contact.path, ...screen(() => import('../features/contact/components/contact-page')) },
  { path: paths.about.path, ...screen(() => import('../features/about/components/about-page')) },
  { path: paths.terms.path, ...screen(() => import('../features/legal/components/terms-page')) },
  { path: paths.privacy.path, ...screen(() => import('../features/legal/components/privacy-page')) },
  { path: paths.openData.path, ...screen(() => import('../features/open-data/components/open-data-page')) },
  { path: paths.blog.path, ...screen(() => import('../features/blog/components/blog-page')) },
  { path: paths.blogPost.path, ...screen(() => import('../features/blog/components/blog-post-page')) },
];

/** Facility registration, sign-in, password reset and dashboard; admin sign-in and admin areas. */
const accountRoutes: RouteObject[] = [
  { path: paths.facilitySignup.path, ...screen(() => import('../features/facility-account/components/signup-page')) },
  {
    path: paths.facilitySignupSuccess.path,
    ...screen(() => import('../features/facility-account/components/signup-success-page')),
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

export const routes: RouteObject[] = [
  ...publicRoutes,
  ...accountRoutes,
  { path: '*', ...screen(() => import('./not-found')) },
];
