import type { IndexFacilityRow, IndexSourceRows } from './queries/search-index';
import { layoutOf, setBit, wordsFor } from './bitsets';
import { suggestionTerms, type SearchIndex } from './index-codec';
import { placeKey } from './city-pages';
import { buildTextPostings, type TextDocument } from './text-postings';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Turns the rows read from D1 into the columnar index and its precomputed sort orders. */
export function buildIndex(source: IndexSourceRows, builtAt: Date): SearchIndex {
  const rows = source.facilities;
  const n = rows.length;
  const stateRank = new Map(source.states.map((s, i) => [s.code, i]));
  // Cities of places the directory has no state page for (territories) cannot be searched yet.
  const places = source.places.filter((p) => stateRank.has(p.state));
  const m = places.length;
  const names = listNames(source);
  const text = buildTextPostings(rows.map((row) => textDocument(row, names)));

  const index: SearchIndex = {
    version: source.dataVersion,
    builtAt: builtAt.toISOString(),
    states: source.states,
    treatmentTypes: source.treatmentTypes.map(({ id, name }) => ({ id, name })),
    specializations: source.specializations.map(({ id, name }) => ({ id, name })),
    insurance: source.insurance.map(({ id, name }) => ({ id, name })),
    services: source.services.map((s) => ({ slug: s.slug, label: s.label, group: s.filter_group, mapsTo: s.maps_to })),
    ...text,
    ...suggestionTerms(text),
    placeNames: places.map((p) => p.city),
    placeCount: m,
    placeState: Uint8Array.from(places, (p) => stateRank.get(p.state)!),
    placeLatitude: Float32Array.from(places, (p) => p.latitude),
    placeLongitude: Float32Array.from(places, (p) => p.longitude),
    placeZips: Uint16Array.from(places, (p) => Math.min(p.zips, 65_535)),
    count: n,
    ids: new Uint32Array(n),
    // One line each: the stored form joins the names with newlines.
    names: rows.map((row) => row.name.replace(/\s+/g, ' ').trim()),
    state: new Uint8Array(n),
    place: new Int32Array(n).fill(-1),
    words: wordsFor(n),
    bitsets: new Uint32Array(0),
    rating10: new Int16Array(n),
    reviews: new Uint32Array(n),
    latitude: new Float32Array(n),
    longitude: new Float32Array(n),
    byName: new Uint32Array(n),
    byRating: new Uint32Array(n),
    byState: new Uint32Array(n),
  };

  const layout = layoutOf(index);
  const words = index.words;
  index.bitsets = new Uint32Array(layout.rows * words);
  const rowOf = (entries: Array<{ id: string }>, first: number) => new Map(entries.map((e, k) => [e.id, first + k]));
  const treatmentRow = rowOf(index.treatmentTypes, layout.treatmentRow);
  const specializationRow = rowOf(index.specializations, layout.specializationRow);
  const insuranceRow = rowOf(index.insurance, layout.insuranceRow);
  const serviceRow = new Map(source.services.map((s, k) => [s.id, layout.serviceRow + k]));
  const mark = (i: number, row: number | undefined) => {
    if (row !== undefined) setBit(index.bitsets, row * words, i);
  };
  const markIds = (i: number, ids: string | null, rowsById: Map<string, number>) => {
    if (ids) for (const id of ids.split(',')) mark(i, rowsById.get(id));
  };

  // A listing's city is the ZIP table's city of that name in its state (its page is the city's).
  const placeOf = new Map<string, number>();
  places.forEach((p, k) => {
    const key = placeKey(p.state, p.city);
    if (!placeOf.has(key)) placeOf.set(key, k);
  });

  rows.forEach((row, i) => {
    index.ids[i] = row.id;
    index.state[i] = stateRank.get(row.state) ?? 0;
    index.place[i] = placeOf.get(placeKey(row.state, row.city)) ?? -1;
    markIds(i, row.treatment_ids, treatmentRow);
    markIds(i, row.specialization_ids, specializationRow);
    markIds(i, row.insurance_ids, insuranceRow);
    // Services of categories search does not filter by have no row.
    for (const id of parseServices(row.services)) mark(i, serviceRow.get(id));
    index.rating10[i] = row.rating === null ? -1 : Math.round(row.rating * 10);
    index.reviews[i] = row.reviews;
    index.latitude[i] = row.latitude ?? Number.NaN;
    index.longitude[i] = row.longitude ?? Number.NaN;
  });

  const positions = Array.from({ length: n }, (_, i) => i);
  const byName = [...positions].sort((a, b) => collator.compare(rows[a]!.name, rows[b]!.name) || a - b);
  const nameRank = new Uint32Array(n);
  byName.forEach((position, rank) => (nameRank[position] = rank));
  const byRating = [...positions].sort(
    (a, b) =>
      index.rating10[b]! - index.rating10[a]! || index.reviews[b]! - index.reviews[a]! || nameRank[a]! - nameRank[b]!,
  );
  const byState = [...positions].sort((a, b) => index.state[a]! - index.state[b]! || nameRank[a]! - nameRank[b]!);
  index.byName.set(byName);
  index.byRating.set(byRating);
  index.byState.set(byState);
  return index;
}

type ListNames = Record<'state' | 'treatment' | 'specialization' | 'insurance', Map<string, string>>;

/** Each list's entry names by id (states by code). */
function listNames(source: IndexSourceRows): ListNames {
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
