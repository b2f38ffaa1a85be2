import { loadStates, loadTaxonomy, once } from '../../lib/reference-data';
import type { SelectOption } from '../form-fields/form-fields';

/** The lead form offers the first 8 addiction types (product spec §9). */
const LEAD_ADDICTION_COUNT = 8;

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
      addictions: taxonomy.addiction_types.slice(0, LEAD_ADDICTION_COUNT).map((a) => ({ value: a.id, label: a.name })),
    };
  } catch {
    return { states: [], addictions: [] };
  }
});
