import type { SearchAnswer } from '../api/search-facilities';
import type { SearchState } from './search-params';

// What the visitor asked for, by the names the cards carry: a card shows those first, so a filter
// the visitor set is never hidden under "+5 more" (issue 45).

/** The taxonomy names the search filters by: what the words were read as, and the sidebar's ticks. */
export function askedNames(result: SearchAnswer, search: SearchState): Set<string> {
  const ticked = (list: 'treatment_types' | 'specializations' | 'insurance', values: string[]) =>
    result.facets[list].filter((f) => values.includes(f.value)).map((f) => f.name);
  return new Set([
    ...result.understood.filter((u) => u.kind === 'term').map((u) => u.label),
    ...ticked('treatment_types', search.treatmentTypes),
    ...ticked('specializations', search.specializations),
    ...ticked('insurance', search.insurance),
  ]);
}

/** `items` with the asked ones first, each group in its own order. */
export const askedFirst = (items: readonly string[], asked: ReadonlySet<string>): string[] => [
  ...items.filter((item) => asked.has(item)),
  ...items.filter((item) => !asked.has(item)),
];
