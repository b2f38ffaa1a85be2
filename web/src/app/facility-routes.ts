import type { RouteObject } from 'react-router-dom';
import { accountScreen } from './account-heads';
import { screen } from './public-routes';
import { AuthCheck } from './route-states';

// The facility area's screens (registration, password reset, the dashboard; the sign-in is public-routes' signInRoutes), rendered in the
// browser only. A chunk of its own, which the router adds the first time it meets one of these
// addresses (./router.tsx): a visitor of the public pages never downloads it.

export const facilityRoutes: RouteObject[] = [
  { ...accountScreen('facilitySignup'), ...screen(() => import('../features/facility-account/components/signup-page')) },
  {
    ...accountScreen('facilitySignupSuccess'),
    ...screen(() => import('../features/facility-account/components/signup-success-page')),
  },
  {
    ...accountScreen('facilitySignupConfirm'),
    ...screen(() => import('../features/facility-account/components/signup-confirm-page')),
  },
  {
    ...accountScreen('facilityContactConfirm'),
    ...screen(() => import('../features/facility-account/components/contact-confirm-page')),
  },
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
          { ...accountScreen('facilityReviews'), ...screen(() => import('../features/facility-account/components/dashboard/reviews-tab')) },
          { ...accountScreen('facilityAnalytics'), ...screen(() => import('../features/facility-account/components/dashboard/analytics-tab')) },
          { ...accountScreen('facilitySettings'), ...screen(() => import('../features/facility-account/components/dashboard/settings-tab')) },
        ],
      },
      { ...accountScreen('facilityPreview'), ...screen(() => import('../features/facility/components/listing-preview-page')) },
      { ...accountScreen('facilityAddLocation'), ...screen(() => import('../features/facility-account/components/add-location-page')) },
    ],
  },
];
