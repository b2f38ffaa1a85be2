import { hc, type InferResponseType } from 'hono/client';
import type { AppType } from '../../../worker/app';

/** The only way the SPA talks to the Worker: typed from the Worker's own routes. */
export const api = hc<AppType>('/').api;

export type Api = typeof api;

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
