import { searchAvailability } from '../availability/search-filter';
import { getPublishedFacilityCardsByIds } from '../listings/queries/facilities';
import { findZipArea, findZipCode } from './queries/places';
import { ApiError } from '../lib/errors';
import type { Database } from '../lib/db';
import { DEFAULT_RADIUS_MILES, type SearchQuery } from './schemas/search';
import { bitsetOfIds } from './engine/accepting';
import { hasBit, layoutOf, type ListName } from './index/bitsets';
import { positionOf, runEngine } from './engine/engine';
import { engineFilters, resultCard, serviceFacets, taxonomyFacet, withIndexedNames, type FacetValue, type SearchResultFacility } from './engine/result-parts';
import { facilitiesNamed } from './engine/suggest';
import { facilitiesFullyNamed, readAsName } from './engine/named';
import { SERVICE_GROUPS, type SearchIndex, type ServiceGroup } from './index/index-codec';
import { getSearchIndex } from './index-store';
import { cityPageNamed } from './engine/city-pages';
import { matchOfPositions, matchText } from './engine/text-match';
import { parseQuery, saysNearMe, type ParsedQuery, type Place, type Understanding } from './understand/parse-query';
import { queryContext } from './understand/query-context';

/** Where a search measured distance from, as the page says it ("near Austin, TX"). */
interface SearchPlace {
  kind: 'state' | 'city' | 'zip' | 'near-me';
  label: string;
  /** Miles, for a search around a point. */
  radius?: number;
  /** A city with a page of its own (/states/{state}/{slug}): the page says so and links to it. */
  cityPage?: { state: string; slug: string; name: string; count: number };
}

type RelaxableFilter = 'state' | 'treatment_types' | 'specializations' | 'insurance' | 'accepting' | `services:${ServiceGroup}`;

interface SearchResponse {
  /** `named`: put first because the search typed its name. */
  facilities: SearchResultFacility[];
  total: number;
  page: number;
  limit: number;
  facets: {
    state: FacetValue[];
    treatment_types: FacetValue[];
    specializations: FacetValue[];
    insurance: FacetValue[];
    /** Per sidebar group, in catalogue order; a service that means a list entry is that entry's facet. */
    services: Record<ServiceGroup, FacetValue[]>;
    /** Its one entry: accepting new patients, confirmed in the last 14 days, and how many match with it on. */
    accepting: FacetValue[];
  };
  /** What the search text was read as: each shown as a chip that searches without it. */
  understood: Understanding[];
  /** The text searched when a word was misspelt, and the text as typed. */
  corrected?: { query: string; original: string };
  place?: SearchPlace;
  /** A place the box understood that a control replaced ("Searching Ohio instead of near Austin, TX"). */
  replaced?: { understood: string; by: string };
  /** Words no listing holds, left out of a search that would otherwise have found nothing. */
  ignored?: string[];
  /** When nothing matched: each filter whose removal would find something, with how many. */
  relax?: Array<{ filter: RelaxableFilter; total: number }>;
  origin?: { zip: string; city: string; state: string; radius: number };
}

/** The visitor's approximate location, from the request (never stored or logged). */
export interface VisitorLocation {
  latitude: number;
  longitude: number;
  /** "Austin, TX", when the city is known. */
  label: string | null;
}

const ACCEPTING_FACET = 'Accepting new patients (confirmed in the last 14 days)';

/** Default radius when a search names a ZIP code or a city, or asks for places near the visitor. */
const TYPED_ZIP_RADIUS_MILES = 25;
const CITY_RADIUS_MILES = 30;
const NEAR_VISITOR_RADIUS_MILES = 50;

const NOTHING_TYPED: ParsedQuery = {
  words: [],
  nearMe: false,
  filters: { treatment_types: [], specializations: [], insurance: [], services: [] },
  accepting: false,
  text: [],
  topics: [],
  content: [],
  understood: [],
};

type RawSearch = Partial<Record<'q' | 'near' | 'state' | 'zip' | 'treatment_types' | 'specializations' | 'insurance' | 'services' | 'accepting', string>>;

