import type { SortKey } from '../schemas/search';
import { hasBit, layoutOf, LIST_NAMES, popcount, type ListName } from '../index/bitsets';
import { distanceMiles, MILES_PER_DEGREE_LATITUDE } from './geo';
import type { SearchIndex } from '../index/index-codec';
import type { TextMatch } from './text-match';

export interface EngineQuery {
  /** Position of the state in index.states, or -1 for any state. */
  state: number;
  /** Per list, the selected entries as bitset rows (any of them: OR); a list not given is not filtered. */
  filters: Partial<Record<ListName, number[]>>;
  /** The text's matches and their relevance (text-match.ts); null when there is no text. */
  text: TextMatch | null;
  origin: { latitude: number; longitude: number; radiusMiles: number } | null;
  /** A filter kept outside the index (availability, which depends on today): only these positions. */
  within?: Uint32Array | null;
  /** Positions to count among the matches (`countedWithin`): a filter's facet while it is off. */
  countWithin?: Uint32Array | null;
  sort: SortKey;
  offset: number;
  limit: number;
}

type FilterName = 'state' | ListName;

export interface EngineResult {
  total: number;
  /** Facility ids of the requested page, in order. */
  pageIds: number[];
  distances: Map<number, number>;
  /**
   * Counts per state position and per bitset row (every list's entries); each list's counts ignore
   * that list's own selection, and the state counts the place searched around too (nationwide).
   */
  facets: { state: number[]; rows: Uint32Array };
  /** How many would match with one filter cleared (the others kept): what removing it would give. */
  withoutFilter: Record<FilterName, number>;
  /** How many matches are in query.countWithin (0 without it). */
  countedWithin: number;
}

/**
 * Filters with bitsets: the candidates (text, distance) AND each filtered list's OR of its selected
 * rows. A list's facet counts are its rows ANDed with everything but that list's own selection:
 * what each count would be with the list's selection cleared.
 */
export function runEngine(index: SearchIndex, query: EngineQuery): EngineResult {
  const layout = layoutOf(index);
  const W = index.words;
  const { bitsets } = index;
  const distances = new Map<number, number>();
  const { text, origin } = query;

  // The candidates: the text’s matches (or everyone), those available when asked, within the radius.
  const candidates = text ? Uint32Array.from(text.bits) : new Uint32Array(W);
  if (!text) fillAll(candidates, index.count);
  if (query.within) andInto(candidates, query.within);
  // The same anywhere in the country: what the State select counts, so every state it lists says
  // how many it would give for the other filters, not 0 for each state outside the radius.
  const nationwide = origin ? Uint32Array.from(candidates) : candidates;
  if (origin) {
    forEachBit(candidates, (i) => {
      const lat = index.latitude[i]!;
      // The distance is at least the north-south one: most of the country is left without the trigonometry.
      const d =
        Number.isNaN(lat) || Math.abs(lat - origin.latitude) * MILES_PER_DEGREE_LATITUDE > origin.radiusMiles
          ? Number.POSITIVE_INFINITY
          : distanceMiles(origin.latitude, origin.longitude, lat, index.longitude[i]!);
      if (d > origin.radiusMiles) candidates[i >>> 5]! &= ~(1 << (i & 31));
      else distances.set(index.ids[i]!, d);
    });
  }

  // Each filtered list's selection: the OR of its rows (the state's from the state column).
  const selections = new Map<FilterName, Uint32Array>();
  if (query.state >= 0) selections.set('state', stateBitset(index, query.state));
  for (const name of LIST_NAMES) {
    const rows = query.filters[name];
    if (!rows || rows.length === 0) continue;
    const selection = new Uint32Array(W);
    for (const row of rows) {
      const base = row * W;
      for (let w = 0; w < W; w++) selection[w]! |= bitsets[base + w]!;
    }
    selections.set(name, selection);
  }

  const matched = Uint32Array.from(candidates);
  for (const selection of selections.values()) andInto(matched, selection);
  const total = countBits(matched, 0, matched);

  /** `from` with every selection but `name`'s. */
  const withOthers = (from: Uint32Array, name: FilterName): Uint32Array => {
    const out = Uint32Array.from(from);
    for (const [other, selection] of selections) if (other !== name) andInto(out, selection);
    return out;
  };
  /** Everything but `name`'s own selection; the matched set itself for a list not filtered. */
  const allBut = (name: FilterName): Uint32Array => (selections.has(name) ? withOthers(candidates, name) : matched);

  const withoutFilter = {} as Record<FilterName, number>;
  const rows = new Uint32Array(layout.rows);
  const totals = rowTotals(index);
  let matchedWords: Int32Array | undefined;
  for (const name of LIST_NAMES) {
    const others = allBut(name);
    const size = others === matched ? total : countBits(others, 0, others);
    withoutFilter[name] = size;
    const listRows = layout.rowsOf[name];
    if (size === index.count) {
      // Nothing narrows this list: its counts are its rows' sizes.
      for (const row of listRows) rows[row] = totals[row]!;
    } else if (size > 0) {
      const nonZero = others === matched ? (matchedWords ??= nonZeroWords(matched)) : nonZeroWords(others);
      for (const row of listRows) rows[row] = countRow(bitsets, row * W, others, nonZero);
    }
  }

  const state = new Array<number>(index.states.length).fill(0);
  const stateOthers = allBut('state');
  withoutFilter.state = stateOthers === matched ? total : countBits(stateOthers, 0, stateOthers);
  const stateCounted = nationwide === candidates ? stateOthers : withOthers(nationwide, 'state');
  forEachBit(stateCounted, (i) => (state[index.state[i]!]! += 1));

  const end = query.offset + query.limit;
  const page = sortedPage(index, query, matched, distances, end).slice(query.offset, end);
  const countedWithin = query.countWithin ? countBits(matched, 0, query.countWithin) : 0;
  return { total, pageIds: page.map((i) => index.ids[i]!), distances, facets: { state, rows }, withoutFilter, countedWithin };
}

