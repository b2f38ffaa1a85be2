import { edgeCache } from '../../lib/edge-cache';
import { newRouter } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';

export const siteRoutes = newRouter().get('/', edgeCache(300), (c) => c.json(siteConfig(c.env), 200));
