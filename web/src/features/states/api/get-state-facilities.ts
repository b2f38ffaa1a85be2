import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { ApiRequestError, isAbortError, toApiRequestError } from '../../../lib/api-error';

const endpoint = api.facility.public.states[':stateCode'].facilities;

/** `{state, facilities, total}`: the state as resolved by the API, and its best-rated facilities. */
export type StateFacilities = InferResponseType<typeof endpoint.$get, 200>;

/** Product spec §9: the state page asks for 100 facilities (and shows 6). */
const LIMIT = '100';

async function getStateFacilities(stateCode: string, signal: AbortSignal): Promise<StateFacilities> {
  const response = await endpoint.$get({ param: { stateCode }, query: { limit: LIMIT } }, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}

export type StatePageStatus =
  | { kind: 'loading' }
  | { kind: 'done'; data: StateFacilities }
  /** The API knows no state by that code, name or hyphenated name (404), or the value is malformed (400). */
  | { kind: 'not-found' }
  /** Spec §4/§8: the page still shows, with no facilities and fallback statistics. */
  | { kind: 'failed'; error: ApiRequestError };

/** Accepts a two-letter code, a full name or a hyphenated lower-case name: the API resolves all three. */
export function useStateFacilities(stateCode: string): StatePageStatus {
  const [settled, setSettled] = useState<{ key: string; status: StatePageStatus } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getStateFacilities(stateCode, controller.signal).then(
      (data) => setSettled({ key: stateCode, status: { kind: 'done', data } }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          setSettled({ key: stateCode, status: { kind: 'not-found' } });
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const failure = error instanceof ApiRequestError ? error : new ApiRequestError(message, 0);
        setSettled({ key: stateCode, status: { kind: 'failed', error: failure } });
      },
    );
    return () => controller.abort();
  }, [stateCode]);

  // A result for another state (the visitor followed a link between state pages) is never shown.
  return settled?.key === stateCode ? settled.status : { kind: 'loading' };
}
