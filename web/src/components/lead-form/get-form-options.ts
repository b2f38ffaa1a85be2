import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { isAbortError, toApiRequestError } from '../../lib/api-error';
import type { SelectOption } from '../form-fields/form-fields';

type Taxonomy = InferResponseType<typeof api.taxonomy.$get, 200>;
type StateList = InferResponseType<typeof api.states.$get, 200>;

/** The lead form offers the first 8 addiction types (product spec §9). */
const LEAD_ADDICTION_COUNT = 8;

export interface LeadFormOptions {
  states: SelectOption[];
  addictions: SelectOption[];
}

async function getLeadFormOptions(signal: AbortSignal): Promise<LeadFormOptions> {
  const [statesResponse, taxonomyResponse] = await Promise.all([
    api.states.$get(undefined, { init: { signal } }),
    api.taxonomy.$get(undefined, { init: { signal } }),
  ]);
  if (!statesResponse.ok) throw await toApiRequestError(statesResponse);
  if (!taxonomyResponse.ok) throw await toApiRequestError(taxonomyResponse);
  const states: StateList = await statesResponse.json();
  const taxonomy: Taxonomy = await taxonomyResponse.json();
  return {
    states: states.map((s) => ({ value: s.code, label: s.name })),
    addictions: taxonomy.addiction_types.slice(0, LEAD_ADDICTION_COUNT).map((a) => ({ value: a.id, label: a.name })),
  };
}

/** The state and addiction choices; empty lists until loaded (both questions are optional). */
export function useLeadFormOptions(): LeadFormOptions {
  const [options, setOptions] = useState<LeadFormOptions>({ states: [], addictions: [] });
  useEffect(() => {
    const controller = new AbortController();
    getLeadFormOptions(controller.signal).then(setOptions, (error: unknown) => {
      // The form still sends without these two optional answers.
      if (!isAbortError(error)) console.warn('Could not load the state and addiction choices.', error);
    });
    return () => controller.abort();
  }, []);
  return options;
}
