import { edgeCache } from '../../lib/edge-cache';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { suggestQuerySchema } from '../schemas/suggest';
import { getSearchIndex } from '../index-store';
import { suggest } from '../engine/suggest';
import { route } from '../../lib/openapi';

/** Five minutes: suggestions name places, treatments and listings, which change seldom. */
const EDGE_SECONDS = 300;

/** Suggestions as the visitor types, from the in-memory index (one D1 row: its version). */
export const searchSuggestRoutes = newRouter().get(
  '/suggest',
  route({ summary: 'Search suggestions', 200: 'Suggestions for what was typed (none for nothing).' }),
  validate('query', suggestQuerySchema),
  edgeCache(EDGE_SECONDS),
  async (c) => {
    const { q } = c.req.valid('query');
    // Blank text suggests nothing, and costs nothing.
    if (!q.trim()) return c.json({ suggestions: [] }, 200);
    const index = await getSearchIndex(c.get('db'), (p) => c.executionCtx.waitUntil(p));
    return c.json({ suggestions: suggest(index, q) }, 200);
  },
);
