import { loadTaxonomy } from '../../../lib/reference-data';

export interface ListedInsurer {
  /** The search filter id (/search?insurance=id). */
  id: string;
  name: string;
}

/** Payment options in the taxonomy's insurance list; the page covers them under "No insurance?". */
const PAYMENT_OPTIONS = new Set(['private-pay', 'financing-available']);

/** The insurers listings can be filtered by; on failure an empty list (the page still lists others). */
export async function getListedInsurers(context?: unknown): Promise<ListedInsurer[]> {
  try {
    return (await loadTaxonomy(context)).insurance.filter((i) => !PAYMENT_OPTIONS.has(i.id));
  } catch {
    return [];
  }
}
