import type { SearchResult } from '../../../lib/api';
import type { SearchAnswer } from '../api/search-facilities';
import { FILTER_LISTS, type FilterList, type SearchState } from './search-params';

// What the search box understood is the page's visible state: the State select shows the state
// it read, and the boxes of the treatment types, insurers and services it read are ticked. Each
// such box remembers the words it came from, so unticking it removes them from the text.

export type Understanding = SearchResult['understood'][number];

export interface UnderstoodControls {
  /** The state the text named, as a code; '' when none. */
  state: string;
  /** `${list}:${id}` of each box the text ticked, with what it was read from. */
  ticked: Map<string, Understanding>;
}

const LIST_OF = { treatment_types: 'treatmentTypes', specializations: 'specializations', insurance: 'insurance' } as const;

export function understoodControls(result: SearchAnswer | null): UnderstoodControls {
  const ticked = new Map<string, Understanding>();
  let state = '';
  for (const u of result?.understood ?? []) {
    if (u.filter === 'state') {
      state = result!.facets.state.find((o) => o.name === u.label)?.value ?? '';
    } else if (u.filter.startsWith('services:')) {
      const group = u.filter.slice('services:'.length) as keyof SearchResult['facets']['services'];
      const option = result!.facets.services[group]?.find((o) => o.name === u.label);
      if (option) ticked.set(`services:${option.value}`, u);
    } else if (u.filter in LIST_OF) {
      const facet = u.filter as keyof typeof LIST_OF;
      const option = result!.facets[facet].find((o) => o.name === u.label);
      if (option) ticked.set(`${LIST_OF[facet]}:${option.value}`, u);
    }
  }
  return { state, ticked };
}

/** The search as the controls show it: what the URL says, with what the text was read as. */
export function withUnderstood(search: SearchState, controls: UnderstoodControls): SearchState {
  const shown: SearchState = { ...search, state: search.state || controls.state };
  const keys = [...controls.ticked.keys()];
  for (const list of FILTER_LISTS) {
    const read = keys.filter((k) => k.startsWith(`${list}:`)).map((k) => k.slice(list.length + 1));
    shown[list] = [...new Set([...search[list], ...read])];
  }
  return shown;
}

/** The understood words a box stands for, when unticking it must take them out of the text. */
export function understoodBox(controls: UnderstoodControls, list: FilterList, id: string): Understanding | undefined {
  return controls.ticked.get(`${list}:${id}`);
}

/** Choosing a state: choosing "All states" over a state the text named takes the state's words out. */
export function stateChosen(search: SearchState, controls: UnderstoodControls, result: SearchAnswer | null, state: string): Partial<SearchState> {
  return !state && controls.state && !search.state ? { state, q: result!.understood.find((u) => u.filter === 'state')!.without } : { state };
}

/** Ticking or unticking a box: unticking one the text ticked takes its words out. */
export function boxToggled(search: SearchState, controls: UnderstoodControls, list: FilterList, id: string, checked: boolean): Partial<SearchState> {
  const typed = checked ? undefined : understoodBox(controls, list, id);
  return {
    [list]: checked ? [...search[list], id] : search[list].filter((value) => value !== id),
    ...(typed ? { q: typed.without } : {}),
  };
}
