import { adminRouter } from '../../accounts/guards';
import {
  findListingReport,
  listListingReports,
  resolutionRequest,
  resolveListingReport,
  type ListingReportItem,
} from '../queries/admin-listing-reports';
import { ApiError } from '../../lib/errors';
import { idempotencyOf, isRetryOf } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { reportListQuerySchema, resolveReportSchema } from '../../visitor-requests/schemas/inbox';
import { refreshSearchIndexIfStale } from '../../search/index-store';
import { route } from '../../lib/openapi';

const ALREADY_RESOLVED = 'This report was already resolved.';

/** The 409 for a resolution on a version of the listing it no longer has, with the version there is now. */
const listingChanged = (version: number) =>
  ApiError.versionChanged(
    'This listing changed while you were reviewing the report. Review it as it is now and resolve the report again.',
    version,
  );

/** Problems visitors reported on listings: open ones first, each resolved once. */
export const adminListingReportRoutes = adminRouter()
  .get('/', route({ summary: 'Problem reports on listings', 200: 'One page of reports, open ones first.' }), validate('query', reportListQuerySchema), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { items, total } = await listListingReports(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit } satisfies ListPage<ListingReportItem>, 200);
  })
  .patch('/:id', route({ summary: 'Resolve a problem report', 200: 'The resolved report, and a message to show.', errors: ['not_found', 'conflict', 'version_changed'] }), validate('param', idParamSchema), validate('json', resolveReportSchema), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const request = await idempotencyOf(c, { ...body, by: c.get('user').id });
    const report = await findListingReport(db, id);
    if (!report) throw new ApiError('not_found', 'There is no listing report with this id.');
    // Open, but the listing is no longer what the admin was shown: nothing is written.
    if (report.status === 'open' && report.listing.version !== body.version) throw listingChanged(report.listing.version);
    const outcome =
      report.status === 'open' ? await resolveListingReport(db, { id, facilityId: report.listing.id }, body, c.get('user'), request) : 'already_resolved';
    // It changed between the read above and the write (the trigger's abort): said the same way.
    if (outcome === 'listing_changed') throw listingChanged((await findListingReport(db, id))!.listing.version);
    // Resolved already: by this very request (a retry after a 5xx or a lost reply, answered as the
    // first time) or by someone else.
    if (outcome === 'already_resolved' && !isRetryOf(await resolutionRequest(db, id), request)) throw new ApiError('conflict', ALREADY_RESOLVED);
    // The listing left the site or changed: rebuild search now, so it follows within seconds.
    if (body.resolution !== 'no_change') c.executionCtx.waitUntil(refreshSearchIndexIfStale(c.env.DB));
    return c.json({ report: (await findListingReport(db, id))!, message: 'Report resolved.' }, 200);
  });
