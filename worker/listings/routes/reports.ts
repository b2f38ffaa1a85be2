import { ApiError } from '../../lib/errors';
import { assertSameRequest, idempotencyOf } from '../../lib/idempotency';
import { publicFormLimit, rateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { listingReportSchema } from '../../visitor-requests/schemas/visitor-requests';
import { localizeByBody, visitorFormMessage } from '../../visitor-requests/schemas/visitor-request-messages-es';
import { facilityIdSchema } from '../../search/schemas/search';
import { getPublishedFacility } from '../queries/facilities';
import { insertListingReport } from '../queries/reports';
import { route } from '../../lib/openapi';

// A visitor's "report a problem" with a listing (POST /api/facility/public/:id/reports): stored once
// per Idempotency-Key, as the other public forms (visitor-requests/routes/visitor-requests.ts).

export const listingReportRoutes = newRouter().post(
  '/:id/reports',
  route({ summary: 'Report a problem with a listing', 201: 'Stored (once per Idempotency-Key): its id.', errors: ['not_found'] }),
  rateLimit(publicFormLimit('reports')),
  validate('param', facilityIdSchema),
  validate('json', listingReportSchema, { localize: localizeByBody }),
  async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const report = c.req.valid('json');
    if (report.website) return c.json({ id: 0 }, 201);
    if (!(await getPublishedFacility(db, id))) throw new ApiError('not_found', visitorFormMessage(report.locale, 'Facility not found.'));
    const idem = await idempotencyOf(c, report);
    const stored = await insertListingReport(db, id, report, idem);
    assertSameRequest(stored, idem);
    return c.json({ id: stored.id }, 201);
  },
);
