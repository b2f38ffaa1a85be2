import { t as translate } from '@lingui/core/macro';
import type { Translator } from '../../../lib/i18n/translator';
import type { FacetOption, SearchAnswer } from '../api/search-facilities';
import { DEFAULT_RADIUS, FILTER_LISTS, type SearchState } from './search-params';

/** One active filter, removable. */
export interface Chip {
  key: string;
  /** In the page's language... */
  label: string;
  /** ...unless it is a name shown as written. */
  lang?: 'en';
  /** The name the Worker gave it (English), by which chips that say the same are told apart. */
  name: string;
  /** The search without it. */
  to: string;
}

/**
 * Chips for the search text, what it was read as (each removes its own words), the ZIP, the state
 * and every ticked box, named from the facets.
 */
export function buildChips(
  { i18n, term }: Translator,
  search: SearchState,
  result: SearchAnswer | null,
  without: (patch: Partial<SearchState>) => string,
): Chip[] {
  const facets = result?.facets ?? null;
  const nameOf = (options: FacetOption[] | undefined, value: string) =>
    options?.find((option) => option.value === value)?.name ?? value;
  const named = (key: string, name: string, to: string): Chip => ({ key, name, to, ...term(name), label: term(name).text });
  const chips: Chip[] = [];
  const q = search.q.trim();
  if (q) chips.push({ key: 'q', name: q, label: translate(i18n)`Search: ${{ words: q }}`, to: without({ q: '' }) });

  if (search.zip) {
    const label = translate(i18n)`Within ${{ miles: search.radius ?? DEFAULT_RADIUS }} mi of ${{ zip: search.zip }}`;
    chips.push({ key: 'zip', name: label, label, to: without({ zip: '', sort: search.sort === 'distance' ? 'relevance' : search.sort }) });
  }
  if (search.state) chips.push(named('state', nameOf(facets?.state, search.state), without({ state: '' })));
  // Named as the words that ask for it are, so a typed "accepting new patients" adds no second chip.
  if (search.accepting) chips.push(named('accepting', 'Accepting new patients', without({ accepting: false })));
  const facetOf = {
    treatmentTypes: facets?.treatment_types,
    specializations: facets?.specializations,
    insurance: facets?.insurance,
    services: facets ? Object.values(facets.services).flat() : undefined,
  };
  for (const list of FILTER_LISTS) {
    for (const id of search[list]) {
      chips.push(named(`${list}:${id}`, nameOf(facetOf[list], id), without({ [list]: search[list].filter((value) => value !== id) })));
    }
  }
  // What the words were read as, unless a ticked box already says the same.
  for (const u of result?.understood ?? []) {
    if (chips.some((chip) => chip.name === u.label)) continue;
    chips.push(named(`understood:${u.label}`, u.label, without({ q: u.without })));
  }
  return chips;
}
