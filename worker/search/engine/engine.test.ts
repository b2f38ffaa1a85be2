import { describe, expect, it } from 'vitest';
import type { IndexFacilityRow, IndexLists, IndexServiceRow } from '../queries/search-index';
import { hasBit, layoutOf, LIST_NAMES } from '../index/bitsets';
import { firstInOrder, positionOf, runEngine, type EngineQuery } from './engine';
import { indexBuilder } from '../index/index-build';
import { decodeIndex, encodeIndex, fromChunks, toChunks, type SearchIndex } from '../index/index-codec';
import { matchOfPositions } from './text-match';
import { prng } from '../../test/random';
import { bayesianRating } from '../../reviews/figures';

const STATES = ['AK', 'AZ', 'CA', 'CO', 'TX'].map((code) => ({ code, name: `State ${code}` }));
const list = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix} ${i}` }));
// More specializations than a 32-bit mask holds: the bitsets have no such ceiling.
const SIZES = { t: 10, s: 40, i: 13 };
const GROUPS = ['medications', 'payment', 'populations', 'ages', 'languages'] as const;
/** Services 1-20 filterable, four per group; 21-25 of a category search does not filter by (no bitset). */
const SERVICES: IndexServiceRow[] = Array.from({ length: 20 }, (_, k) => ({
  id: k + 1,
  slug: `svc-${k + 1}`,
  label: `Service ${k + 1}`,
  maps_to: k === 5 ? 'insurance:i1' : null,
  filter_group: GROUPS[Math.floor(k / 4)]!,
}));

const pickSome = (rand: () => number, n: number, share: number) => Array.from({ length: n }, (_, k) => k).filter(() => rand() < share);

/** What a rebuild reads: the lists, and every listing (as one page here). */
type IndexSourceRows = IndexLists & { facilities: IndexFacilityRow[] };

/** The index of every listing of `source`, added at once. */
function buildIndex(source: IndexSourceRows, builtAt: Date) {
  const builder = indexBuilder(source, builtAt);
  builder.add(source.facilities);
  return builder.finish();
}

function source(count: number, rand: () => number): IndexSourceRows {
  const ids = (prefix: string, n: number, share: number) => pickSome(rand, n, share).map((k) => `${prefix}${k}`).join(',') || null;
  const facilities: IndexFacilityRow[] = Array.from({ length: count }, (_, i) => {
    const reviews = rand() < 0.1 ? 0 : 1 + Math.floor(rand() * 500);
    const sum = reviews * (3 + Math.round(rand() * 20) / 10);
    return {
    id: i + 1,
    name: `Facility ${Math.floor(rand() * 1000)}`,
    city: i % 4 === 0 ? 'Denver' : 'Nowhere',
    state: STATES[Math.floor(rand() * STATES.length)]!.code,
    rating: reviews === 0 ? null : sum / reviews,
    reviews,
    bayesian_rating: reviews === 0 ? null : bayesianRating(sum, reviews),
    latitude: 30 + rand() * 10,
    longitude: -120 + rand() * 20,
    treatment_ids: ids('t', SIZES.t, 0.3),
    specialization_ids: ids('s', SIZES.s, 0.15),
    insurance_ids: ids('i', SIZES.i, 0.3),
    services: JSON.stringify(pickSome(rand, 25, 0.3).map((k) => k + 1)),
    description: '',
    };
  });
  return {
    dataVersion: 7,
    states: STATES,
    treatmentTypes: list('t', SIZES.t),
    specializations: list('s', SIZES.s),
    insurance: list('i', SIZES.i),
    services: SERVICES,
    facilities,
    places: [
      { city: 'Denver', state: 'CO', latitude: 39.74, longitude: -104.99, zips: 43 },
      { city: 'San Diego', state: 'CA', latitude: 32.72, longitude: -117.16, zips: 41 },
      // A place in no listed state (a territory) is left out.
      { city: 'San Juan', state: 'PR', latitude: 18.47, longitude: -66.11, zips: 9 },
    ],
  };
}

/** The bitset rows a facility is in, as the brute force reads them from its row. */
function rowsOf(layout: ReturnType<typeof layoutOf>, f: IndexFacilityRow): Set<number> {
  const rows = new Set<number>();
  const add = (ids: string | null, prefix: string, first: number) =>
    ids?.split(',').forEach((id) => rows.add(first + Number(id.slice(prefix.length))));
  add(f.treatment_ids, 't', layout.treatmentRow);
  add(f.specialization_ids, 's', layout.specializationRow);
  add(f.insurance_ids, 'i', layout.insuranceRow);
  for (const id of JSON.parse(f.services) as number[]) if (id <= SERVICES.length) rows.add(layout.serviceRow + id - 1);
  return rows;
}

const NO_FILTERS = { state: -1, filters: {}, text: null, origin: null } as const;

/** A text match of the given facilities (by id) with the given scores. */
const textOf = (index: SearchIndex, scores: Map<number, number>) =>
  matchOfPositions(index, [...scores.keys()].map((id) => positionOf(index, id)), (i) => scores.get(index.ids[i]!)!);

describe('runEngine', async () => {
  const rand = prng(42);
  const src = source(400, rand);
  // Through the codec, as an isolate sees it after loading the stored index.
  const index = decodeIndex((await fromChunks(await toChunks(encodeIndex(buildIndex(src, new Date('2026-01-01'))))))!)!;

  it('round-trips the index through its stored form', () => {
    expect(index.count).toBe(400);
    expect(index.version).toBe(7);
    expect([...index.ids].slice(0, 3)).toEqual([1, 2, 3]);
    expect(index.placeNames).toEqual(['Denver', 'San Diego']);
    expect(index.states[index.placeState[1]!]!.code).toBe('CA');
    expect(index.placeLatitude[0]).toBeCloseTo(39.74, 4);
    expect([...index.placeZips]).toEqual([43, 41]);
  });

  it('does not read an index stored in another format (it is rebuilt instead)', () => {
    const bytes = encodeIndex(buildIndex(src, new Date('2026-01-01')));
    const text = new TextDecoder().decode(bytes.subarray(0, 64));
    const at = text.indexOf('"format":') + '"format":'.length;
    expect(at).toBeGreaterThan(8);
    bytes[at] = '1'.charCodeAt(0);
    expect(decodeIndex(bytes)).toBeNull();
  });

  it('does not read an index stored without gzip, as the Worker before it stored one', async () => {
    const bytes = encodeIndex(buildIndex(src, new Date('2026-01-01')));
    const unzipped = btoa(String.fromCharCode(...bytes.subarray(0, 4096)));
    expect(await fromChunks([unzipped])).toBeNull();
    expect(await fromChunks(await toChunks(bytes))).toEqual(bytes);
  });

  // Pure CPU: 3 s alone, 8 s beside the other test files on two busy cores.
  it('matches a brute-force count of totals, every facet and every withoutFilter for random queries', { timeout: 30_000 }, () => {
    const layout = layoutOf(index);
    const entriesOf = src.facilities.map((f) => rowsOf(layout, f));
    const stateIndex = (code: string) => index.states.findIndex((s) => s.code === code);
    for (let round = 0; round < 200; round++) {
      const filters: EngineQuery['filters'] = {};
      for (const name of LIST_NAMES) {
        if (rand() < 0.35) {
          const rows = layout.rowsOf[name];
          filters[name] = pickSome(rand, rows.length, 1.5 / rows.length).map((k) => rows[k]!);
        }
      }
      const byText = rand() < 0.3 ? new Map(src.facilities.filter(() => rand() < 0.5).map((f) => [f.id, -1])) : null;
      const query: EngineQuery = {
        state: rand() < 0.5 ? Math.floor(rand() * STATES.length) : -1,
        filters,
        text: byText && textOf(index, byText),
        origin: null,
        sort: 'rating',
        offset: 0,
        limit: 5,
      };
      const result = runEngine(index, query);
      const passes = (f: IndexFacilityRow, k: number, skip: string) =>
        (!byText || byText.has(f.id)) &&
        (skip === 'state' || query.state < 0 || stateIndex(f.state) === query.state) &&
        LIST_NAMES.every((name) => skip === name || !filters[name]?.length || filters[name].some((row) => entriesOf[k]!.has(row)));
      const count = (skip: string, extra: (k: number) => boolean = () => true) =>
        src.facilities.filter((f, k) => passes(f, k, skip) && extra(k)).length;

      expect(result.total).toBe(count(''));
      STATES.forEach((s, i) => expect(result.facets.state[i]).toBe(count('state', (k) => src.facilities[k]!.state === s.code)));
      for (let row = 0; row < layout.rows; row++) {
        expect(result.facets.rows[row], `row ${row}`).toBe(count(layout.listOf[row]!, (k) => entriesOf[k]!.has(row)));
      }
      expect(result.withoutFilter.state).toBe(count('state'));
      for (const name of LIST_NAMES) expect(result.withoutFilter[name], name).toBe(count(name));
      const ratings = result.pageIds.map((id) => src.facilities[id - 1]!.bayesian_rating ?? -1);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      for (const id of result.pageIds) expect(passes(src.facilities[id - 1]!, id - 1, '')).toBe(true);
    }
  });

  it('pages through a sort without losing or repeating a facility', () => {
    for (const sort of ['rating', 'name', 'state'] as const) {
      const seen: number[] = [];
      for (let page = 0; page < 10; page++) {
                seen.push(...runEngine(index, { ...NO_FILTERS, sort, offset: page * 40, limit: 40 }).pageIds);
      }
      expect(new Set(seen).size).toBe(400);
    }
  });

  it('keeps only facilities inside the radius and sorts them by distance', () => {
    const origin = { latitude: 35, longitude: -110, radiusMiles: 150 };
    const result = runEngine(index, {
      ...NO_FILTERS, origin,
      sort: 'distance', offset: 0, limit: 100,
    });
    const distances = result.pageIds.map((id) => result.distances.get(id)!);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((d) => d <= 150)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('orders equally relevant text matches around a place by distance, then rating', () => {
    const origin = { latitude: 35, longitude: -110, radiusMiles: 400 };
    const inside = runEngine(index, { ...NO_FILTERS, origin, sort: 'distance', offset: 0, limit: 400 });
    // Every facility in range scores the same for the text, but two tiers.
    const tiers = new Map(inside.pageIds.map((id, i) => [id, i % 2 === 0 ? -2 : -1]));
    const result = runEngine(index, { ...NO_FILTERS, text: textOf(index, tiers), origin, sort: 'relevance', offset: 0, limit: 400 });
    const ranked = result.pageIds.map((id) => [tiers.get(id)!, result.distances.get(id)!] as const);
    expect(ranked.length).toBe(tiers.size);
    for (let i = 1; i < ranked.length; i++) {
      const [scoreBefore, distanceBefore] = ranked[i - 1]!;
      const [score, distance] = ranked[i]!;
      expect(score >= scoreBefore).toBe(true);
      if (score === scoreBefore) expect(distance).toBeGreaterThanOrEqual(distanceBefore);
    }
  });

  it('pages a relevance or distance sort the same as sorting every match would', () => {
    const origin = { latitude: 35, longitude: -110, radiusMiles: 2_000 };
    const scores = new Map(src.facilities.filter(() => rand() < 0.8).map((f) => [f.id, -Math.round(rand() * 5)]));
    for (const sort of ['relevance', 'distance'] as const) {
      const all = runEngine(index, { ...NO_FILTERS, text: textOf(index, scores), origin, sort, offset: 0, limit: 400 }).pageIds;
      expect(all.length).toBeGreaterThan(200);
      // Pages far shorter than the matches: chosen without sorting them all.
      for (const [offset, limit] of [[0, 5], [0, 20], [35, 20], [60, 40]] as const) {
        expect(runEngine(index, { ...NO_FILTERS, text: textOf(index, scores), origin, sort, offset, limit }).pageIds, `${sort} ${offset}+${limit}`).toEqual(all.slice(offset, offset + limit));
      }
    }
  });
});

describe('building the index a page at a time', () => {
  it('gives the index built at once, past the first width of its bitsets', () => {
    const rand = prng(9);
    const src = source(2_500, rand);
    const at = new Date('2026-01-01');
    const whole = buildIndex(src, at);
    const builder = indexBuilder(src, at);
    for (let from = 0; from < src.facilities.length; ) {
      const size = 1 + Math.floor(rand() * 700);
      builder.add(src.facilities.slice(from, from + size));
      from += size;
    }
    expect(encodeIndex(builder.finish())).toEqual(encodeIndex(whole));

    expect(whole.words).toBe(Math.ceil(2_500 / 32));
    const layout = layoutOf(whole);
    let wrong = 0;
    src.facilities.forEach((f, i) => {
      const rows = rowsOf(layout, f);
      for (let row = 0; row < layout.rows; row++) if (hasBit(whole.bitsets, row * whole.words, i) !== rows.has(row)) wrong++;
    });
    expect(wrong).toBe(0);
  });
});

describe('firstInOrder', () => {
  it('gives the first k of any list as a full sort does, ties included', () => {
    const rand = prng(7);
    for (let round = 0; round < 300; round++) {
      const n = Math.floor(rand() * 200);
      const values = Array.from({ length: n }, () => Math.floor(rand() * 20));
      const list = Array.from({ length: n }, (_, i) => i);
      // Ties on the value end on the position, as the engine's end on the rating rank.
      const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
      const k = Math.floor(rand() * (n + 3));
      expect(firstInOrder([...list], k, compare)).toEqual([...list].sort(compare).slice(0, k));
    }
  });
});
