import {
  getPublishedFacility,
  listFeaturedFacilities,
  listPublishedFacilitiesInState,
} from '../queries/facilities';
import { listFacilityServices } from '../queries/services';
import { findState } from '../../search/queries/places';
import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { getCityPage, listCityPagesInState } from '../../search/city-service';
import {
  cityParamSchema,
  facilityIdSchema,
  featuredQuerySchema,
  stateFacilitiesQuerySchema,
  stateParamSchema,
} from '../../search/schemas/search';
import { countFacilitiesByState } from '../../search/service';
import { route } from '../../lib/openapi';
import { listingVerification } from '../../verification/listing-verification';

const EDGE_SECONDS = 60;

/** The listings a city page shows (the rest are a search away). */
const CITY_PAGE_LISTINGS = 24;

/** Public, read-only facility endpoints (no session); the search under the same prefix is search/routes/search.ts. */
export const publicFacilityRoutes = newRouter()
  .get(
    '/states/:stateCode/facilities',
    route({ summary: 'A state’s listings', 200: 'The state, one page of its listings, their total and its cities.', errors: ['not_found'] }),
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
  .get('/states/:stateCode/cities/:city', route({ summary: 'A city’s listings', 200: 'The listings a city page shows.', errors: ['not_found'] }), validate('param', cityParamSchema), edgeCache(EDGE_SECONDS), async (c) => {
    const { stateCode, city } = c.req.valid('param');
    const page = await getCityPage(c.get('db'), stateCode, city, CITY_PAGE_LISTINGS, (p) => c.executionCtx.waitUntil(p));
    return c.json(page, 200);
  })
  .get('/featured', route({ summary: 'Featured listings', 200: 'The featured listings.' }), validate('query', featuredQuerySchema), edgeCache(300), async (c) => {
    const facilities = await listFeaturedFacilities(c.get('db'), c.req.valid('query').limit, new Date());
    return c.json({ facilities }, 200);
  })
  .get(
    '/:id',
    route({
      summary: 'One published listing',
      description: 'With `verification`: our staff’s checks of it (decision 029). `verified` only after a check that confirmed or corrected it within 12 months, with none since that found it closed or its number wrong, and the listing not unreachable (not reached twice, a week or more apart, nothing confirmed since).',
      200: 'The listing, others nearby, its services and its verification.',
      errors: ['not_found'],
    }),
    validate('param', facilityIdSchema),
    edgeCache(EDGE_SECONDS),
    async (c) => {
      const db = c.get('db');
      const facility = await getPublishedFacility(db, c.req.valid('param').id);
      if (!facility) throw new ApiError('not_found', 'Facility not found.');
      const [others, services, verification] = await Promise.all([
        listPublishedFacilitiesInState(db, facility.state, 3, facility.id),
        listFacilityServices(db, facility.id),
        listingVerification(db, facility.id, new Date()),
      ]);
      return c.json({ facility, others, services, verification }, 200);
    },
  );
