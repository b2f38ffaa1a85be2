import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from './api';
import { ApiRequestError, isAbortError, toApiRequestError } from './api-error';

/** One state with its number of published facilities (GET /api/states); shared by every page that lists states. */
export type StateSummary = InferResponseType<typeof api.states.$get, 200>[number];

async function getStates(signal: AbortSignal): Promise<StateSummary[]> {
  const response = await api.states.$get(undefined, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}

export type StatesStatus =
  | { kind: 'loading' }
  | { kind: 'done'; states: StateSummary[] }
  | { kind: 'failed'; error: ApiRequestError };

export function useStateSummaries(): StatesStatus {
  const [status, setStatus] = useState<StatesStatus>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getStates(controller.signal).then(
      (states) => setStatus({ kind: 'done', states }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        setStatus({ kind: 'failed', error: error instanceof ApiRequestError ? error : new ApiRequestError(message, 0) });
      },
    );
    return () => controller.abort();
  }, []);
  return status;
}
