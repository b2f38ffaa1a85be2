import { msg } from '@lingui/core/macro';
import type { SearchResult } from '../../../lib/api';
import type { TextId } from '../../../lib/i18n/translator';
import type { SearchAnswer } from '../api/search-facilities';
import type { FilterList, SearchState } from './search-params';

// When no center matches every filter, the Worker says which filter to remove to find some
// (`relax`): each suggestion is a link to the search without that one filter.

export type Relaxable = NonNullable<SearchResult['relax']>[number]['filter'];

/** Each filter's way back, as a whole sentence (so each translates whole). */
export const RELAX_LABEL = {
  state: msg`Remove the state filter`,
  treatment_types: msg`Remove the treatment type filter`,
  specializations: msg`Remove the specialization filter`,
  insurance: msg`Remove the insurance filter`,
  accepting: msg`Remove the accepting new patients filter`,
  'services:medications': msg`Remove the medications filter`,
  'services:payment': msg`Remove the payment filter`,
  'services:populations': msg`Remove the programs filter`,
  'services:ages': msg`Remove the ages filter`,
  'services:languages': msg`Remove the languages filter`,
} as const satisfies Record<Relaxable, TextId>;

const LIST_OF: Record<string, Exclude<FilterList, 'services'>> = {
  treatment_types: 'treatmentTypes',
  specializations: 'specializations',
  insurance: 'insurance',
};

/** The search without one filter: the boxes ticked for it, and the words that asked for it. */
export function relaxed(search: SearchState, result: SearchAnswer | null, filter: Relaxable): Partial<SearchState> {
  const typed = result?.understood.find((u) => u.filter === filter);
  const patch: Partial<SearchState> = { q: typed ? typed.without : search.q };
  if (filter === 'state') patch.state = '';
  else if (filter === 'accepting') patch.accepting = false;
  else if (filter.startsWith('services:')) {
    // One service group: its ticked boxes go, the other groups' stay.
    const group = filter.slice('services:'.length) as keyof SearchResult['facets']['services'];
    const inGroup = new Set(result?.facets.services[group]?.map((o) => o.value) ?? []);
    patch.services = search.services.filter((slug) => !inGroup.has(slug));
  } else if (LIST_OF[filter]) patch[LIST_OF[filter]] = [];
  return patch;
}
