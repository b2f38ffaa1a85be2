import type { IndexFacilityRow, IndexLists } from '../queries/search-index';
import { layoutOf, setBit, wordsFor } from './bitsets';
import { suggestionTerms, type SearchIndex } from './index-codec';
import { placeKey } from '../engine/city-pages';
import { textPostingsBuilder, type TextDocument } from './text-postings';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export interface IndexBuilder {
  /** The next listings, in id order: each page is cut into columns, bits and postings, then can go. */
  add(rows: readonly IndexFacilityRow[]): void;
  finish(): SearchIndex;
}

/**
 * Turns rows read from D1 into the columnar index and its precomputed sort orders, from listings
 * added a page at a time: a rebuild holds one page of rows (their descriptions are most of it:
 * 17 MB at 50,000) rather than every row at once.
 */
export function indexBuilder(source: IndexLists, builtAt: Date): IndexBuilder {
  const stateRank = new Map(source.states.map((s, i) => [s.code, i]));
  // Cities of places the directory has no state page for (territories) cannot be searched yet.
  const places = source.places.filter((p) => stateRank.has(p.state));
  const lists = {
    treatmentTypes: source.treatmentTypes.map(({ id, name }) => ({ id, name })),
    specializations: source.specializations.map(({ id, name }) => ({ id, name })),
    insurance: source.insurance.map(({ id, name }) => ({ id, name })),
    services: source.services.map((s) => ({ slug: s.slug, label: s.label, group: s.filter_group, mapsTo: s.maps_to })),
  };
  const layout = layoutOf(lists);
  const rowOf = (entries: Array<{ id: string }>, first: number) => new Map(entries.map((e, k) => [e.id, first + k]));
  const treatmentRow = rowOf(lists.treatmentTypes, layout.treatmentRow);
  const specializationRow = rowOf(lists.specializations, layout.specializationRow);
  const insuranceRow = rowOf(lists.insurance, layout.insuranceRow);
  const serviceRow = new Map(source.services.map((s, k) => [s.id, layout.serviceRow + k]));
  // A listing's city is the ZIP table's city of that name in its state (its page is the city's).
  const placeOf = new Map<string, number>();
  places.forEach((p, k) => {
    const key = placeKey(p.state, p.city);
    if (!placeOf.has(key)) placeOf.set(key, k);
  });
  const names = listNames(source);
  const text = textPostingsBuilder();

  // Columns grow as pages come; the bitsets (one row of `words` per list entry) double their width.
  const ids: number[] = [];
  const rawNames: string[] = [];
  const state: number[] = [];
  const place: number[] = [];
  const rating10: number[] = [];
  const reviews: number[] = [];
  // Only for the rating order: the cards show the plain mean (rating10).
  const bayesian: number[] = [];
  const latitude: number[] = [];
  const longitude: number[] = [];
  let words = wordsFor(1024);
  let bitsets = new Uint32Array(layout.rows * words);
  const widen = (to: number) => {
    const wider = new Uint32Array(layout.rows * to);
    const kept = Math.min(words, to);
    for (let row = 0; row < layout.rows; row++) wider.set(bitsets.subarray(row * words, row * words + kept), row * to);
    bitsets = wider;
    words = to;
  };
  const mark = (i: number, row: number | undefined) => {
    if (row !== undefined) setBit(bitsets, row * words, i);
  };
  const markIds = (i: number, list: string | null, rowsById: Map<string, number>) => {
    if (list) for (const id of list.split(',')) mark(i, rowsById.get(id));
  };

  return {
    add(rows) {
      for (const row of rows) {
        const i = ids.length;
        if (i >= words * 32) widen(words * 2);
        ids.push(row.id);
        rawNames.push(row.name);
        state.push(stateRank.get(row.state) ?? 0);
        place.push(placeOf.get(placeKey(row.state, row.city)) ?? -1);
        markIds(i, row.treatment_ids, treatmentRow);
        markIds(i, row.specialization_ids, specializationRow);
        markIds(i, row.insurance_ids, insuranceRow);
        // Services of categories search does not filter by have no row.
        for (const id of parseServices(row.services)) mark(i, serviceRow.get(id));
        rating10.push(row.rating === null ? -1 : Math.round(row.rating * 10));
        reviews.push(row.reviews);
        bayesian.push(row.bayesian_rating ?? -1);
        latitude.push(row.latitude ?? Number.NaN);
        longitude.push(row.longitude ?? Number.NaN);
        text.add(textDocument(row, names));
      }
    },

    finish() {
      const n = ids.length;
      if (words !== wordsFor(n)) widen(wordsFor(n));
      const postings = text.finish();
      const index: SearchIndex = {
        version: source.dataVersion,
        builtAt: builtAt.toISOString(),
        states: source.states,
        ...lists,
        ...postings,
        ...suggestionTerms(postings),
        placeNames: places.map((p) => p.city),
        placeCount: places.length,
        placeState: Uint8Array.from(places, (p) => stateRank.get(p.state)!),
        placeLatitude: Float32Array.from(places, (p) => p.latitude),
        placeLongitude: Float32Array.from(places, (p) => p.longitude),
        placeZips: Uint16Array.from(places, (p) => Math.min(p.zips, 65_535)),
        count: n,
        ids: Uint32Array.from(ids),
        // One line each: the stored form joins the names with newlines.
        names: rawNames.map((name) => name.replace(/\s+/g, ' ').trim()),
        state: Uint8Array.from(state),
        place: Int32Array.from(place),
        words,
        bitsets,
        rating10: Int16Array.from(rating10),
        reviews: Uint32Array.from(reviews),
        latitude: Float32Array.from(latitude),
        longitude: Float32Array.from(longitude),
        byName: new Uint32Array(n),
        byRating: new Uint32Array(n),
        byState: new Uint32Array(n),
      };
      const positions = Array.from({ length: n }, (_, i) => i);
      const byName = [...positions].sort((a, b) => collator.compare(rawNames[a]!, rawNames[b]!) || a - b);
      const nameRank = new Uint32Array(n);
      byName.forEach((position, rank) => (nameRank[position] = rank));
      const byRating = [...positions].sort(
        (a, b) => bayesian[b]! - bayesian[a]! || reviews[b]! - reviews[a]! || nameRank[a]! - nameRank[b]!,
      );
      const byState = [...positions].sort((a, b) => state[a]! - state[b]! || nameRank[a]! - nameRank[b]!);
      index.byName.set(byName);
      index.byRating.set(byRating);
      index.byState.set(byState);
      return index;
    },
  };
}

type ListNames = Record<'state' | 'treatment' | 'specialization' | 'insurance', Map<string, string>>;

/** Each list's entry names by id (states by code). */
function listNames(source: IndexLists): ListNames {
  const byId = (entries: Array<{ id: string; name: string }>) => new Map(entries.map((e) => [e.id, e.name]));
  return {
    state: new Map(source.states.map((s) => [s.code, s.name])),
    treatment: byId(source.treatmentTypes),
    specialization: byId(source.specializations),
    insurance: byId(source.insurance),
  };
}

/** A listing's text as facility_search_documents gives it to FTS5: its state and its lists by name. */
function textDocument(row: IndexFacilityRow, names: ListNames): TextDocument {
  const named = (ids: string | null, list: Map<string, string>) => (ids ? ids.split(',').map((id) => list.get(id) ?? '') : []);
  return {
    name: row.name,
    city: row.city,
    stateName: names.state.get(row.state) ?? '',
    services: [
      ...named(row.treatment_ids, names.treatment),
      ...named(row.specialization_ids, names.specialization),
      ...named(row.insurance_ids, names.insurance),
    ].join(' '),
    description: row.description,
  };
}

function parseServices(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}
