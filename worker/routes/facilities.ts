import {
  getPublishedFacility,
  listFeaturedFacilities,
  listOtherFacilitiesInState,
  listPublishedFacilitiesInState,
} from '../db/facilities';
import { findState } from '../db/places';
import { newRouter } from '../lib/router';
import { edgeCache } from '../lib/edge-cache';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { facilityIdSchema, featuredQuerySchema, searchQuerySchema, stateFacilitiesQuerySchema, stateParamSchema } from '../schemas/search';
import { searchFacilities } from '../search/service';

const EDGE_SECONDS = 60;

/** Public, read-only facility endpoints (no session). */
export const publicFacilityRoutes = newRouter()
  .get('/search', edgeCache(EDGE_SECONDS), validate('query', searchQuerySchema), async (c) => {
    const result = await searchFacilities(c.get('db'), c.req.valid('query'), (p) => c.executionCtx.waitUntil(p));
    return c.json(result, 200);
  })
  .get(
    '/states/:stateCode/facilities',
    edgeCache(EDGE_SECONDS),
    validate('param', stateParamSchema),
    validate('query', stateFacilitiesQuerySchema),
    async (c) => {
      const db = c.get('db');
      const state = await findState(db, c.req.valid('param').stateCode);
      if (!state) throw new ApiError('not_found', 'State not found.');
      const { facilities, total } = await listPublishedFacilitiesInState(db, state.code, c.req.valid('query').limit);
      return c.json({ state, facilities, total }, 200);
    },
  )
  .get('/featured', edgeCache(300), validate('query', featuredQuerySchema), async (c) => {
    const facilities = await listFeaturedFacilities(c.get('db'), c.req.valid('query').limit, new Date());
    return c.json({ facilities }, 200);
  })
  .get('/:id', edgeCache(EDGE_SECONDS), validate('param', facilityIdSchema), async (c) => {
    const db = c.get('db');
    const facility = await getPublishedFacility(db, c.req.valid('param').id);
    if (!facility) throw new ApiError('not_found', 'Facility not found.');
    const others = await listOtherFacilitiesInState(db, facility.state, facility.id, 3);
    return c.json({ facility, others }, 200);
  });
