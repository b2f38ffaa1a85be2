import { useCallback, useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError } from '../../../lib/api-error';

type Taxonomy = InferResponseType<typeof api.taxonomy.$get, 200>;
export type Option = { id: string; name: string };

export interface SignupOptions {
  states: Array<{ code: string; name: string }>;
  treatmentTypes: Option[];
  /** The first 10 addiction types (spec §9). */
  specializations: Option[];
}

export type SignupOptionsStatus = { kind: 'loading' } | { kind: 'done'; options: SignupOptions } | { kind: 'failed' };

async function loadOptions(signal: AbortSignal): Promise<SignupOptions> {
  const [taxonomyResponse, statesResponse] = await Promise.all([
    api.taxonomy.$get(undefined, { init: { signal } }),
    api.states.$get(undefined, { init: { signal } }),
  ]);
  if (!taxonomyResponse.ok) throw await toApiRequestError(taxonomyResponse);
  if (!statesResponse.ok) throw await toApiRequestError(statesResponse);
  const taxonomy: Taxonomy = await taxonomyResponse.json();
  const states = await statesResponse.json();
  return {
    states: states.map(({ code, name }) => ({ code, name })),
    treatmentTypes: taxonomy.treatment_types,
    specializations: taxonomy.addiction_types.slice(0, 10),
  };
}

/** The lists the wizard offers: states (step 3), treatment types and specializations (step 4). */
export function useSignupOptions(): { status: SignupOptionsStatus; reload: () => void } {
  const [status, setStatus] = useState<SignupOptionsStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setStatus({ kind: 'loading' });
    loadOptions(controller.signal).then(
      (options) => setStatus({ kind: 'done', options }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setStatus({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, reload };
}
