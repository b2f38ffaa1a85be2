import { getTaxonomy } from '../queries/taxonomy';
import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';
import { route } from '../../lib/openapi';

export const taxonomyRoutes = newRouter().get('/', route({ summary: 'The service taxonomy', 200: 'Every category and service a listing can name.' }), edgeCache(3600), async (c) => {
  return c.json(await getTaxonomy(c.get('db')), 200);
});
