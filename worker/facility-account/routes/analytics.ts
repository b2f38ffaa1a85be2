import { locationQuery, ownFacilityId, requireSession } from '../../accounts/guards';
import { facilityAnalytics } from '../queries/analytics';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { analyticsQuerySchema } from '../schemas/analytics';
import { route } from '../../lib/openapi';

/**
 * The dashboard's Analytics (GET /api/facility/me/analytics?days=30|90): the signed-in facility's
 * own views and inquiries per day, ending today (UTC), with totals and the inquiry rate.
 */
export const facilityAnalyticsRoutes = newRouter().get(
  '/',
  route({ summary: 'The listing’s views and inquiries per day', 200: 'Views and inquiries per day up to today (UTC), with totals and the inquiry rate.', errors: ['not_found'] }),
  requireSession('facility'), locationQuery,
  validate('query', analyticsQuerySchema),
  async (c) => {
    const { days } = c.req.valid('query');
    return c.json(await facilityAnalytics(c.get('db'), await ownFacilityId(c), days, new Date()), 200);
  },
);
