import { getTaxonomy } from '../queries/taxonomy';
import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';

export const taxonomyRoutes = newRouter().get('/', edgeCache(3600), async (c) => {
  return c.json(await getTaxonomy(c.get('db')), 200);
});
