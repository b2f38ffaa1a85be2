import type { Facility, FacilityCardRow } from '../../listings/queries/facilities';
import { ApiError } from '../../lib/errors';
import { CARD_FIELDS, type CardField, type SearchQuery } from '../schemas/search';
import { layoutOf, rowsHolding, type ListName } from '../index/bitsets';
import { positionOf } from './engine';
import { SERVICE_GROUPS, type SearchIndex, type ServiceGroup, type TaxonomyEntry } from '../index/index-codec';
import type { ParsedQuery } from '../understand/parse-query';

// Between a search request and the index's bitset rows: the rows its filters name, and what the
// answer says of rows (facets, and a result card's lists and services).

export interface FacetValue {
  value: string;
  name: string;
  count: number;
}

/** A result card, with the labels of the filterable services the listing offers. */
export type SearchFacility = Facility & { services: string[] };

/** A result as its card shows it (`view=card`). */
export type ResultCard = Pick<SearchFacility & { named?: true }, CardField>;
/** A search result: its card's fields always, the rest of the listing in the full view. */
export type SearchResultFacility = ResultCard & Partial<Omit<SearchFacility, CardField>>;

export function resultCard(facility: SearchResultFacility): ResultCard {
  return Object.fromEntries(CARD_FIELDS.filter((field) => field in facility).map((field) => [field, facility[field]])) as ResultCard;
}

type SpecList = 'treatment_types' | 'specializations' | 'insurance';

const SPEC_LISTS: ReadonlyArray<[SpecList, Exclude<ListName, ServiceGroup>, 'treatmentTypes' | 'specializations' | 'insurance', string]> = [
  ['treatment_types', 'treatment', 'treatmentTypes', 'treatment type'],
  ['specializations', 'specialization', 'specializations', 'specialization'],
  ['insurance', 'insurance', 'insurance', 'insurance option'],
];

/** The bitset rows of the ids a filter parameter names; an unknown id is the visitor's error. */
function rowsFor(list: TaxonomyEntry[], first: number, ids: string[], field: string, label: string): number[] {
  return ids.map((id) => {
    const k = list.findIndex((e) => e.id === id);
    if (k < 0) throw ApiError.invalidField(field, `Unknown ${label}: ${id}.`);
    return first + k;
  });
}

/** The rows of ids the text named: the vocabulary's ids, skipping any the taxonomy no longer has. */
function typedRows(list: TaxonomyEntry[], first: number, ids: string[]): number[] {
  return ids.map((id) => list.findIndex((e) => e.id === id)).filter((k) => k >= 0).map((k) => first + k);
}

/** Explicit filters (the sidebar's) per list, then what the text named added to each (OR). */
export function engineFilters(index: SearchIndex, query: SearchQuery, typed: ParsedQuery['filters'] | null): Partial<Record<ListName, number[]>> {
  const layout = layoutOf(index);
  const firstRow = { treatmentTypes: layout.treatmentRow, specializations: layout.specializationRow, insurance: layout.insuranceRow };
  const filters: Partial<Record<ListName, number[]>> = {};
  const add = (list: ListName, rows: number[]) => {
    const held = (filters[list] ??= []);
    for (const row of rows) if (!held.includes(row)) held.push(row);
  };
  for (const [param, list, key, label] of SPEC_LISTS) {
    add(list, rowsFor(index[key], firstRow[key], query[param], param, label));
    if (typed) add(list, typedRows(index[key], firstRow[key], typed[param]));
  }
  const serviceRow = (slug: string) => {
    const k = index.services.findIndex((s) => s.slug === slug);
    return k < 0 ? -1 : layout.serviceRow + k;
  };
  for (const slug of query.services) {
    const row = serviceRow(slug);
    if (row < 0) throw ApiError.invalidField('services', `Unknown service: ${slug}.`);
    add(layout.listOf[row]!, [row]);
  }
  for (const slug of typed?.services ?? []) {
    const row = serviceRow(slug);
    if (row >= 0) add(layout.listOf[row]!, [row]);
  }
  return filters;
}

/**
 * A result card completed from the index: its state's name, its taxonomy and its services, as of
 * the index's last rebuild (seconds behind a listing's edit at most; the facility row itself is read
 * fresh).
 */
export function withIndexedNames(index: SearchIndex, card: FacilityCardRow): SearchFacility {
  const i = positionOf(index, card.id);
  const layout = layoutOf(index);
  const names = (list: TaxonomyEntry[], first: number) =>
    i < 0 ? [] : rowsHolding(index, i, first, first + list.length).map((row) => list[row - first]!.name);
  return {
    ...card,
    stateFullName: index.states.find((s) => s.code === card.state)?.name ?? card.state,
    treatmentTypes: names(index.treatmentTypes, layout.treatmentRow),
    specializations: names(index.specializations, layout.specializationRow),
    insurance: names(index.insurance, layout.insuranceRow),
    services:
      i < 0
        ? []
        : rowsHolding(index, i, layout.serviceRow, layout.rows)
            .map((row) => index.services[row - layout.serviceRow]!)
            .filter((s) => !s.mapsTo)
            .map((s) => s.label),
  };
}

/** Taxonomy facets: the engine counts per bitset row. */
export function taxonomyFacet(list: TaxonomyEntry[], first: number, counts: Uint32Array): FacetValue[] {
  return list.map((entry, k) => ({ value: entry.id, name: entry.name, count: counts[first + k] ?? 0 }));
}

export function serviceFacets(index: SearchIndex, counts: Uint32Array): Record<ServiceGroup, FacetValue[]> {
  const first = layoutOf(index).serviceRow;
  const facets = Object.fromEntries(SERVICE_GROUPS.map((g) => [g, [] as FacetValue[]])) as unknown as Record<ServiceGroup, FacetValue[]>;
  index.services.forEach((s, k) => {
    if (!s.mapsTo) facets[s.group].push({ value: s.slug, name: s.label, count: counts[first + k] ?? 0 });
  });
  return facets;
}
