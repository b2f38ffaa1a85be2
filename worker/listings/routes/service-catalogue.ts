import { edgeCache } from '../../lib/edge-cache';
import { newRouter } from '../../lib/router';
import { serviceChoices } from '../queries/service-catalogue';
import { route } from '../../lib/openapi';

/** The services a listing can say it offers, by category (signup's "What you offer", Manage Listing). */
export const serviceCatalogueRoutes = newRouter().get('/', route({ summary: 'The services a listing can offer', 200: 'The service categories and their services.' }), edgeCache(3600), async (c) => {
  return c.json({ categories: await serviceChoices(c.get('db')) }, 200);
});