function fillAll(bits: Uint32Array, count: number): void {
  bits.fill(0xffffffff);
  const tail = count & 31;
  if (tail !== 0) bits[bits.length - 1] = (1 << tail) - 1;
  if (count === 0) bits.fill(0);
}

function andInto(into: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < into.length; w++) into[w]! &= other[w]!;
}

/** Set bits of `bits` (from word `base`) that are also in `mask`. */
function countBits(bits: Uint32Array, base: number, mask: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < mask.length; w++) n += popcount(bits[base + w]! & mask[w]!);
  return n;
}

/** A row's count within `mask`, reading only the words where the mask has any bit. */
function countRow(bits: Uint32Array, base: number, mask: Uint32Array, nonZero: Int32Array): number {
  let n = 0;
  for (let k = 0; k < nonZero.length; k++) {
    const w = nonZero[k]!;
    n += popcount(bits[base + w]! & mask[w]!);
  }
  return n;
}

function nonZeroWords(bits: Uint32Array): Int32Array {
  const out = new Int32Array(bits.length);
  let n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) out[n++] = w;
  return out.subarray(0, n);
}

function forEachBit(bits: Uint32Array, visit: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** The first `end` matched positions in the query's order. */
function sortedPage(
  index: SearchIndex,
  query: EngineQuery,
  matched: Uint32Array,
  distances: Map<number, number>,
  end: number,
): number[] {
  // Relevance and distance sort the matched set; the other sorts walk a precomputed order.
  const matchedList = () => {
    const list: number[] = [];
    forEachBit(matched, (i) => list.push(i));
    return list;
  };
  const byRatingRank = ratingRank(index);
  const distance = (i: number) => distances.get(index.ids[i]!) ?? Number.POSITIVE_INFINITY;
  let sort = query.sort;
  if (sort === 'relevance' && !query.text) sort = query.origin ? 'distance' : 'rating';

  switch (sort) {
    case 'relevance': {
      const score = query.text!.scoreAt;
      // Text relevance first; then, around a place, the nearer; then the better rated (decision 027).
      const near = query.origin ? (a: number, b: number) => distance(a) - distance(b) : () => 0;
      return firstInOrder(
        matchedList(),
        end,
        (a, b) => score[a]! - score[b]! || near(a, b) || byRatingRank[a]! - byRatingRank[b]!,
      );
    }
    case 'distance':
      return firstInOrder(matchedList(), end, (a, b) => distance(a) - distance(b) || byRatingRank[a]! - byRatingRank[b]!);
    case 'rating':
      return walk(index.byRating, matched, end);
    case 'name':
      return walk(index.byName, matched, end);
    case 'state':
      return walk(index.byState, matched, end);
  }
}

/**
 * The first `end` of `list` in `compare`'s order (a total order: ties end on the rating rank). A
 * page of a long list keeps a heap of the best so far rather than sorting every match.
 */
export function firstInOrder(list: number[], end: number, compare: (a: number, b: number) => number): number[] {
  if (end * 4 >= list.length) return list.sort(compare).slice(0, end);
  if (end <= 0) return [];
  // A heap whose root is the last of the best `end` seen so far.
  const heap = list.slice(0, end);
  const down = (from: number) => {
    for (let at = from; ; ) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && compare(heap[left + 1]!, heap[left]!) > 0 ? left + 1 : left;
      if (compare(heap[child]!, heap[at]!) <= 0) return;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (let at = (end >> 1) - 1; at >= 0; at--) down(at);
  for (let k = end; k < list.length; k++) {
    if (compare(list[k]!, heap[0]!) >= 0) continue;
    heap[0] = list[k]!;
    down(0);
  }
  return heap.sort(compare);
}

/** Walks a precomputed order, keeping matched positions, and stops once the page is full. */
function walk(order: Uint32Array, matched: Uint32Array, end: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < order.length && out.length < end; k++) {
    const i = order[k]!;
    if (hasBit(matched, 0, i)) out.push(i);
  }
  return out;
}

// Lazily derived per index (an index object is immutable once built or decoded).
const positionMaps = new WeakMap<SearchIndex, Map<number, number>>();
const ratingRanks = new WeakMap<SearchIndex, Uint32Array>();
const stateBitsets = new WeakMap<SearchIndex, Map<number, Uint32Array>>();
const rowTotalsOf = new WeakMap<SearchIndex, Uint32Array>();

/** The facilities of the state at position `state`, as a bitset. */
function stateBitset(index: SearchIndex, state: number): Uint32Array {
  let byState = stateBitsets.get(index);
  if (!byState) stateBitsets.set(index, (byState = new Map()));
  let bits = byState.get(state);
  if (!bits) {
    bits = new Uint32Array(index.words);
    for (let i = 0; i < index.count; i++) if (index.state[i] === state) bits[i >>> 5]! |= 1 << (i & 31);
    byState.set(state, bits);
  }
  return bits;
}

/** How many facilities each row holds: the facet counts of a search that narrows nothing. */
function rowTotals(index: SearchIndex): Uint32Array {
  let totals = rowTotalsOf.get(index);
  if (!totals) {
    const rows = layoutOf(index).rows;
    totals = new Uint32Array(rows);
    const all = new Uint32Array(index.words);
    fillAll(all, index.count);
    for (let row = 0; row < rows; row++) totals[row] = countBits(index.bitsets, row * index.words, all);
    rowTotalsOf.set(index, totals);
  }
  return totals;
}

/** A facility's position in the index's columns, or -1. */
export function positionOf(index: SearchIndex, id: number): number {
  let map = positionMaps.get(index);
  if (!map) {
    map = new Map();
    for (let i = 0; i < index.count; i++) map.set(index.ids[i]!, i);
    positionMaps.set(index, map);
  }
  return map.get(id) ?? -1;
}

function ratingRank(index: SearchIndex): Uint32Array {
  let rank = ratingRanks.get(index);
  if (!rank) {
    rank = new Uint32Array(index.count);
    index.byRating.forEach((position, r) => (rank![position] = r));
    ratingRanks.set(index, rank);
  }
  return rank;
}
