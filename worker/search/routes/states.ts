import { listStates } from '../queries/places';
import { newRouter } from '../../lib/router';
import { edgeCache } from '../../lib/edge-cache';
import { countFacilitiesByState } from '../service';
import { route } from '../../lib/openapi';

export const stateRoutes = newRouter().get('/', route({ summary: 'The states', 200: 'Every state with its count of listings.' }), edgeCache(300), async (c) => {
  const db = c.get('db');
  const [states, counts] = await Promise.all([
    listStates(db),
    countFacilitiesByState(db, (p) => c.executionCtx.waitUntil(p)),
  ]);
  return c.json(
    states.map((s) => ({ ...s, facilities: counts.get(s.code) ?? 0 })),
    200,
  );
});
