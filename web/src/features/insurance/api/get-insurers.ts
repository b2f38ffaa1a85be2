import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError } from '../../../lib/api-error';

export interface ListedInsurer {
  /** The search filter id (/search?insurance=id). */
  id: string;
  name: string;
}

/** Payment options in the taxonomy's insurance list; the page covers them under "No insurance?". */
const PAYMENT_OPTIONS = new Set(['private-pay', 'financing-available']);

async function getInsurers(signal: AbortSignal): Promise<ListedInsurer[]> {
  const response = await api.taxonomy.$get(undefined, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  const taxonomy = await response.json();
  return taxonomy.insurance.filter((i) => !PAYMENT_OPTIONS.has(i.id));
}

export type InsurersStatus = { kind: 'loading' } | { kind: 'done'; insurers: ListedInsurer[] };

/** The insurers listings can be filtered by; on failure an empty list (the page still lists others). */
export function useListedInsurers(): InsurersStatus {
  const [status, setStatus] = useState<InsurersStatus>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getInsurers(controller.signal).then(
      (insurers) => setStatus({ kind: 'done', insurers }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('Could not load the insurance list.', error);
        setStatus({ kind: 'done', insurers: [] });
      },
    );
    return () => controller.abort();
  }, []);
  return status;
}
