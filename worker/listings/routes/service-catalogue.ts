import { edgeCache } from '../../lib/edge-cache';
import { newRouter } from '../../lib/router';
import { serviceChoices } from '../queries/service-catalogue';

/** The services a listing can say it offers, by category (signup's "What you offer", Manage Listing). */
export const serviceCatalogueRoutes = newRouter().get('/', edgeCache(3600), async (c) => {
  return c.json({ categories: await serviceChoices(c.get('db')) }, 200);
});
