import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError } from '../../../lib/api-error';
import type { InferResponseType } from 'hono/client';

export type StateSummary = InferResponseType<typeof api.states.$get, 200>[number];

async function getStates(signal: AbortSignal): Promise<StateSummary[]> {
  const response = await api.states.$get(undefined, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}

/** The 50 states (by name) for the hero's dropdown; empty until loaded or if the call fails. */
export function useStates(): StateSummary[] {
  const [states, setStates] = useState<StateSummary[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getStates(controller.signal).then(setStates, (error: unknown) => {
      // The dropdown is optional: the form still searches by text without it.
      if (!isAbortError(error)) console.warn('Could not load the list of states.', error);
    });
    return () => controller.abort();
  }, []);
  return states;
}
