import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from './api';

export type DemoAccounts = InferResponseType<(typeof api)['demo-accounts']['$get'], 200>;

/**
 * The demo credentials, only while the deployment's demo mode is on: the Worker answers 404
 * otherwise, and then (or on any failure) this is null and no demo button or hint is shown.
 * No credential is ever part of the page's own code.
 */
export async function getDemoAccounts(signal?: AbortSignal, context?: unknown): Promise<DemoAccounts | null> {
  try {
    const response = await apiFor(context)['demo-accounts'].$get(undefined, { init: { signal } });
    return response.status === 200 ? await response.json() : null;
  } catch {
    return null;
  }
}
