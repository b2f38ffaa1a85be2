import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED, notFoundRoute, publicRoutes, signInRoutes, sourceOf, spanishRoutes } from '../../web/src/app/public-routes';
import { FORM_PAGES } from './page-renderer';
import { adminRoutes } from '../../web/src/app/admin-routes';
import { facilityRoutes } from '../../web/src/app/facility-routes';
import type { routes } from '../../web/src/app/routes';

// The one Worker test that reads the SPA's route table (so it is type-checked with the SPA's
// tsconfig, which knows the DOM): a new route is either rendered by the Worker, with its code and
// styles named, or left to the browser; it cannot be forgotten.

describe('the route table', () => {
  const paths = (list: typeof routes): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

  it('renders every public route on the server and names its code and styles', () => {
    for (const { id } of [...publicRoutes, notFoundRoute]) expect(sourceOf(id!), id).toMatch(/^src\/(features\/[a-z-]+\/components|app)\/[a-z-]+\.tsx$/);
    for (const path of paths(publicRoutes)) expect(CLIENT_RENDERED.test(path), path).toBe(false);
  });

  it('renders the Spanish pages from the same screens, under /es/', () => {
    const spanish = spanishRoutes.children ?? [];
    expect(spanish.length).toBeGreaterThan(1);
    for (const { id } of spanish) expect(sourceOf(id!), id).toMatch(/^src\/(features\/[a-z-]+\/components|app)\/[a-z-]+\.tsx$/);
    for (const path of paths([spanishRoutes])) expect(CLIENT_RENDERED.test(`/es/${path}`), path).toBe(false);
  });

  // A page's form posts to the page without script: the Worker takes a POST there only (decision 025).
  it('takes a post exactly at the pages whose routes have an action', async () => {
    const spanish = (spanishRoutes.children ?? []).map((r) => ({ ...r, path: r.index ? '/es' : `/es/${r.path}` }));
    const posted: string[] = [];
    for (const route of [...publicRoutes, ...signInRoutes, ...spanish]) {
      const module = typeof route.lazy === 'function' ? await route.lazy() : route;
      if (route.path && route.path !== '/es/*' && 'action' in module && module.action) posted.push(route.path);
    }
    expect(posted.sort()).toEqual([...FORM_PAGES].sort());
  });

  // The router adds an area's table when an address matches CLIENT_RENDERED and the area's prefix
  // (web/src/app/router.tsx): a route outside them would never be reached.
  it('leaves every account, dashboard and back-office route to the browser, each under its area', () => {
    for (const [prefix, table] of [['/facility-', facilityRoutes], ['/admin', adminRoutes]] as const) {
      const areaPaths = paths(table);
      expect(areaPaths.length).toBeGreaterThan(10);
      for (const path of areaPaths) expect([CLIENT_RENDERED.test(path), path.startsWith(prefix)], path).toEqual([true, true]);
    }
  });
});
