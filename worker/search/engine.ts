import type { SortKey } from '../schemas/search';
import { distanceMiles } from './geo';
import { TAXONOMY_BITS, type SearchIndex } from './index-codec';

export interface EngineQuery {
  /** Position of the state in index.states, or -1 for any state. */
  state: number;
  treatmentMask: number;
  specializationMask: number;
  insuranceMask: number;
  /** Full-text relevance by facility id (bm25: lower is better); null when there is no text. */
  scores: Map<number, number> | null;
  origin: { latitude: number; longitude: number; radiusMiles: number } | null;
  sort: SortKey;
  offset: number;
  limit: number;
}

interface EngineResult {
  total: number;
  /** Facility ids of the requested page, in order. */
  pageIds: number[];
  distances: Map<number, number>;
  /**
   * Counts per state position and per taxonomy bit (not list position: bits can have gaps); each
   * list's counts ignore that list's own selection.
   */
  facets: { state: number[]; treatment: number[]; specialization: number[]; insurance: number[] };
  /** How many would match with one filter cleared (the others kept): what removing it would give. */
  withoutFilter: { state: number; treatment: number; specialization: number; insurance: number };
}

function addBits(counts: number[], mask: number): void {
  for (let m = mask; m !== 0; m &= m - 1) counts[31 - Math.clz32(m & -m)]! += 1;
}

/**
 * Filters, counts and sorts in one pass over the candidates. A facility that fails exactly one
 * list's filter still counts in that list's facet: that is what the count would be with the
 * list's own selection cleared.
 */
export function runEngine(index: SearchIndex, query: EngineQuery): EngineResult {
  const facets = {
    state: new Array<number>(index.states.length).fill(0),
    treatment: new Array<number>(TAXONOMY_BITS).fill(0),
    specialization: new Array<number>(TAXONOMY_BITS).fill(0),
    insurance: new Array<number>(TAXONOMY_BITS).fill(0),
  };
  const withoutFilter = { state: 0, treatment: 0, specialization: 0, insurance: 0 };
  const matched = new Uint8Array(index.count);
  const matchedList: number[] = [];
  const distances = new Map<number, number>();
  const { scores, origin } = query;

  const visit = (i: number) => {
    if (origin) {
      const lat = index.latitude[i]!;
      const lng = index.longitude[i]!;
      if (Number.isNaN(lat)) return;
      const d = distanceMiles(origin.latitude, origin.longitude, lat, lng);
      if (d > origin.radiusMiles) return;
      distances.set(index.ids[i]!, d);
    }
    const state = index.state[i]!;
    const treatment = index.treatment[i]!;
    const specialization = index.specialization[i]!;
    const insurance = index.insuranceMask[i]!;
    const failsState = query.state >= 0 && state !== query.state;
    const failsTreatment = query.treatmentMask !== 0 && (treatment & query.treatmentMask) === 0;
    const failsSpecialization = query.specializationMask !== 0 && (specialization & query.specializationMask) === 0;
    const failsInsurance = query.insuranceMask !== 0 && (insurance & query.insuranceMask) === 0;
    const failures = +failsState + +failsTreatment + +failsSpecialization + +failsInsurance;
    if (failures > 1) return;
    if (failures === 0) {
      matched[i] = 1;
      matchedList.push(i);
      withoutFilter.state += 1;
      withoutFilter.treatment += 1;
      withoutFilter.specialization += 1;
      withoutFilter.insurance += 1;
    } else {
      if (failsState) withoutFilter.state += 1;
      if (failsTreatment) withoutFilter.treatment += 1;
      if (failsSpecialization) withoutFilter.specialization += 1;
      if (failsInsurance) withoutFilter.insurance += 1;
    }
    if (!failsTreatment && !failsSpecialization && !failsInsurance) facets.state[state]! += 1;
    if (!failsState && !failsSpecialization && !failsInsurance) addBits(facets.treatment, treatment);
    if (!failsState && !failsTreatment && !failsInsurance) addBits(facets.specialization, specialization);
    if (!failsState && !failsTreatment && !failsSpecialization) addBits(facets.insurance, insurance);
  };

  if (scores) {
    for (const id of scores.keys()) {
      const i = positionOf(index, id);
      if (i >= 0) visit(i);
    }
  } else {
    for (let i = 0; i < index.count; i++) visit(i);
  }

  const end = query.offset + query.limit;
  const page = sortedPage(index, query, matched, matchedList, distances, end).slice(query.offset, end);
  return { total: matchedList.length, pageIds: page.map((i) => index.ids[i]!), distances, facets, withoutFilter };
}

/** The first `end` matched positions in the query's order. */
function sortedPage(
  index: SearchIndex,
  query: EngineQuery,
  matched: Uint8Array,
  matchedList: number[],
  distances: Map<number, number>,
  end: number,
): number[] {
  const rating = (i: number) => index.rating10[i]!;
  const byRatingRank = ratingRank(index);
  const distance = (i: number) => distances.get(index.ids[i]!) ?? Number.POSITIVE_INFINITY;
  let sort = query.sort;
  if (sort === 'relevance' && !query.scores) sort = query.origin ? 'distance' : 'rating';

  switch (sort) {
    case 'relevance': {
      const score = (i: number) => query.scores!.get(index.ids[i]!) ?? 0;
      // Text relevance first; then, around a place, the nearer; then the better rated.
      const near = query.origin ? (a: number, b: number) => distance(a) - distance(b) : () => 0;
      return matchedList.sort(
        (a, b) => score(a) - score(b) || near(a, b) || rating(b) - rating(a) || byRatingRank[a]! - byRatingRank[b]!,
      );
    }
    case 'distance':
      return matchedList.sort((a, b) => distance(a) - distance(b) || byRatingRank[a]! - byRatingRank[b]!);
    case 'rating':
      return walk(index.byRating, matched, end);
    case 'name':
      return walk(index.byName, matched, end);
    case 'state':
      return walk(index.byState, matched, end);
  }
}

/** Walks a precomputed order, keeping matched positions, and stops once the page is full. */
function walk(order: Uint32Array, matched: Uint8Array, end: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < order.length && out.length < end; k++) {
    const i = order[k]!;
    if (matched[i]) out.push(i);
  }
  return out;
}

// Lazily derived per index (an index object is immutable once built or decoded).
const positionMaps = new WeakMap<SearchIndex, Map<number, number>>();
const ratingRanks = new WeakMap<SearchIndex, Uint32Array>();

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
