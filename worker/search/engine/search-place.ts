import { ApiError } from '../../lib/errors';
import type { Database } from '../../lib/db';
import { findZipArea, findZipCode } from '../queries/places';
import { DEFAULT_RADIUS_MILES, type SearchQuery } from '../schemas/search';
import type { SearchIndex } from '../index/index-codec';
import type { Place } from '../understand/parse-query';
import { cityPageNamed } from './city-pages';
import type { EngineQuery } from './engine';

// Where a search looks: the state it keeps to, and the point it measures distance from, each set by
// a control (State, ZIP, near=me) or by the words, the control winning (read-search.ts).

/** Where a search measured distance from, as the page says it ("near Austin, TX"). */
export interface SearchPlace {
  kind: 'state' | 'city' | 'zip' | 'near-me';
  label: string;
  /** Miles, for a search around a point. */
  radius?: number;
  /** A city with a page of its own (/states/{state}/{slug}): the page says so and links to it. */
  cityPage?: { state: string; slug: string; name: string; count: number };
}

export type Origin = NonNullable<EngineQuery['origin']>;

/** The ZIP code searched around, as the answer names it. */
export interface ZipOrigin {
  zip: string;
  city: string;
  state: string;
  radius: number;
}

/** The visitor's approximate location, from the request (never stored or logged). */
export interface VisitorLocation {
  latitude: number;
  longitude: number;
  /** "Austin, TX", when the city is known. */
  label: string | null;
}

/** Default radius when a search names a ZIP code or a city, or asks for places near the visitor. */
const TYPED_ZIP_RADIUS_MILES = 25;
export const CITY_RADIUS_MILES = 30;
const NEAR_VISITOR_RADIUS_MILES = 50;

/** The state filter's position in the index: the State control's, else a state the words named; -1 for none. */
export function stateFilter(index: SearchIndex, query: SearchQuery, typedPlace: Place | undefined): number {
  const stateCode = query.state ?? (typedPlace?.kind === 'state' ? typedPlace.code : undefined);
  const state = stateCode ? index.states.findIndex((s) => s.code === stateCode) : -1;
  if (query.state && state < 0) throw ApiError.invalidField('state', `Unknown state: ${query.state}.`);
  return state;
}

export interface SearchedAround {
  origin: Origin | null;
  /** Set when the origin is a ZIP code. */
  zip?: ZipOrigin;
  place?: SearchPlace;
}

/**
 * The point distance is measured from (a ZIP code, a city the words named, or the visitor when
 * near them is asked for and no state is), and the place the page names; reads D1 only for a ZIP.
 */
export async function searchedAround(
  db: Database,
  index: SearchIndex,
  query: SearchQuery,
  typedPlace: Place | undefined,
  state: number,
  visitor: VisitorLocation | null,
  nearMeTyped: boolean,
): Promise<SearchedAround> {
  // A state the words named has no point: the page names it all the same.
  const stateNamed: SearchedAround = {
    origin: null,
    ...(typedPlace?.kind === 'state' && !query.state ? { place: { kind: 'state', label: typedPlace.name } } : {}),
  };
  const zipCode = query.zip ?? (typedPlace?.kind === 'zip' ? typedPlace.zip : undefined);
  if (zipCode) {
    // A typed ZIP the table lacks (a PO box) is searched around its area; an explicit one must exist.
    const zip = (await findZipCode(db, zipCode)) ?? (query.zip ? null : await findZipArea(db, zipCode));
    if (!zip && query.zip) throw ApiError.invalidField('zip', /*i18n*/ 'We could not find ZIP code {zip}.', { zip: query.zip });
    if (!zip) return stateNamed;
    const radius = query.radius ?? (query.zip ? DEFAULT_RADIUS_MILES : TYPED_ZIP_RADIUS_MILES);
    return {
      origin: { latitude: zip.latitude, longitude: zip.longitude, radiusMiles: radius },
      zip: { zip: zip.zip, city: zip.city, state: zip.state, radius },
      place: { kind: 'zip', label: `${zip.zip} (${zip.city}, ${zip.state})`, radius },
    };
  }
  if (typedPlace?.kind === 'city') {
    const { city } = typedPlace;
    const radius = query.radius ?? CITY_RADIUS_MILES;
    const page = cityPageNamed(index, city.state, city.name);
    return {
      origin: { latitude: city.latitude, longitude: city.longitude, radiusMiles: radius },
      place: {
        kind: 'city',
        label: `${city.name}, ${city.state}`,
        radius,
        ...(page ? { cityPage: { state: page.state, slug: page.slug, name: page.name, count: page.count } } : {}),
      },
    };
  }
  if (visitor && (nearMeTyped || query.near === 'me') && state < 0) {
    const radius = query.radius ?? NEAR_VISITOR_RADIUS_MILES;
    return {
      origin: { latitude: visitor.latitude, longitude: visitor.longitude, radiusMiles: radius },
      place: { kind: 'near-me', label: visitor.label ?? /*i18n*/ 'your location', radius },
    };
  }
  return stateNamed;
}
