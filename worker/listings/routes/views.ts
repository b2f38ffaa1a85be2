import { flushViews, isPublishedFacility } from '../queries/views';
import { Database } from '../../lib/db';
import { ApiError } from '../../lib/errors';
import { rateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { clientAddress } from '../../lib/subjects';
import { validate } from '../../lib/validate';
import { ViewBuffer } from '../view-buffer';
import { isPersonsBrowser, viewOf } from '../view-visitor';
import { facilityIdSchema } from '../../search/schemas/search';
import { route } from '../../lib/openapi';

/**
 * This isolate's views waiting to be written: flushed VIEW_FLUSH_MS (wrangler.toml: 2 s) after the last
 * flush at most, or at once when 100 wait. An evicted isolate loses what waits
 * (docs/decisions/006-counting-views.md). Made on the first beacon, which brings the environment.
 */
let buffer: ViewBuffer | undefined;
const bufferFor = (env: Env) => (buffer ??= new ViewBuffer({ maxViews: 100, intervalMs: Number(env.VIEW_FLUSH_MS) || 2000 }));

/**
 * A person reads a few listings a minute; this is a script's pace. A view counts once per address,
 * listing and day anyway: the limit caps how many listings one address can add a view to, and what
 * the beacon costs D1.
 */
const BEACONS_PER_CLIENT: RateLimit = {
  name: 'views-client',
  limit: 60,
  windowSeconds: 600,
  message: (wait) => `Too many listing views from your network. Please wait ${wait}.`,
};

/**
 * The beacon the listing page sends once it is shown: 202 and no body whether or not the view counts
 * (a bot's, a repeat's), so the answer tells nobody whether this address was seen before.
 */
export const listingViewRoutes = newRouter().post('/:id/views', route({ summary: 'Count a view of a listing', 202: 'Accepted, whether or not the view counts; no body.', errors: ['not_found'] }), rateLimit(BEACONS_PER_CLIENT), validate('param', facilityIdSchema), async (c) => {
  c.header('Cache-Control', 'no-store');
  const db = c.get('db');
  const { id } = c.req.valid('param');
  if (!(await isPublishedFacility(db, id))) throw new ApiError('not_found', 'Facility not found.');
  const userAgent = c.req.header('user-agent');
  if (isPersonsBrowser(userAgent)) {
    const view = await viewOf(db, id, clientAddress(c), new Date());
    const d1 = c.env.DB;
    const flush = bufferFor(c.env).add(view, async (views) => {
      try {
        const meta = await flushViews(new Database(d1), views);
        console.log(JSON.stringify({ level: 'info', event: 'listing_views.flush', ...meta }));
      } catch (err) {
        // Counts only: the visitors' hashes stay out of the logs.
        console.error(JSON.stringify({ level: 'error', event: 'listing_views.flush', views: views.length, message: String(err) }));
      }
    });
    if (flush) c.executionCtx.waitUntil(flush);
  }
  return c.body(null, 202);
});
