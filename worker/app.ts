import { COOKIE_NAMES } from './auth/sessions';
import { newApp } from './lib/app';
import { openApiDocument } from './lib/openapi';
import { unmatched } from './lib/unmatched';
import { adminAuditLogRoutes } from './routes/admin/audit-log';
import { adminBlogImageRoutes } from './routes/admin/blog-images';
import { adminBlogPostRoutes } from './routes/admin/blog-posts';
import { adminContactMessageRoutes } from './routes/admin/contact-messages';
import { adminCrmCsvRoutes } from './routes/admin/crm-csv';
import { adminCrmFacilityRoutes } from './routes/admin/crm-facilities';
import { adminCrmProspectRoutes } from './routes/admin/crm-prospects';
import { adminCrmStatsRoutes } from './routes/admin/crm-stats';
import { adminCrmTaskRoutes } from './routes/admin/crm-tasks';
import { adminImportRoutes } from './routes/admin/imports';
import { adminLeadRoutes } from './routes/admin/leads';
import { adminListingReportRoutes } from './routes/admin/listing-reports';
import { adminOutboxRoutes } from './routes/admin/outbox';
import { adminStaffRoutes } from './routes/admin/staff';
import { adminStatsRoutes } from './routes/admin/stats';
import { adminSubmissionRoutes } from './routes/admin/submissions';
import { blogRoutes } from './routes/blog';
import { demoAccountRoutes } from './routes/demo-accounts';
import { emailUnsubscribeRoutes } from './routes/email-unsubscribe';
import { facilityAccountRoutes } from './routes/facility-account';
import { facilityAnalyticsRoutes } from './routes/facility-analytics';
import { facilityInquiryRoutes } from './routes/facility-inquiries';
import { facilityListingRoutes } from './routes/facility-listing';
import { facilitySettingsRoutes } from './routes/facility-settings';
import { publicFacilityRoutes } from './routes/facilities';
import { healthRoutes } from './routes/health';
import { listingViewRoutes } from './routes/listing-views';
import { mediaRoutes } from './routes/media';
import { openDataRoutes } from './routes/open-data';
import { pageRoutes } from './routes/pages';
import { passwordResetRoutes } from './routes/password-reset';
import { registrationRoutes } from './routes/registrations';
import { searchSuggestRoutes } from './routes/search-suggest';
import { seoRoutes } from './routes/seo';
import { adminSessionRoutes, facilitySessionRoutes } from './routes/sessions';
import { siteRoutes } from './routes/site';
import { staffInvitationRoutes } from './routes/staff-invitations';
import { stateRoutes } from './routes/states';
import { taxonomyRoutes } from './routes/taxonomy';
import { contactRoutes, leadRoutes, listingReportRoutes } from './routes/visitor-requests';

/** Mounts every /api route on `app`; what it returns is typed with all of them (AppType). */
function mountApi(app: ReturnType<typeof newApp>) {
  return app
    .basePath('/api')
    .route('/health', healthRoutes)
    .route('/facility/public', publicFacilityRoutes)
    .route('/facility/public', listingReportRoutes)
    .route('/facility/public', listingViewRoutes)
    .route('/facility/registrations', registrationRoutes)
    .route('/facility/session', facilitySessionRoutes)
    .route('/facility/password-reset', passwordResetRoutes)
    .route('/facility/me', facilityAccountRoutes)
    .route('/facility/me', facilitySettingsRoutes)
    .route('/facility/me', facilityListingRoutes)
    .route('/facility/me/inquiries', facilityInquiryRoutes)
    .route('/facility/me/analytics', facilityAnalyticsRoutes)
    .route('/admin/session', adminSessionRoutes)
    .route('/admin/stats', adminStatsRoutes)
    .route('/admin/submissions', adminSubmissionRoutes)
    .route('/admin/leads', adminLeadRoutes)
    .route('/admin/contact-messages', adminContactMessageRoutes)
    .route('/admin/listing-reports', adminListingReportRoutes)
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
    .route('/leads', leadRoutes)
    .route('/contact', contactRoutes)
    .route('/demo-accounts', demoAccountRoutes)
    .route('/site', siteRoutes)
    .route('/blog', blogRoutes)
    .route('/search', searchSuggestRoutes)
    .route('/states', stateRoutes)
    .route('/taxonomy', taxonomyRoutes)
    .route('/open-data', openDataRoutes);
}

/** The whole Worker app; its route table (`app.routes`) is what the fuzzing and authorization tests walk. */
export const app = newApp();
mountApi(app);
// The API described where clients look: generated from the route table, once per isolate.
let apiDocument: ReturnType<typeof openApiDocument> | undefined;
app.get('/api/openapi.json', (c) => {
  apiDocument ??= openApiDocument(app, { prefix: '/api', title: 'Recovery Directory API', version: '1.0.0', sessionCookies: COOKIE_NAMES });
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(apiDocument);
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
