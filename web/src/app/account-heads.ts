import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { privateHead, staticHead, type HeadFunction } from './head';

// The heads of the screens rendered only in the browser (registration, sign-in, the facility
// dashboard, the back office). They live here rather than in their modules because the Worker sends
// these addresses a shell with this head without ever loading their code; the route table
// (./routes.ts) hands the same function to the SPA. None names a record (a lead's name, a prospect):
// a title goes into the browser's history and its tab list.

export const accountHeads = {
  facilitySignup: staticHead('List Your Facility', 'Register your treatment center for a free listing.'),
  facilitySignupSuccess: privateHead('Check Your Email'),
  facilitySignupConfirm: privateHead('Confirm Your Email Address'),
  facilityContactConfirm: privateHead('Confirm Your Contact Email'),
  facilityLogin: privateHead('Facility Login'),
  facilityForgotPassword: privateHead('Reset Your Password'),
  facilityResetPassword: privateHead('Choose a New Password'),
  facilityDashboard: privateHead('Facility Dashboard'),
  facilityListing: privateHead('Manage Listing – Facility Dashboard'),
  facilityInquiries: privateHead('Inquiries – Facility Dashboard'),
  facilityInquiry: privateHead('Inquiry – Facility Dashboard'),
  facilityReviews: privateHead('Reviews – Facility Dashboard'),
  facilityAnalytics: privateHead('Analytics – Facility Dashboard'),
  facilitySettings: privateHead('Settings – Facility Dashboard'),
  facilityPreview: privateHead('Listing Preview – Facility Dashboard'),
  facilityAddLocation: privateHead('Add a Location – Facility Dashboard'),
  adminLogin: privateHead('Admin Sign In'),
  adminTwoFactorSetup: privateHead('Set Up Two-Factor Sign-In'),
  adminInvite: privateHead('Set Your Password'),
  adminDashboard: privateHead('Admin Dashboard'),
  adminCrm: privateHead('CRM'),
  adminCrmNewProspect: privateHead('Add Prospect'),
  adminCrmImport: privateHead('Import Prospects'),
  adminCrmProspect: privateHead('Prospect – CRM'),
  adminLeads: privateHead('Leads'),
  adminLead: privateHead('Lead'),
  adminMessages: privateHead('Contact Messages'),
  adminMessage: privateHead('Contact Message'),
  adminReports: privateHead('Listing Reports'),
  adminReviews: privateHead('Reviews'),
  adminVerifications: privateHead('Verification'),
  adminStaff: privateHead('Staff Accounts'),
  adminAccount: privateHead('Your Account'),
  adminOutbox: privateHead('Outbox'),
  adminAuditLog: privateHead('Audit Log'),
  adminImports: privateHead('Locator Imports'),
  adminBlog: privateHead('Blog Posts'),
  adminBlogNewPost: privateHead('New Blog Post'),
  adminBlogPost: privateHead('Edit Blog Post'),
} satisfies Partial<Record<keyof typeof paths, HeadFunction>>;

type AccountScreen = keyof typeof accountHeads;

/** The route-table fields of a browser-rendered screen: its address and its head. */
export const accountScreen = (name: AccountScreen) => ({ path: paths[name].path, handle: { head: accountHeads[name] } });

/** The head of a browser-rendered address (an unknown one under these prefixes: a private screen). */
export function accountHead(pathname: string): HeadFunction {
  // Literal paths before patterns: /admin/blog/new is not a post called "new".
  const names = (Object.keys(accountHeads) as AccountScreen[]).sort((a, b) => Number(paths[a].path.includes(':')) - Number(paths[b].path.includes(':')));
  const name = names.find((n) => matchPath(paths[n].path, pathname));
  return name ? accountHeads[name] : privateHead('Page Not Found');
}
