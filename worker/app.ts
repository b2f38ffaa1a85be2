import { adminStaffRoutes } from './accounts/routes/admin-staff';
import { demoAccountRoutes } from './accounts/routes/demo-accounts';
import { passwordResetRoutes } from './accounts/routes/password-reset';
import { registrationRoutes } from './accounts/routes/registrations';
import { adminSessionRoutes, facilitySessionRoutes } from './accounts/routes/sessions';
import { staffInvitationRoutes } from './accounts/routes/staff-invitations';
import { COOKIE_NAMES } from './accounts/sessions';
import { adminAuditLogRoutes } from './admin/routes/audit-log';
import { adminImportRoutes } from './admin/routes/imports';
import { adminOutboxRoutes } from './admin/routes/outbox';
import { adminStatsRoutes } from './admin/routes/stats';
import { facilityAvailabilityRoutes } from './availability/routes';
import { adminBlogImageRoutes } from './blog/routes/admin-images';
import { adminBlogPostRoutes } from './blog/routes/admin-posts';
import { blogRoutes } from './blog/routes/blog';
import { adminCrmCsvRoutes } from './crm/routes/csv';
import { adminCrmFacilityRoutes } from './crm/routes/facilities';
import { adminCrmProspectRoutes } from './crm/routes/prospects';
import { adminCrmStatsRoutes } from './crm/routes/stats';
import { adminCrmTaskRoutes } from './crm/routes/tasks';
import { emailUnsubscribeRoutes } from './email/routes';
import { facilityAccountRoutes } from './facility-account/routes/account';
import { facilityAnalyticsRoutes } from './facility-account/routes/analytics';
import { contactConfirmationRoutes } from './facility-account/routes/contact-confirmation';
import { facilityInquiryRoutes } from './facility-account/routes/inquiries';
import { facilityListingRoutes } from './facility-account/routes/listing';
import { facilityLocationRoutes } from './facility-account/routes/locations';
import { facilitySettingsRoutes } from './facility-account/routes/settings';
import { adminContactMessageRoutes } from './visitor-requests/routes/admin-contact-messages';
import { adminLeadRoutes } from './visitor-requests/routes/admin-leads';
import { contactReceiptRoutes, leadReceiptRoutes, listingReportReceiptRoutes } from './visitor-requests/routes/receipts';
import { contactRoutes, leadRoutes } from './visitor-requests/routes/visitor-requests';
import { newApp } from './lib/app';
import { MAX_BODY_BYTES } from './lib/body-limit';
import { apiDocument, route } from './lib/openapi';
import { unmatched } from './lib/unmatched';
import { adminListingReportRoutes } from './listings/routes/admin-listing-reports';
import { adminSubmissionRoutes } from './listings/routes/admin-submissions';
import { publicFacilityRoutes } from './listings/routes/public';
import { listingReportRoutes } from './listings/routes/reports';
import { serviceCatalogueRoutes } from './listings/routes/service-catalogue';
import { listingViewRoutes } from './listings/routes/views';
import { mediaRoutes } from './media/routes';
import { adminReviewRoutes } from './reviews/routes/admin';
import { facilityReviewInvitationRoutes, facilityReviewRoutes } from './reviews/routes/facility';
import { publicReviewRoutes } from './reviews/routes/public';
import { writeReviewRoutes } from './reviews/routes/writing';
import { adminFacilityVerificationRoutes, adminVerificationRoutes } from './verification/routes/admin';
import { HSDS_VERSION, hsdsRoutes } from './open-data/hsds/routes';
import { openDataRoutes } from './open-data/routes';
import { facilitySearchRoutes } from './search/routes/search';
import { stateRoutes } from './search/routes/states';
import { searchSuggestRoutes } from './search/routes/suggest';
import { taxonomyRoutes } from './search/routes/taxonomy';
import { seoRoutes } from './seo/routes/crawlers';
import { pageRoutes } from './seo/routes/pages';
import { healthRoutes } from './site/routes/health';
import { siteRoutes } from './site/routes/site';

