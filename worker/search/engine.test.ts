import { describe, expect, it } from 'vitest';
import type { IndexFacilityRow, IndexSourceRows } from '../db/search-index';
import { runEngine, type EngineQuery } from './engine';
import { buildIndex } from './index-build';
import { decodeIndex, encodeIndex, fromChunks, toChunks } from './index-codec';

// A small deterministic PRNG so a failure can be replayed.
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATES = ['AK', 'AZ', 'CA', 'CO', 'TX'].map((code) => ({ code, name: `State ${code}` }));
const list = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix} ${i}`, bit: i }));

function source(count: number, rand: () => number): IndexSourceRows {
  const facilities: IndexFacilityRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Facility ${Math.floor(rand() * 1000)}`,
    state: STATES[Math.floor(rand() * STATES.length)]!.code,
    rating: rand() < 0.1 ? null : Math.round((3 + rand() * 2) * 10) / 10,
    reviews: Math.floor(rand() * 500),
    latitude: 30 + rand() * 10,
    longitude: -120 + rand() * 20,
    treatment_mask: Math.floor(rand() * 1024),
    specialization_mask: Math.floor(rand() * 32768),
    insurance_mask: Math.floor(rand() * 8192),
  }));
  return {
    dataVersion: 7,
    states: STATES,
    treatmentTypes: list('t', 10),
    specializations: list('s', 15),
    insurance: list('i', 13),
    facilities,
    terms: [],
    places: [
      { city: 'Denver', state: 'CO', latitude: 39.74, longitude: -104.99, zips: 43 },
      { city: 'San Diego', state: 'CA', latitude: 32.72, longitude: -117.16, zips: 41 },
      // A place in no listed state (a territory) is left out.
      { city: 'San Juan', state: 'PR', latitude: 18.47, longitude: -66.11, zips: 9 },
    ],
  };
}

describe('runEngine', () => {
  const rand = prng(42);
  const src = source(400, rand);
  // Through the codec, as an isolate sees it after loading the stored index.
  const index = decodeIndex(fromChunks(toChunks(encodeIndex(buildIndex(src, new Date('2026-01-01'))))))!;

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

  it('matches a brute-force count of totals and every facet for random queries', () => {
    for (let round = 0; round < 200; round++) {
      const query: EngineQuery = {
        state: rand() < 0.5 ? Math.floor(rand() * STATES.length) : -1,
        treatmentMask: rand() < 0.5 ? 1 << Math.floor(rand() * 10) : 0,
        specializationMask: rand() < 0.5 ? (1 << Math.floor(rand() * 15)) | (1 << Math.floor(rand() * 15)) : 0,
        insuranceMask: rand() < 0.3 ? 1 << Math.floor(rand() * 13) : 0,
        scores: null,
        origin: null,
        sort: 'rating',
        offset: 0,
        limit: 5,
      };
      const result = runEngine(index, query);
      const stateIndex = (code: string) => index.states.findIndex((s) => s.code === code);
      const ok = (f: IndexFacilityRow, skip: string) =>
        (skip === 'state' || query.state < 0 || stateIndex(f.state) === query.state) &&
        (skip === 't' || !query.treatmentMask || (f.treatment_mask & query.treatmentMask) !== 0) &&
        (skip === 's' || !query.specializationMask || (f.specialization_mask & query.specializationMask) !== 0) &&
        (skip === 'i' || !query.insuranceMask || (f.insurance_mask & query.insuranceMask) !== 0);
      const matched = src.facilities.filter((f) => ok(f, ''));
      expect(result.total).toBe(matched.length);
      STATES.forEach((s, i) =>
        expect(result.facets.state[i]).toBe(src.facilities.filter((f) => ok(f, 'state') && f.state === s.code).length),
      );
      for (let bit = 0; bit < 10; bit++) {
        expect(result.facets.treatment[bit]).toBe(src.facilities.filter((f) => ok(f, 't') && f.treatment_mask & (1 << bit)).length);
      }
      for (let bit = 0; bit < 15; bit++) {
        expect(result.facets.specialization[bit]).toBe(
          src.facilities.filter((f) => ok(f, 's') && f.specialization_mask & (1 << bit)).length,
        );
      }
      expect(result.withoutFilter).toEqual({
        state: src.facilities.filter((f) => ok(f, 'state')).length,
        treatment: src.facilities.filter((f) => ok(f, 't')).length,
        specialization: src.facilities.filter((f) => ok(f, 's')).length,
        insurance: src.facilities.filter((f) => ok(f, 'i')).length,
      });
      const ratings = result.pageIds.map((id) => src.facilities[id - 1]!.rating ?? -1);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    }
  });

  it('pages through a sort without losing or repeating a facility', () => {
    for (const sort of ['rating', 'name', 'state'] as const) {
      const seen: number[] = [];
      for (let page = 0; page < 10; page++) {
        const base = { state: -1, treatmentMask: 0, specializationMask: 0, insuranceMask: 0, scores: null, origin: null };
        seen.push(...runEngine(index, { ...base, sort, offset: page * 40, limit: 40 }).pageIds);
      }
      expect(new Set(seen).size).toBe(400);
    }
  });

  it('keeps only facilities inside the radius and sorts them by distance', () => {
    const origin = { latitude: 35, longitude: -110, radiusMiles: 150 };
    const result = runEngine(index, {
      state: -1, treatmentMask: 0, specializationMask: 0, insuranceMask: 0, scores: null, origin,
      sort: 'distance', offset: 0, limit: 100,
    });
    const distances = result.pageIds.map((id) => result.distances.get(id)!);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((d) => d <= 150)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('orders equally relevant text matches around a place by distance, then rating', () => {
    const origin = { latitude: 35, longitude: -110, radiusMiles: 400 };
    const inside = runEngine(index, { state: -1, treatmentMask: 0, specializationMask: 0, insuranceMask: 0, scores: null, origin, sort: 'distance', offset: 0, limit: 400 });
    // Every facility in range scores the same for the text, but two tiers.
    const tiers = new Map(inside.pageIds.map((id, i) => [id, i % 2 === 0 ? -2 : -1]));
    const result = runEngine(index, { state: -1, treatmentMask: 0, specializationMask: 0, insuranceMask: 0, scores: tiers, origin, sort: 'relevance', offset: 0, limit: 400 });
    const ranked = result.pageIds.map((id) => [tiers.get(id)!, result.distances.get(id)!] as const);
    expect(ranked.length).toBe(tiers.size);
    for (let i = 1; i < ranked.length; i++) {
      const [scoreBefore, distanceBefore] = ranked[i - 1]!;
      const [score, distance] = ranked[i]!;
      expect(score >= scoreBefore).toBe(true);
      if (score === scoreBefore) expect(distance).toBeGreaterThanOrEqual(distanceBefore);
    }
  });
});
