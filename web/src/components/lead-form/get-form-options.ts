import { loadStates, loadTaxonomy, once } from '../../lib/reference-data';
import type { SelectOption } from '../form-fields/form-fields';
import { LEAD_FORM_ADDICTIONS } from '../../../../worker/visitor-requests/schemas/visitor-request-values';


export interface LeadFormOptions {
  states: SelectOption[];
  addictions: SelectOption[];
}

async function load(context?: unknown): Promise<LeadFormOptions> {
  try {
    const [states, taxonomy] = await Promise.all([loadStates(context), loadTaxonomy(context)]);
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
}

const inBrowser = once(() => load());

/**
 * The state and addiction choices: in the browser one promise per page life; given a loader's
 * `context` on the server, that page's (so its HTML offers them to a visitor without script). Empty
 * lists when they cannot be had (both questions are optional, and the form sends without them).
 */
export const getLeadFormOptions = (context?: unknown): Promise<LeadFormOptions> => (context ? load(context) : inBrowser());
