import { adminRouter } from '../../accounts/guards';
import { searchFacilitiesByName } from '../queries/facilities';
import { validate } from '../../lib/validate';
import { facilitySearchQuerySchema } from '../schemas/crm';
import { route } from '../../lib/openapi';

/** Listings to link a prospect to: up to ten whose name contains `q`, with their status in the directory. */
export const adminCrmFacilityRoutes = adminRouter().get('/', route({ summary: 'Find listings to link a prospect to', 200: 'The listings that match.' }), validate('query', facilitySearchQuerySchema), async (c) => {
  const items = await searchFacilitiesByName(c.get('db'), c.req.valid('query').q);
  return c.json({ items }, 200);
});
