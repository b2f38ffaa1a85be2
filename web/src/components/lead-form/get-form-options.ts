import { loadStates, loadTaxonomy, once } from '../../lib/reference-data';
import type { SelectOption } from '../form-fields/form-fields';
import { LEAD_FORM_ADDICTIONS } from '../../../../worker/inquiries/schemas/visitor-request-values';


export interface LeadFormOptions {
  states: SelectOption[];
  addictions: SelectOption[];
}

/**
 * The state and addiction choices, one promise per page life; empty lists when they cannot be had
 * (both questions are optional, and the form sends without them).
 */
export const getLeadFormOptions = once(async (): Promise<LeadFormOptions> => {
  try {
    const [states, taxonomy] = await Promise.all([loadStates(), loadTaxonomy()]);
    return {
      states: states.map((s) => ({ value: s.code, label: s.name })),
      // The first 8 (product spec §9), then "Other" and "Not sure": the ones the Worker takes.
      addictions: [
        ...taxonomy.addiction_types.slice(0, LEAD_FORM_ADDICTIONS.first),
        ...LEAD_FORM_ADDICTIONS.after.flatMap((id) => taxonomy.addiction_types.filter((a) => a.id === id)),
      ].map((a) => ({ value: a.id, label: a.name })),
    };
  } catch {
    return { states: [], addictions: [] };
  }
});