/** No text and no filter: the search page's first view. */
/** Listings named by the words, put first at most. */
const MAX_NAMED = 10;

const hasExplicitFilters = (query: SearchQuery) =>
  Boolean(query.state || query.zip || query.accepting) ||
  query.treatment_types.length + query.specializations.length + query.insurance.length + query.services.length > 0;

type EngineQuery = Parameters<typeof runEngine>[1];
type EngineResult = ReturnType<typeof runEngine>;

/** The result with the named listings first (those it already held move up), paged again. */
function withNamedFirst(index: SearchIndex, query: EngineQuery, result: EngineResult, named: number[]): EngineResult {
  const end = query.offset + query.limit;
  const wider = runEngine(index, { ...query, offset: 0, limit: end + named.length });
  // Which named listings the search itself matched: counted once in the total.
  const positions = named.map((id) => positionOf(index, id));
  const candidates = query.text ? positions.filter((i) => i >= 0 && hasBit(query.text!.bits, 0, i)) : positions;
  const alsoMatched = runEngine(index, { ...query, text: matchOfPositions(index, candidates), offset: 0, limit: named.length });
  const namedSet = new Set(named);
  const merged = [...named, ...wider.pageIds.filter((id) => !namedSet.has(id))];
  return { ...result, total: result.total + named.length - alsoMatched.total, pageIds: merged.slice(query.offset, end) };
}

/** Whether a place the text named disagrees with the State or ZIP control (which then wins). */
function placeConflicts(place: Place, query: SearchQuery): boolean {
  if (query.zip) return place.kind !== 'zip' || place.zip !== query.zip;
  if (!query.state) return false;
  if (place.kind === 'state') return place.code !== query.state;
  if (place.kind === 'city') return place.city.state !== query.state;
  return false;
}

/**
 * Whether this search is answered from where the visitor is (near=me, or the words "near me"), so
 * its answer must not be shared through a cache. Read from the raw query, before any cache. An
 * empty search answers for the whole country: nearness is asked for, never assumed.
 */
export function usesVisitorLocation(query: RawSearch): boolean {
  return query.near === 'me' || saysNearMe(query.q ?? '');
}

export async function searchFacilities(
  db: Database,
  query: SearchQuery,
  waitUntil: (p: Promise<unknown>) => void,
  visitor: VisitorLocation | null = null,
): Promise<SearchResponse> {
  const answer = await searchOnce(db, query, waitUntil, visitor, false);
  if (answer.total > 0 || !answer.corrected || query.as_typed) return inView(answer, query);
  // A correction that leads nowhere ("a town nothing is near") is dropped: the words as typed are
  // searched instead, as text where they mean nothing else.
  const asTyped = await searchOnce(db, { ...query, as_typed: true }, waitUntil, visitor, true);
  return inView(asTyped.total > 0 ? asTyped : answer, query);
}

const inView = (answer: SearchResponse, query: SearchQuery): SearchResponse =>
  query.view === 'card' ? { ...answer, facilities: answer.facilities.map(resultCard) } : answer;

