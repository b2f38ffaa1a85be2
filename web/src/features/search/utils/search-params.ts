import { msg } from '@lingui/core/macro';
import type { SortKey } from '../../../../../worker/search/schemas/search';
import { paths } from '../../../config/paths';
import type { SearchResult } from '../../../lib/api';
import type { TextId } from '../../../lib/i18n/translator';
import type { SearchApiQuery } from '../api/search-facilities';

// The address bar is the search: every control reads from and writes to the URL, so Back works and
// any search can be shared. This module is the one mapping between the two.

export const PAGE_SIZE = 20;
export const DEFAULT_RADIUS = 50;
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250, 500] as const;
const MAX_RADIUS = 500;

export const SORT_OPTIONS: ReadonlyArray<{ value: SortKey; label: TextId; needsZip?: true }> = [
  { value: 'relevance', label: msg`Relevance` },
  { value: 'rating', label: msg`Highest Rated` },
  { value: 'name', label: msg`Name A-Z` },
  { value: 'state', label: msg`State` },
  { value: 'distance', label: msg`Distance`, needsZip: true },
];

export type FilterList = 'treatmentTypes' | 'specializations' | 'insurance' | 'services';

/** A folded group of the national locator's services in the sidebar. */
export type ServiceFacet = keyof SearchResult['facets']['services'];
/** A folded group drawn open for a visitor without script (`?show=medications`). */
export const SHOW_PARAM = 'show';
export const FILTER_LISTS: readonly FilterList[] = ['treatmentTypes', 'specializations', 'insurance', 'services'];

/** URL (and API) parameter name of each checkbox list (a form's boxes send one each, which reads back the same). */
export const LIST_PARAM: Record<FilterList, 'treatment_types' | 'specializations' | 'insurance' | 'services'> = {
  treatmentTypes: 'treatment_types',
  specializations: 'specializations',
  insurance: 'insurance',
  services: 'services',
};

export interface SearchState {
  q: string;
  /** Two-letter code, or '' for every state. */
  state: string;
  treatmentTypes: string[];
  specializations: string[];
  insurance: string[];
  /** The locator services ticked in the sidebar's groups (medications, payment...), by slug. */
  services: string[];
  /** As typed: the API says whether it is a ZIP it knows (and the page shows that beside the input). */
  zip: string;
  /**
   * Miles around the ZIP, the city the text names or the visitor; null for the place's own default
   * (the API's: 50 around a ZIP or the visitor, 30 around a city).
   */
  radius: number | null;
  /** Search around the visitor's approximate location: asked for, never assumed. */
  near: boolean;
  sort: SortKey;
  page: number;
  /** Search the words as typed, without the Worker's spelling corrections. */
  asTyped: boolean;
  /** Only listings accepting new patients, confirmed in the last 14 days (absent when off). */
  accepting?: boolean;
}

export const EMPTY_SEARCH: SearchState = {
  q: '',
  state: '',
  treatmentTypes: [],
  specializations: [],
  insurance: [],
  services: [],
  zip: '',
  radius: null,
  near: false,
  sort: 'relevance',
  page: 1,
  asTyped: false,
};

function readList(params: URLSearchParams, ...names: string[]): string[] {
  const ids = names.flatMap((name) => params.getAll(name).flatMap((value) => value.split(',')));
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

function readInt(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function isSort(value: string | null): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** The search a URL describes. Values the page cannot act on fall back to their defaults. */
export function readSearch(params: URLSearchParams): SearchState {
  const zip = (params.get('zip') ?? '').trim();
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    state: (params.get('state') ?? '').trim().toUpperCase(),
    // `treatment` is the spec's own parameter (the /treatment-types cards link to ?treatment=detox).
    treatmentTypes: readList(params, 'treatment_types', 'treatment'),
    specializations: readList(params, 'specializations'),
    insurance: readList(params, 'insurance'),
    services: readList(params, 'services'),
    zip,
    radius: readInt(params.get('radius'), 1, MAX_RADIUS),
    near: params.get('near') === 'me',
    sort: isSort(sort) && (sort !== 'distance' || zip !== '' || params.get('near') === 'me') ? sort : 'relevance',
    page: readInt(params.get('page'), 1, 10_000) ?? 1,
    asTyped: params.get('as_typed') === '1',
    ...(params.get('accepting') === '1' ? { accepting: true } : {}),
  };
}

/** The URL query for a search, leaving out whatever is at its default. */
export function writeSearch(search: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.state) params.set('state', search.state);
  for (const list of FILTER_LISTS) {
    if (search[list].length > 0) params.set(LIST_PARAM[list], search[list].join(','));
  }
  if (search.accepting) params.set('accepting', '1');
  if (search.zip) params.set('zip', search.zip);
  if (search.near) params.set('near', 'me');
  const radius = radiusOf(search);
  if (radius !== null) params.set('radius', String(radius));
  if (search.sort !== 'relevance' && (search.sort !== 'distance' || search.zip || search.near)) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  if (search.asTyped && q) params.set('as_typed', '1');
  return params;
}

/**
 * The radius the URL carries: around a ZIP (its default when none was chosen, so the address says
 * it), or a chosen one around the visitor or a place the text may name; none with nothing to
 * measure from.
 */
function radiusOf(search: SearchState): number | null {
  if (search.zip) return search.radius ?? DEFAULT_RADIUS;
  return search.near || search.q.trim() ? search.radius : null;
}

/** The address of a search: what a link to it, or a form that asks for it, leads to. */
export function searchHref(search: SearchState): string {
  return paths.search.getHref(writeSearch(search).toString());
}

/**
 * The URL's parameters for a search except `names`: the hidden inputs a form that sets only those
 * carries, so that sending it without script keeps the rest of the search.
 */
export function paramsExcept(search: SearchState, names: readonly string[]): Array<[name: string, value: string]> {
  return [...writeSearch(search)].filter(([name]) => !names.includes(name));
}

/** The API's query for a search (the page size is the API's default, 20). */
export function toApiQuery(search: SearchState): SearchApiQuery {
  const query: SearchApiQuery = {};
  const q = search.q.trim();
  if (q) query.q = q;
  if (search.state) query.state = search.state;
  for (const list of FILTER_LISTS) {
    if (search[list].length > 0) query[LIST_PARAM[list]] = search[list].join(',');
  }
  if (search.accepting) query.accepting = '1';
  if (search.zip) query.zip = search.zip;
  if (search.near) query.near = 'me';
  const radius = radiusOf(search);
  if (radius !== null) query.radius = String(radius);
  if (search.sort !== 'relevance') query.sort = search.sort;
  if (search.page > 1) query.page = String(search.page);
  if (search.asTyped && q) query.as_typed = '1';
  return query;
}

/** Number of active filters for the sidebar's badge: the state counts 1, each ticked box 1. */
export function countFilters(search: SearchState): number {
  return (search.state ? 1 : 0) + (search.accepting ? 1 : 0) + FILTER_LISTS.reduce((sum, list) => sum + search[list].length, 0);
}
