import {
  getPublishedFacility,
  listFeaturedFacilities,
  listPublishedFacilitiesInState,
} from '../queries/facilities';
import { listFacilityServices } from '../queries/services';
import { findNearestZip, findState } from '../../search/queries/places';
import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { getCityPage, listCityPagesInState } from '../../search/city-service';
import {
  cityParamSchema,
  facilityIdSchema,
  featuredQuerySchema,
  nearestZipSchema,
  searchQuerySchema,
  stateFacilitiesQuerySchema,
  stateParamSchema,
} from '../../search/schemas/search';
import { countFacilitiesByState, searchFacilities, usesVisitorLocation, type VisitorLocation } from '../../search/service';

const EDGE_SECONDS = 60;

/** The listings a city page shows (the rest are a search away). */
const CITY_PAGE_LISTINGS = 24;

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

/** Public, read-only facility endpoints (no session). */
export const publicFacilityRoutes = newRouter()
  .get(
    '/search',
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
  .post('/search/nearest-zip', validate('json', nearestZipSchema), async (c) => {
    const { latitude, longitude } = c.req.valid('json');
    const zip = await findNearestZip(c.get('db'), latitude, longitude);
    if (!zip) throw new ApiError('not_found', 'We could not find a US ZIP code near your location. Please type a ZIP code instead.');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ zip: zip.zip, city: zip.city, state: zip.state }, 200);
  })
  .get(
    '/states/:stateCode/facilities',
    validate('param', stateParamSchema),
    validate('query', stateFacilitiesQuerySchema),
    edgeCache(EDGE_SECONDS),
    async (c) => {
      const db = c.get('db');
      const state = await findState(db, c.req.valid('param').stateCode);
      if (!state) throw new ApiError('not_found', 'State not found.');
      // Counts come from the search index (kept per index version), never a count of the table.
      const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
      const [facilities, counts, cities] = await Promise.all([
        listPublishedFacilitiesInState(db, state.code, c.req.valid('query').limit),
        countFacilitiesByState(db, waitUntil),
        listCityPagesInState(db, state.code, waitUntil),
      ]);
      return c.json({ state, facilities, total: counts.get(state.code) ?? 0, cities }, 200);
    },
  )
  .get('/states/:stateCode/cities/:city', validate('param', cityParamSchema), edgeCache(EDGE_SECONDS), async (c) => {
    const { stateCode, city } = c.req.valid('param');
    const page = await getCityPage(c.get('db'), stateCode, city, CITY_PAGE_LISTINGS, (p) => c.executionCtx.waitUntil(p));
    return c.json(page, 200);
  })
  .get('/featured', validate('query', featuredQuerySchema), edgeCache(300), async (c) => {
    const facilities = await listFeaturedFacilities(c.get('db'), c.req.valid('query').limit, new Date());
    return c.json({ facilities }, 200);
  })
  .get('/:id', validate('param', facilityIdSchema), edgeCache(EDGE_SECONDS), async (c) => {
    const db = c.get('db');
    const facility = await getPublishedFacility(db, c.req.valid('param').id);
    if (!facility) throw new ApiError('not_found', 'Facility not found.');
    const [others, services] = await Promise.all([
      listPublishedFacilitiesInState(db, facility.state, 3, facility.id),
      listFacilityServices(db, facility.id),
    ]);
    return c.json({ facility, others, services }, 200);
  });
