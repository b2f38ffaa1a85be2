import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { loadStates, loadTaxonomy, once, type Option } from '../../../lib/reference-data';

export type ServiceChoices = InferResponseType<(typeof api.facility)['service-catalogue']['$get'], 200>['categories'];

export interface SignupOptions {
  states: Array<{ code: string; name: string }>;
  treatmentTypes: Option[];
  /** What a listing treats and whom it serves: the one list search filters on (decision 016). */
  specializations: Option[];
  insurance: Option[];
  /** The services catalogue by category, as a listing can tick it. */
  services: ServiceChoices;
}

const loadServiceChoices = once(async () => (await apiJson(api.facility['service-catalogue'].$get())).categories);

/** The lists the listing's steps offer: states, treatment types, specializations, insurance and services. */
export async function getSignupOptions(): Promise<SignupOptions> {
  const [taxonomy, states, services] = await Promise.all([loadTaxonomy(), loadStates(), loadServiceChoices()]);
  return {
    states: states.map(({ code, name }) => ({ code, name })),
    treatmentTypes: taxonomy.treatment_types,
    specializations: taxonomy.specializations,
    insurance: taxonomy.insurance,
    services,
  };
}
