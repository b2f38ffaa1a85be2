import { z } from 'zod';
import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { rateLimit, type RateLimit } from '../../lib/rate-limit';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { renderRobots, renderSitemap } from '../sitemap';

/**
 * Building a sitemap part reads up to 40,000 listings (and a 404 for a part that does not exist is not
 * kept at the edge). A crawler reads a few parts now and then; counted only when built.
 */
const SITEMAPS_PER_CLIENT: RateLimit = {
  name: 'sitemap-client',
  limit: 30,
  windowSeconds: 600,
  message: (wait) => `Too many sitemap requests in a short while. Please wait ${wait}.`,
};

export const seoRoutes = newRouter()
  .get('/robots.txt', (c) => {
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(renderRobots(siteUrl(c.env)), 200);
  })
  .get(
    '/sitemap.xml',
    validate('query', z.object({ part: z.coerce.number().int().min(0).max(1000).optional() })),
    // A change shows within five minutes; a crawler's fetches in between cost no D1 read.
    edgeCache(300),
    rateLimit(SITEMAPS_PER_CLIENT),
    async (c) => {
      const xml = await renderSitemap(c.get('db'), siteUrl(c.env), c.req.valid('query').part ?? null, (p) =>
        c.executionCtx.waitUntil(p),
      );
      if (xml === null) throw new ApiError('not_found', 'There is no such sitemap part.');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('X-Robots-Tag', 'noindex');
      return c.body(xml, 200);
    },
  );
