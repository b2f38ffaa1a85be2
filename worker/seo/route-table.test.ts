import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED, notFoundRoute, publicRoutes, sourceOf, spanishRoutes } from '../../web/src/app/public-routes';
import { routes } from '../../web/src/app/routes';

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

  it('leaves every account, dashboard and back-office route to the browser', () => {
    const publicPaths = new Set(paths([...publicRoutes, spanishRoutes, notFoundRoute]));
    for (const path of paths(routes).filter((p) => !publicPaths.has(p))) expect(CLIENT_RENDERED.test(path), path).toBe(true);
  });
});
