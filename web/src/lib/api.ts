import { hc, type InferResponseType } from 'hono/client';
import type { AppType } from '../../../worker/index';

/** The only way the SPA talks to the Worker: typed from the Worker's own routes. */
export const api = hc<AppType>('/').api;

export type SearchResult = InferResponseType<typeof api.facility.public.search.$get, 200>;