/** Mounts every /api route on `app`; what it returns is typed with all of them (AppType). */
function mountApi(app: ReturnType<typeof newApp>) {
  return app
    .basePath('/api')
    .route('/health', healthRoutes)
    // The search first: its `/search` must not be read as a listing's `/:id`.
    .route('/facility/public', facilitySearchRoutes)
    .route('/facility/public', publicFacilityRoutes)
    .route('/facility/public', listingReportRoutes)
    .route('/facility/public', listingReportReceiptRoutes)
    .route('/facility/public', listingViewRoutes)
    .route('/facility/public', publicReviewRoutes)
    .route('/facility/service-catalogue', serviceCatalogueRoutes)
    .route('/facility/registrations', registrationRoutes)
    .route('/facility/session', facilitySessionRoutes)
    .route('/facility/password-reset', passwordResetRoutes)
    .route('/facility/contact-confirmation', contactConfirmationRoutes)
    .route('/facility/me', facilityAccountRoutes)
    .route('/facility/me', facilitySettingsRoutes)
    .route('/facility/me', facilityListingRoutes)
    .route('/facility/me', facilityAvailabilityRoutes)
    .route('/facility/me/inquiries', facilityInquiryRoutes)
    .route('/facility/me/analytics', facilityAnalyticsRoutes)
    .route('/facility/me/locations', facilityLocationRoutes)
    .route('/facility/me/reviews', facilityReviewRoutes)
    .route('/facility/me/review-invitations', facilityReviewInvitationRoutes)
    .route('/admin/session', adminSessionRoutes)
    .route('/admin/stats', adminStatsRoutes)
    .route('/admin/submissions', adminSubmissionRoutes)
    .route('/admin/leads', adminLeadRoutes)
    .route('/admin/contact-messages', adminContactMessageRoutes)
    .route('/admin/listing-reports', adminListingReportRoutes)
    .route('/admin/reviews', adminReviewRoutes)
    .route('/admin/verifications', adminVerificationRoutes)
    .route('/admin/facilities', adminFacilityVerificationRoutes)
    .route('/admin/staff', adminStaffRoutes)
    .route('/admin/outbox', adminOutboxRoutes)
    .route('/admin/audit-log', adminAuditLogRoutes)
    .route('/admin/imports', adminImportRoutes)
    .route('/admin/crm', adminCrmCsvRoutes)
    .route('/admin/crm/prospects', adminCrmProspectRoutes)
    .route('/admin/crm/facilities', adminCrmFacilityRoutes)
    .route('/admin/crm/stats', adminCrmStatsRoutes)
    .route('/admin/crm/tasks', adminCrmTaskRoutes)
    .route('/admin/blog', adminBlogPostRoutes)
    .route('/admin/blog', adminBlogImageRoutes)
    .route('/staff-invitations', staffInvitationRoutes)
    .route('/email/unsubscribe', emailUnsubscribeRoutes)
    .route('/reviews', writeReviewRoutes)
    .route('/leads', leadRoutes)
    .route('/leads/receipts', leadReceiptRoutes)
    .route('/contact', contactRoutes)
    .route('/contact/receipts', contactReceiptRoutes)
    .route('/demo-accounts', demoAccountRoutes)
    .route('/site', siteRoutes)
    .route('/blog', blogRoutes)
    .route('/search', searchSuggestRoutes)
    .route('/states', stateRoutes)
    .route('/taxonomy', taxonomyRoutes)
    .route('/open-data', openDataRoutes)
    .route('/hsds', hsdsRoutes);
}

/** The whole Worker app; its route table (`app.routes`) is what the fuzzing and authorization tests walk. */
export const app = newApp();
mountApi(app);
// The API described where clients look: generated from the routes by hono-openapi, once per isolate.
let apiSpec: ReturnType<typeof apiDocument> | undefined;
/** A document that failed to build is built again by the next request, not kept. */
const kept = (document: ReturnType<typeof apiDocument>, forget: () => void) =>
  document.catch((error: unknown) => {
    forget();
    throw error;
  });
app.get(
  '/api/openapi.json',
  route({ summary: 'This document', 200: 'The OpenAPI 3.1 document of every /api route.' }),
  async (c) => {
    apiSpec ??= kept(
      apiDocument(app, { prefix: '/api', title: 'Recovery Directory API', version: '1.0.0', sessionCookies: COOKIE_NAMES, defaultBodyLimit: MAX_BODY_BYTES }),
      () => (apiSpec = undefined),
    );
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await apiSpec, 200);
  },
);
// The HSDS 3.0 API's own document (the `openapi_url` its root names): the same generator, its paths only.
let hsdsSpec: ReturnType<typeof apiDocument> | undefined;
app.get(
  '/api/hsds/openapi.json',
  route({ summary: 'The HSDS API\'s document', 200: 'The OpenAPI 3.1 document of the HSDS 3.0 API under /api/hsds.' }),
  async (c) => {
    hsdsSpec ??= kept(
      apiDocument(app, { prefix: '/api/hsds', title: 'Recovery Directory HSDS 3.0 API', version: HSDS_VERSION, sessionCookies: {}, defaultBodyLimit: MAX_BODY_BYTES }),
      () => (hsdsSpec = undefined),
    );
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await hsdsSpec, 200);
  },
);
// An HSDS client joins its base with `/`, so `/api/hsds/` is the root: answered as `/api/hsds` (its
// query kept), in-process. Registered for every method, so the documents list one root, not two.
app.all('/api/hsds/', (c) => {
  const url = new URL(c.req.url);
  url.pathname = '/api/hsds';
  return app.fetch(new Request(url, c.req.raw), c.env, c.executionCtx);
});
// Nothing else answers under /api: an unknown path there is a JSON 404, a wrong method a 405, never a page.
app.all('/api/*', (c) => unmatched(c, app.routes));
app.route('/', seoRoutes);
// Uploaded images (/media/<hash>.<ext>), before the pages' catch-all.
app.route('/', mediaRoutes);
// Last: every other GET is a page, rendered from the same API in-process.
app.route('/', pageRoutes(async (request, env, ctx) => app.fetch(request, env, ctx)));

/** The API's type, for the SPA's typed client (web/src/lib/api.ts). */
export type AppType = ReturnType<typeof mountApi>;
