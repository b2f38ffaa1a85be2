import { getPublishedFacilitiesByIds, type Facility } from '../db/facilities';
import { findZipCode } from '../db/places';
import { ApiError } from '../lib/errors';
import type { Database } from '../lib/db';
import { DEFAULT_RADIUS_MILES, type SearchQuery } from '../schemas/search';
import { runEngine } from './engine';
import type { SearchIndex, TaxonomyEntry } from './index-codec';
import { getSearchIndex } from './index-store';
import { textMatches } from './text-matches';
import { matchExpression, searchWords, suggestCorrection } from './text';

interface FacetValue {
  value: string;
  name: string;
  count: number;
}

interface SearchResponse {
  facilities: Facility[];
  total: number;
  page: number;
  limit: number;
  facets: {
    state: FacetValue[];
    treatment_types: FacetValue[];
    specializations: FacetValue[];
    insurance: FacetValue[];
  };
  suggestion?: string;
  origin?: { zip: string; city: string; state: string; radius: number };
}

function maskFor(list: TaxonomyEntry[], ids: string[], field: string, label: string): number {
  let mask = 0;
  for (const id of ids) {
    const entry = list.find((e) => e.id === id);
    if (!entry) throw ApiError.invalidField(field, `Unknown ${label}: ${id}.`);
    mask |= 1 << entry.bit;
  }
  return mask;
}

/** Taxonomy facets: the engine counts per stored bit. */
function taxonomyFacet(list: TaxonomyEntry[], countsByBit: number[]): FacetValue[] {
  return list.map((entry) => ({ value: entry.id, name: entry.name, count: countsByBit[entry.bit] ?? 0 }));
}

export async function searchFacilities(
  db: Database,
  query: SearchQuery,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<SearchResponse> {
  const index: SearchIndex = await getSearchIndex(db, waitUntil);

  const state = query.state ? index.states.findIndex((s) => s.code === query.state) : -1;
  if (query.state && state < 0) throw ApiError.invalidField('state', `Unknown state: ${query.state}.`);
  const treatmentMask = maskFor(index.treatmentTypes, query.treatment_types, 'treatment_types', 'treatment type');
  const specializationMask = maskFor(index.specializations, query.specializations, 'specializations', 'specialization');
  const insuranceMask = maskFor(index.insurance, query.insurance, 'insurance', 'insurance option');

  let origin: { latitude: number; longitude: number; radiusMiles: number } | null = null;
  let originInfo: SearchResponse['origin'];
  if (query.zip) {
    const zip = await findZipCode(db, query.zip);
    if (!zip) throw ApiError.invalidField('zip', `We could not find ZIP code ${query.zip}.`);
    const radius = query.radius ?? DEFAULT_RADIUS_MILES;
    origin = { latitude: zip.latitude, longitude: zip.longitude, radiusMiles: radius };
    originInfo = { zip: zip.zip, city: zip.city, state: zip.state, radius };
  }

  const words = searchWords(query.q);
  const scores = words.length > 0 ? await textMatches(db, matchExpression(words), index.version) : null;

  const result = runEngine(index, {
    state,
    treatmentMask,
    specializationMask,
    insuranceMask,
    scores,
    origin,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });

  const facilities = await getPublishedFacilitiesByIds(db, result.pageIds);
  if (origin) {
    for (const f of facilities) {
      const d = result.distances.get(f.id);
      if (d !== undefined) f.distance = Math.round(d * 10) / 10;
    }
  }

  const suggestion =
    scores && scores.size === 0 ? suggestCorrection(words, index.terms, index.termDocs) : undefined;

  return {
    facilities,
    total: result.total,
    page: query.page,
    limit: query.limit,
    facets: {
      state: index.states.map((s, i) => ({ value: s.code, name: s.name, count: result.facets.state[i] ?? 0 })),
      treatment_types: taxonomyFacet(index.treatmentTypes, result.facets.treatment),
      specializations: taxonomyFacet(index.specializations, result.facets.specialization),
      insurance: taxonomyFacet(index.insurance, result.facets.insurance),
    },
    ...(suggestion ? { suggestion } : {}),
    ...(originInfo ? { origin: originInfo } : {}),
  };
}

/** Published facilities per state, from the same index search uses (no extra scan of the table). */
export async function countFacilitiesByState(
  db: Database,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Map<string, number>> {
  const index = await getSearchIndex(db, waitUntil);
  const counts = new Map<string, number>(index.states.map((s) => [s.code, 0]));
  for (let i = 0; i < index.count; i++) {
    const code = index.states[index.state[i]!]!.code;
    counts.set(code, counts.get(code)! + 1);
  }
  return counts;
}
