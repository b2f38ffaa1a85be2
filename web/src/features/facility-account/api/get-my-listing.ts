import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError, type ApiRequestError } from '../../../lib/api-error';
import { asApiError } from '../../../lib/session';

export type MyAccount = InferResponseType<typeof api.facility.me.$get, 200>;
export type MyListing = NonNullable<MyAccount['listing']>;

export type MyAccountStatus =
  | { kind: 'loading' }
  | { kind: 'done'; data: MyAccount }
  /** The session ended while the page was open. */
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: ApiRequestError };

export function useMyAccount(): MyAccountStatus {
  const [status, setStatus] = useState<MyAccountStatus>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.facility.me
      .$get(undefined, { init: { signal: controller.signal } })
      .then(async (response) => {
        if (!response.ok) throw await toApiRequestError(response);
        return response.json();
      })
      .then(
        (data) => setStatus({ kind: 'done', data }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          const failure = asApiError(error);
          setStatus(failure.status === 401 ? { kind: 'signed-out' } : { kind: 'failed', error: failure });
        },
      );
    return () => controller.abort();
  }, []);
  return status;
}
