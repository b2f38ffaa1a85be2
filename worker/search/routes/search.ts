import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { findNearestZip } from '../queries/places';
import { nearestZipSchema, searchQuerySchema } from '../schemas/search';
import type { VisitorLocation } from '../engine/search-place';
import { searchFacilities, usesVisitorLocation } from '../service';
import { route } from '../../lib/openapi';

const EDGE_SECONDS = 60;

/** Cloudflare's approximate location of the visitor (city level), used for this answer only. */
function visitorLocation(request: Request): VisitorLocation | null {
  const cf = (request as Request & { cf?: IncomingRequestCfProperties }).cf;
  const latitude = Number(cf?.latitude);
  const longitude = Number(cf?.longitude);
  if (!cf?.latitude || !cf.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (cf.country && cf.country !== 'US') return null;
  const label = cf.city ? (cf.regionCode ? `${cf.city}, ${cf.regionCode}` : cf.city) : null;
  return { latitude, longitude, label };
}

/**
 * The public search (no session), mounted under /api/facility/public before the listings' own
 * routes there, so `/search` is never read as a listing's `/:id`.
 */
export const facilitySearchRoutes = newRouter()
  .get(
    '/search',
    route({ summary: 'Search listings', 200: 'One page of matching listings, and the facets.' }),
    validate('query', searchQuerySchema),
    // An answer built from where the visitor is belongs to that visitor: never cached or shared.
    edgeCache(EDGE_SECONDS, { unless: (c) => usesVisitorLocation(c.req.query()) && visitorLocation(c.req.raw) !== null }),
    async (c) => {
      const query = c.req.valid('query');
      const visitor = usesVisitorLocation(c.req.query()) ? visitorLocation(c.req.raw) : null;
      const result = await searchFacilities(c.get('db'), query, (p) => c.executionCtx.waitUntil(p), visitor);
      if (visitor) c.header('Cache-Control', 'private, no-store');
      return c.json(result, 200);
    },
  )
  // "Use my location": the browser's point becomes the nearest ZIP code, which the search page then
  // searches around. A POST so the point is in no URL; nothing of it is stored or logged.
  .post('/search/nearest-zip', route({ summary: 'The ZIP code nearest a point', 200: 'The nearest ZIP code, its city and state.', errors: ['not_found'] }), validate('json', nearestZipSchema), async (c) => {
    const { latitude, longitude } = c.req.valid('json');
    const zip = await findNearestZip(c.get('db'), latitude, longitude);
    if (!zip) throw new ApiError('not_found', 'We could not find a US ZIP code near your location. Please type a ZIP code instead.');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ zip: zip.zip, city: zip.city, state: zip.state }, 200);
  });
