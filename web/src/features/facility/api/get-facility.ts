import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { ApiRequestError, isAbortError, toApiRequestError } from '../../../lib/api-error';

export type FacilityResponse = InferResponseType<(typeof api.facility.public)[':id']['$get'], 200>;
export type FacilityRecord = FacilityResponse['facility'];

export async function getFacility(id: string, signal?: AbortSignal): Promise<FacilityResponse> {
  const response = await api.facility.public[':id'].$get({ param: { id } }, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}

export type FacilityStatus =
  | { kind: 'loading' }
  | { kind: 'done'; data: FacilityResponse }
  /** Unknown, unpublished or malformed id: the API's 404 or 400. */
  | { kind: 'not-found' }
  | { kind: 'failed'; error: ApiRequestError };

export function useFacility(id: string): FacilityStatus {
  const [status, setStatus] = useState<FacilityStatus>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setStatus({ kind: 'loading' });
    getFacility(id, controller.signal).then(
      (data) => setStatus({ kind: 'done', data }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          setStatus({ kind: 'not-found' });
        } else {
          const message = error instanceof Error ? error.message : String(error);
          setStatus({ kind: 'failed', error: error instanceof ApiRequestError ? error : new ApiRequestError(message, 0) });
        }
      },
    );
    return () => controller.abort();
  }, [id]);

  return status;
}
