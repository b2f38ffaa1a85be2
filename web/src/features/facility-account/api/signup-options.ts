import { loadStates, loadTaxonomy, type Option } from '../../../lib/reference-data';

export interface SignupOptions {
  states: Array<{ code: string; name: string }>;
  treatmentTypes: Option[];
  /** The first 10 addiction types (spec §9). */
  specializations: Option[];
  /** Asked by Manage Listing only: the wizard leaves insurance for later. */
  insurance: Option[];
}

/** The lists the wizard offers: states (step 3), treatment types and specializations (step 4). */
export async function getSignupOptions(): Promise<SignupOptions> {
  const [taxonomy, states] = await Promise.all([loadTaxonomy(), loadStates()]);
  return {
    states: states.map(({ code, name }) => ({ code, name })),
    treatmentTypes: taxonomy.treatment_types,
    specializations: taxonomy.addiction_types.slice(0, 10),
    insurance: taxonomy.insurance,
  };
}
