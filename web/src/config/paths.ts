// Every route of the site in one place (product spec §2). Components link with getHref, the router
// matches on path; nothing else spells a URL.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  search: {
    path: '/search',
    /** `/search`, or `/search?…` for the given query string (without the leading `?`). */
    getHref: (query = '') => (query ? `/search?${query}` : '/search'),
  },
  facility: { path: '/facility/:id', getHref: (id: number | string) => `/facility/${id}` },
  /** A listing's review form; an invitation's link carries its token (`?invitation=`). */
  writeReview: { path: '/facility/:id/review', getHref: (id: number | string) => `/facility/${id}/review` },
  /** The reviewer's own page of their review, opened from their email's link with its key (`?key=`). */
  manageReview: { path: '/reviews/manage', getHref: (key?: string) => (key ? `/reviews/manage?key=${key}` : '/reviews/manage') },
  states: { path: '/states', getHref: () => '/states' },
  state: { path: '/states/:stateCode', getHref: (code: string) => `/states/${code.toLowerCase()}` },
  /** A city with a page of its own: its slug as the API names it ("san-antonio"). */
  city: {
    path: '/states/:stateCode/:city',
    getHref: (code: string, slug: string) => `/states/${code.toLowerCase()}/${slug}`,
  },
  treatmentTypes: { path: '/treatment-types', getHref: () => '/treatment-types' },
  insurance: { path: '/insurance', getHref: () => '/insurance' },
  resources: { path: '/resources', getHref: () => '/resources' },
  getHelp: { path: '/get-help', getHref: () => '/get-help' },
  facilitySignup: { path: '/facility-signup', getHref: () => '/facility-signup' },
  facilitySignupSuccess: { path: '/facility-signup/success', getHref: () => '/facility-signup/success' },
  /** Where the confirmation email's link goes (its token travels in the query). */
  facilitySignupConfirm: { path: '/facility-signup/confirm', getHref: () => '/facility-signup/confirm' },
  /** Where a new contact email's confirmation link goes (its token travels in the query); no sign-in needed. */
  facilityContactConfirm: { path: '/facility-contact/confirm', getHref: () => '/facility-contact/confirm' },
  facilityLogin: {
    path: '/facility-login',
    /** With the dashboard page to return to after signing in. */
    getHref: (redirectTo?: string) =>
      redirectTo ? `/facility-login?redirectTo=${encodeURIComponent(redirectTo)}` : '/facility-login',
  },
  facilityForgotPassword: { path: '/facility-forgot-password', getHref: () => '/facility-forgot-password' },
  facilityResetPassword: { path: '/facility-reset-password', getHref: () => '/facility-reset-password' },
  facilityDashboard: { path: '/facility-dashboard', getHref: () => '/facility-dashboard' },
  // The dashboard's tabs: each one an address of its own.
  facilityListing: { path: '/facility-dashboard/listing', getHref: () => '/facility-dashboard/listing' },
  facilityInquiries: {
    path: '/facility-dashboard/inquiries',
    getHref: (query = '') => (query ? `/facility-dashboard/inquiries?${query}` : '/facility-dashboard/inquiries'),
  },
  facilityInquiry: { path: '/facility-dashboard/inquiries/:id', getHref: (id: number | string) => `/facility-dashboard/inquiries/${id}` },
  facilityReviews: { path: '/facility-dashboard/reviews', getHref: (query = '') => (query ? `/facility-dashboard/reviews?${query}` : '/facility-dashboard/reviews') },
  facilityAnalytics: {
    path: '/facility-dashboard/analytics',
    getHref: (days?: number) => (days ? `/facility-dashboard/analytics?days=${days}` : '/facility-dashboard/analytics'),
  },
  facilitySettings: { path: '/facility-dashboard/settings', getHref: () => '/facility-dashboard/settings' },
  facilityPreview: { path: '/facility-dashboard/preview', getHref: () => '/facility-dashboard/preview' },
  facilityAddLocation: { path: '/facility-dashboard/locations/new', getHref: () => '/facility-dashboard/locations/new' },
  adminLogin: {
    path: '/admin/login',
    /** With the page to return to after signing in. */
    getHref: (redirectTo?: string) =>
      redirectTo ? `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/admin/login',
  },
  adminDashboard: { path: '/admin-dashboard', getHref: () => '/admin-dashboard' },
  adminCrm: { path: '/admin/crm', getHref: (query = '') => (query ? `/admin/crm?${query}` : '/admin/crm') },
  adminCrmNewProspect: { path: '/admin/crm/prospects/new', getHref: () => '/admin/crm/prospects/new' },
  adminCrmProspect: { path: '/admin/crm/prospects/:id', getHref: (id: number | string) => `/admin/crm/prospects/${id}` },
  adminCrmImport: { path: '/admin/crm/import', getHref: () => '/admin/crm/import' },
  adminLeads: { path: '/admin/leads', getHref: (query = '') => (query ? `/admin/leads?${query}` : '/admin/leads') },
  adminLead: { path: '/admin/leads/:id', getHref: (id: number | string) => `/admin/leads/${id}` },
  adminMessages: {
    path: '/admin/messages',
    getHref: (query = '') => (query ? `/admin/messages?${query}` : '/admin/messages'),
  },
  adminMessage: { path: '/admin/messages/:id', getHref: (id: number | string) => `/admin/messages/${id}` },
  adminReports: { path: '/admin/reports', getHref: (query = '') => (query ? `/admin/reports?${query}` : '/admin/reports') },
  adminReviews: { path: '/admin/reviews', getHref: (query = '') => (query ? `/admin/reviews?${query}` : '/admin/reviews') },
  adminVerifications: { path: '/admin/verifications', getHref: (query = '') => (query ? `/admin/verifications?${query}` : '/admin/verifications') },
  adminStaff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  adminOutbox: { path: '/admin/outbox', getHref: (query = '') => (query ? `/admin/outbox?${query}` : '/admin/outbox') },
  adminAuditLog: {
    path: '/admin/audit-log',
    getHref: (query = '') => (query ? `/admin/audit-log?${query}` : '/admin/audit-log'),
  },
  adminImports: { path: '/admin/imports', getHref: (query = '') => (query ? `/admin/imports?${query}` : '/admin/imports') },
  /** Setting up two-factor sign-in, then on to `redirectTo`. */
  adminTwoFactorSetup: {
    path: '/admin/two-factor',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/admin/two-factor?redirectTo=${encodeURIComponent(redirectTo)}` : '/admin/two-factor',
  },
  adminAccount: { path: '/admin/account', getHref: () => '/admin/account' },
  /** Where an invited staff member sets a first password (the token travels in the query). */
  adminInvite: { path: '/admin/invite', getHref: () => '/admin/invite' },
  adminBlog: { path: '/admin/blog', getHref: (query = '') => (query ? `/admin/blog?${query}` : '/admin/blog') },
  adminBlogNewPost: { path: '/admin/blog/new', getHref: () => '/admin/blog/new' },
  adminBlogPost: { path: '/admin/blog/:id', getHref: (id: number | string) => `/admin/blog/${id}` },
  about: { path: '/about', getHref: () => '/about' },
  /** What a listing's "Verified" badge and our checks mean, and what they do not. */
  verification: { path: '/verification', getHref: () => '/verification' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  sitemap: { path: '/sitemap', getHref: () => '/sitemap' },
  openData: { path: '/open-data', getHref: () => '/open-data' },
  blog: {
    path: '/blog',
    /** `/blog`, or `/blog?…` for the given query string (without the leading `?`). */
    getHref: (query = '') => (query ? `/blog?${query}` : '/blog'),
  },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
} as const;