async function searchOnce(
  db: Database,
  query: SearchQuery,
  waitUntil: (p: Promise<unknown>) => void,
  visitor: VisitorLocation | null,
  /** This searches as typed a correction that found nothing: its unknown words may be left out. */
  retryOfCorrection: boolean,
): Promise<SearchResponse> {
  const index: SearchIndex = await getSearchIndex(db, waitUntil);
  const read = query.q ? parseQuery(query.q, queryContext(index), { asTyped: query.as_typed }) : NOTHING_TYPED;
  // A name-like search ("florida house", "harbor light denver", "Sparrow Trail Estate") puts the
  // listings so named first, whatever the words were also read as; only for typed text, not for
  // ticked filters. A listing's whole name typed wins over a place its words also name.
  const pinnable = read.understood.length > 0 && !hasExplicitFilters(query);
  const fullyNamed = pinnable ? facilitiesFullyNamed(index, read.words.map((w) => w.toLowerCase()), MAX_NAMED) : [];
  const parsed = readAsName(index, read, fullyNamed, CITY_RADIUS_MILES);
  // A place set with a control replaces a different one the box understood, and says so.
  const typedNote = parsed.understood.find((u) => u.kind === 'place');
  const conflicting = parsed.place && placeConflicts(parsed.place, query);
  const typedPlace = conflicting ? undefined : parsed.place;
  const replaced =
    conflicting && typedNote
      ? { understood: typedNote.label, by: query.zip ? `ZIP ${query.zip}` : (index.states.find((s) => s.code === query.state)?.name ?? query.state!) }
      : undefined;

  const stateCode = query.state ?? (typedPlace?.kind === 'state' ? typedPlace.code : undefined);
  const state = stateCode ? index.states.findIndex((s) => s.code === stateCode) : -1;
  if (query.state && state < 0) throw ApiError.invalidField('state', `Unknown state: ${query.state}.`);
  const filters = engineFilters(index, query, parsed.filters);

  let origin: { latitude: number; longitude: number; radiusMiles: number } | null = null;
  let originInfo: SearchResponse['origin'];
  let place: SearchPlace | undefined = typedPlace?.kind === 'state' && !query.state ? { kind: 'state', label: typedPlace.name } : undefined;
  const zipCode = query.zip ?? (typedPlace?.kind === 'zip' ? typedPlace.zip : undefined);
  if (zipCode) {
    // A typed ZIP the table lacks (a PO box) is searched around its area; an explicit one must exist.
    const zip = (await findZipCode(db, zipCode)) ?? (query.zip ? null : await findZipArea(db, zipCode));
    if (!zip && query.zip) throw ApiError.invalidField('zip', `We could not find ZIP code ${query.zip}.`);
    if (zip) {
      const radius = query.radius ?? (query.zip ? DEFAULT_RADIUS_MILES : TYPED_ZIP_RADIUS_MILES);
      origin = { latitude: zip.latitude, longitude: zip.longitude, radiusMiles: radius };
      originInfo = { zip: zip.zip, city: zip.city, state: zip.state, radius };
      place = { kind: 'zip', label: `${zip.zip} (${zip.city}, ${zip.state})`, radius };
    }
  } else if (typedPlace?.kind === 'city') {
    const { city } = typedPlace;
    const radius = query.radius ?? CITY_RADIUS_MILES;
    origin = { latitude: city.latitude, longitude: city.longitude, radiusMiles: radius };
    const page = cityPageNamed(index, city.state, city.name);
    place = {
      kind: 'city',
      label: `${city.name}, ${city.state}`,
      radius,
      ...(page ? { cityPage: { state: page.state, slug: page.slug, name: page.name, count: page.count } } : {}),
    };
  } else if (visitor && (parsed.nearMe || query.near === 'me') && state < 0) {
    const radius = query.radius ?? NEAR_VISITOR_RADIUS_MILES;
    origin = { latitude: visitor.latitude, longitude: visitor.longitude, radiusMiles: radius };
    place = { kind: 'near-me', label: visitor.label ?? 'your location', radius };
  }

  const text = parsed.text.length > 0 ? matchText(index, parsed.text) : null;
  // Accepting new patients: kept outside the index, since "in the last 14 days" moves with today.
  const availability = await searchAvailability(db, new Date());
  const acceptingBits = bitsetOfIds(index, availability.accepting);
  const accepting = query.accepting || parsed.accepting;
  const engineQuery = {
    state,
    filters,
    text,
    origin,
    within: accepting ? acceptingBits : null,
    countWithin: accepting ? null : acceptingBits,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
  let result = runEngine(index, engineQuery);
  let understood = conflicting ? parsed.understood.filter((u) => u !== typedNote) : parsed.understood;

  const namedPositions = pinnable && parsed.content.length >= 2 ? facilitiesNamed(index, parsed.content, MAX_NAMED) : [];
  const named = [...new Set([...fullyNamed, ...namedPositions])].slice(0, MAX_NAMED).map((i) => index.ids[i]!);
  if (named.length > 0) result = withNamedFirst(index, engineQuery, result, named);

  if (result.total === 0 && understood.length > 0 && parsed.content.length > 0 && !query.state && !query.zip) {
    // A place or treatment word may be part of a facility's name ("Florida House" in New York):
    // when reading the words as filters finds nothing, search them all as text instead.
    const literal = matchText(index, parsed.content);
    if (literal.size > 0) {
      const plain = engineFilters(index, query, null);
      const within = query.accepting ? acceptingBits : null;
      const byName = runEngine(index, { ...engineQuery, filters: plain, state: -1, origin: null, text: literal, within, countWithin: within ? null : acceptingBits });
      if (byName.total > 0) {
        result = byName;
        understood = [];
        origin = null;
        place = undefined;
      }
    }
  } else if (result.total === 0 && place?.kind === 'near-me' && !parsed.nearMe) {
    // A search near the visitor asked for by the page (not by the words), far from every listing,
    // shows them all rather than nothing.
    result = runEngine(index, { ...engineQuery, origin: null });
    origin = null;
    place = undefined;
  }
  let ignored: string[] | undefined;
  if (result.total === 0 && text?.size === 0 && (retryOfCorrection || parsed.text.every((w) => parsed.topics.includes(w)))) {
    // Words no listing holds at all: a subject no filter holds ("gambling addiction") or a
    // misspelt place that corrects to nothing reachable. They are searched for, and said to be
    // missing, rather than answering nothing for the words that did mean something.
    const without = runEngine(index, { ...engineQuery, text: null });
    if (without.total > 0) {
      result = named.length > 0 ? withNamedFirst(index, { ...engineQuery, text: null }, without, named) : without;
      ignored = parsed.text;
    }
  }

  const namedSet = new Set(named);
  const facilities = (await getPublishedFacilityCardsByIds(db, result.pageIds)).map((card) => {
    const facility = withIndexedNames(index, { ...card, availability: availability.of(card.id) });
    // Put first for its name, not for the place or filters: the page says so on its card.
    return namedSet.has(facility.id) ? { ...facility, named: true as const } : facility;
  });
  if (origin) {
    for (const f of facilities) {
      const d = result.distances.get(f.id);
      if (d !== undefined) f.distance = Math.round(d * 10) / 10;
    }
  }

  const active = (list: ListName) => (filters[list]?.length ?? 0) > 0;
  const relax: SearchResponse['relax'] =
    result.total > 0
      ? undefined
      : (
          [
            ['state', state >= 0, result.withoutFilter.state],
            ['treatment_types', active('treatment'), result.withoutFilter.treatment],
            ['specializations', active('specialization'), result.withoutFilter.specialization],
            ['insurance', active('insurance'), result.withoutFilter.insurance],
            ...SERVICE_GROUPS.map((g) => [`services:${g}`, active(g), result.withoutFilter[g]] as const),
            ['accepting', accepting, accepting ? runEngine(index, { ...engineQuery, within: null, limit: 0 }).total : 0] as const,
          ] as const
        )
          .filter(([, on, total]) => on && total > 0)
          .map(([filter, , total]) => ({ filter, total }));

  const layout = layoutOf(index);
  return {
    facilities,
    total: result.total,
    page: query.page,
    limit: query.limit,
    facets: {
      state: index.states.map((s, i) => ({ value: s.code, name: s.name, count: result.facets.state[i] ?? 0 })),
      treatment_types: taxonomyFacet(index.treatmentTypes, layout.treatmentRow, result.facets.rows),
      specializations: taxonomyFacet(index.specializations, layout.specializationRow, result.facets.rows),
      insurance: taxonomyFacet(index.insurance, layout.insuranceRow, result.facets.rows),
      services: serviceFacets(index, result.facets.rows),
      accepting: [{ value: '1', name: ACCEPTING_FACET, count: accepting ? result.total : result.countedWithin }],
    },
    understood,
    ...(parsed.corrected ? { corrected: { query: parsed.corrected, original: query.q } } : {}),
    ...(place ? { place } : {}),
    ...(relax && relax.length > 0 ? { relax } : {}),
    ...(ignored ? { ignored } : {}),
    ...(replaced ? { replaced } : {}),
    ...(originInfo && origin ? { origin: originInfo } : {}),
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
