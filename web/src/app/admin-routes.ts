import type { RouteObject } from 'react-router-dom';
import { accountScreen } from './account-heads';
import { screen } from './public-routes';
import { AuthCheck } from './route-states';

// The back office's screens (two-factor set-up, the admin areas; the sign-in is public-routes' signInRoutes), rendered in the browser only. A
// chunk of its own, which the router adds the first time it meets one of these addresses
// (./router.tsx): a visitor of the public pages never downloads it.

export const adminRoutes: RouteObject[] = [
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
      { ...accountScreen('adminReviews'), ...screen(() => import('../features/admin/reviews/components/reviews-page')) },
      { ...accountScreen('adminVerifications'), ...screen(() => import('../features/admin/verifications/components/verifications-page')) },
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
