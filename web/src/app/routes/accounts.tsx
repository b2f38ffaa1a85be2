import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Facility registration, sign-in, password reset and dashboard; admin sign-in and admin areas. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.facilitySignup.path,
    lazy: () => import('../../features/facility-account/components/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: paths.facilitySignupSuccess.path,
    lazy: () =>
      import('../../features/facility-account/components/signup-success-page').then((m) => ({ Component: m.SignupSuccessPage })),
  },
  {
    path: paths.facilityLogin.path,
    lazy: () =>
      import('../../features/facility-account/components/facility-login-page').then((m) => ({ Component: m.FacilityLoginPage })),
  },
  {
    path: paths.facilityForgotPassword.path,
    lazy: () =>
      import('../../features/facility-account/components/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: paths.facilityResetPassword.path,
    lazy: () =>
      import('../../features/facility-account/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    // Guarded: a facility session, or the facility login.
    lazy: () => import('../../features/facility-account/components/facility-guard').then((m) => ({ Component: m.FacilityGuard })),
    children: [
      {
        path: paths.facilityDashboard.path,
        lazy: () =>
          import('../../features/facility-account/components/facility-dashboard-page').then((m) => ({
            Component: m.FacilityDashboardPage,
          })),
      },
    ],
  },
  {
    path: paths.adminLogin.path,
    lazy: () => import('../../features/admin/components/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    // Guarded: an admin session, or the admin login with ?redirectTo= the page asked for.
    lazy: () => import('../../features/admin/components/admin-guard').then((m) => ({ Component: m.AdminGuard })),
    children: [
      {
        path: paths.adminCrm.path,
        lazy: () => import('../../features/admin/components/crm-page').then((m) => ({ Component: m.CrmPage })),
      },
      {
        path: paths.adminDashboard.path,
        lazy: () =>
          import('../../features/admin/components/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
      },
    ],
  },
];
