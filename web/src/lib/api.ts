import type { InferResponseType } from 'hono/client';
import type { Api } from './api-client';

export type { Api } from './api-client';

/**
 * `load`'s client, loaded with its first call: each property read names a step of the path, and a
 * call loads the client (a chunk of its own) and makes it there. Every call of the API's client
 * returns a promise, so the caller sees no difference; a page the Worker rendered calls nothing
 * while it hydrates, so the client stays out of its first JavaScript.
 */
export function loadedOnCall<T>(load: () => Promise<unknown>, path: readonly string[] = []): T {
  return new Proxy(() => undefined, {
    // Not a promise itself (await, Promise.resolve), and nothing for a symbol (a console, a test).
    get: (_, key) => (typeof key === 'symbol' || key === 'then' ? undefined : loadedOnCall(load, [...path, key])),
    apply: (_, __, args: unknown[]) => {
      const method = path.at(-1)!;
      // An address is answered at once, which a client still loading cannot do.
      if (method === '$url' || method === '$path') throw new Error(`${method}() needs a loaded client (lib/api-client)`);
      return load().then((client) => {
        const owner = path.slice(0, -1).reduce<unknown>((step, key) => Reflect.get(step as object, key), client);
        return Reflect.apply(Reflect.get(owner as object, method) as (...a: unknown[]) => unknown, owner, args);
      });
    },
  }) as T;
}

let loadedClient: Promise<Api> | null = null;

/**
 * The only way the SPA talks to the Worker: typed from the Worker's own routes, its code (Hono's
 * client, 2.1 KB gzip) loaded with the first call.
 */
export const api = loadedOnCall<Api>(() =>
  (loadedClient ??= import('./api-client').then(
    (module) => module.apiClient('/'),
    (error: unknown) => {
      // Offline, say: the next call tries again.
      loadedClient = null;
      throw error;
    },
  )),
);

/**
 * What the Worker's page renderer hands every loader as React Router's `context`: a client of the
 * same API whose calls run in-process, in the page's own request (web/src/entry-server.tsx).
 */
export interface ServerLoadContext {
  api: Api;
}

/** The client a loader calls: the server's in-process one while rendering a page there, else `api`. */
export function apiFor(context: unknown): Api {
  return (context as Partial<ServerLoadContext> | null | undefined)?.api ?? api;
}

export type SearchResult = InferResponseType<typeof api.facility.public.search.$get, 200>;
