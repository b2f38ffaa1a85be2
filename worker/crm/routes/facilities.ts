import { adminRouter } from '../../accounts/guards';
import { searchFacilitiesByName } from '../queries/facilities';
import { validate } from '../../lib/validate';
import { facilitySearchQuerySchema } from '../schemas/crm';

/** Listings to link a prospect to: up to ten whose name contains `q`, with their status in the directory. */
export const adminCrmFacilityRoutes = adminRouter().get('/', validate('query', facilitySearchQuerySchema), async (c) => {
  const items = await searchFacilitiesByName(c.get('db'), c.req.valid('query').q);
  return c.json({ items }, 200);
});
