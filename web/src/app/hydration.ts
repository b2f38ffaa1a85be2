import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';
import { ApiRequestError } from '../lib/api-error';
import { DEFERRED_FAILED, type DeferredFailure } from '../lib/deferred';

// The router state the Worker renders a page from travels to the browser as JSON, so the SPA
// hydrates from it without loading the data again. JSON has no promises and no error classes:
// deferred sections are settled before the render (the server waits for them, so the first HTML
// holds them) and errors are written as plain records and rebuilt here.

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'ApiRequestError'; message: string; status: number; code: string | null; fields: Record<string, string> };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** Awaits every promise a loader returned among its values (one level deep, as loaders return them). */
export async function settleDeferred(loaderData: Record<string, unknown>): Promise<void> {
  await Promise.all(
    Object.values(loaderData).map(async (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const record = value as Record<string, unknown>;
      await Promise.all(
        Object.entries(record).map(async ([key, item]) => {
          if (!isThenable(item)) return;
          try {
            record[key] = await item;
          } catch (error) {
            const { message, status } = serializeError(error) as { message?: string; status: number };
            record[key] = { [DEFERRED_FAILED]: { message: message ?? 'Not found.', status } } satisfies DeferredFailure;
          }
        }),
      );
    }),
  );
}

function serializeError(error: unknown): SerializedError {
  if (isRouteErrorResponse(error)) {
    return { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data };
  }
  const api = error instanceof ApiRequestError ? error : null;
  return {
    __type: 'ApiRequestError',
    message: api?.message ?? 'Something went wrong on our side. Please try again.',
    status: api?.status ?? 500,
    code: api?.code ?? null,
    fields: { ...(api?.fields ?? {}) },
  };
}

export function deserializeError(error: unknown): unknown {
  const e = error as SerializedError;
  if (e?.__type === 'RouteErrorResponse') return new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data);
  if (e?.__type === 'ApiRequestError') return new ApiRequestError(e.message, e.status, e.code, e.fields);
  return error;
}

/** The router state as the JSON the page carries (`<` escaped: it sits inside a script element). */
export function serializeHydration(state: Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>): string {
  const errors = state.errors ? Object.fromEntries(Object.entries(state.errors).map(([id, error]) => [id, serializeError(error)])) : null;
  // A form sent without script and refused comes back with what was typed (its action's data).
  return JSON.stringify({ loaderData: state.loaderData, actionData: state.actionData ?? null, errors }).replace(/</g, '\\u003c');
}

export function deserializeHydration(json: string): HydrationState {
  const parsed = JSON.parse(json) as {
    loaderData: Record<string, unknown>;
    actionData?: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  const errors = parsed.errors ? Object.fromEntries(Object.entries(parsed.errors).map(([id, error]) => [id, deserializeError(error)])) : null;
  return { loaderData: parsed.loaderData, actionData: parsed.actionData ?? null, errors };
}
