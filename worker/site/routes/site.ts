import { edgeCache } from '../../lib/edge-cache';
import { newRouter } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { route } from '../../lib/openapi';

export const siteRoutes = newRouter().get('/', route({ summary: 'The site’s configuration', 200: 'What the SPA needs to know of this deployment.' }), edgeCache(300), (c) => c.json(siteConfig(c.env), 200));
