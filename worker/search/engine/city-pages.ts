import { setBit, wordsFor } from '../index/bitsets';
import { distanceMiles } from './geo';
import type { SearchIndex } from '../index/index-codec';

// The cities with a page of their own (/states/{state}/{city}): each city of the ZIP table with at
// least MIN_LISTINGS published listings. Worked out once per decoded index from its place column,
// never by counting the table: a city page, a state page and the sitemap read no row for it.

/** A city needs this many published listings for a page. */
export const MIN_LISTINGS = 3;

/** How many nearby cities a city page links to, and how far it looks for them. */
const NEARBY = 8;
const NEARBY_MILES = 100;

export interface CityPage {
  /** Position in the index's place columns. */
  place: number;
  name: string;
  /** Two-letter state code. */
  state: string;
  /** The city's part of its address: lower-case words joined by hyphens ("san-antonio"). */
  slug: string;
  /** Published listings in the city. */
  count: number;
  latitude: number;
  longitude: number;
}

interface CityPages {
  /** Every city with a page, by state code then name. */
  all: CityPage[];
  byAddress: Map<string, CityPage>;
  byState: Map<string, CityPage[]>;
  byPlace: Map<number, CityPage>;
}

/** A city name's part of the address: "St. Louis" → "st-louis". */
export const citySlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** How a listing's city is matched with the ZIP table's: its state and its slug. */
export const placeKey = (state: string, city: string) => `${state.toUpperCase()}/${citySlug(city)}`;

const built = new WeakMap<SearchIndex, CityPages>();

function cityPages(index: SearchIndex): CityPages {
  const known = built.get(index);
  if (known) return known;
  const counts = new Uint32Array(index.placeCount);
  for (let i = 0; i < index.count; i++) {
    const place = index.place[i]!;
    if (place >= 0) counts[place]!++;
  }
  const all: CityPage[] = [];
  for (let place = 0; place < index.placeCount; place++) {
    if (counts[place]! < MIN_LISTINGS) continue;
    const name = index.placeNames[place]!;
    all.push({
      place,
      name,
      state: index.states[index.placeState[place]!]!.code,
      slug: citySlug(name),
      count: counts[place]!,
      latitude: index.placeLatitude[place]!,
      longitude: index.placeLongitude[place]!,
    });
  }
  all.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  const pages: CityPages = { all, byAddress: new Map(), byState: new Map(), byPlace: new Map() };
  for (const city of all) {
    const address = `${city.state}/${city.slug}`;
    if (!pages.byAddress.has(address)) pages.byAddress.set(address, city);
    pages.byPlace.set(city.place, city);
    const inState = pages.byState.get(city.state);
    if (inState) inState.push(city);
    else pages.byState.set(city.state, [city]);
  }
  built.set(index, pages);
  return pages;
}

/** Every city with a page. */
export const allCityPages = (index: SearchIndex): readonly CityPage[] => cityPages(index).all;

/** The cities of a state with pages, by name. */
export const cityPagesInState = (index: SearchIndex, state: string): readonly CityPage[] =>
  cityPages(index).byState.get(state.toUpperCase()) ?? [];

/** The city at /states/{state}/{slug}, when it has a page. */
export const findCityPage = (index: SearchIndex, state: string, slug: string): CityPage | undefined =>
  cityPages(index).byAddress.get(`${state.toUpperCase()}/${slug.toLowerCase()}`);

/** The page of a city the search box read (by state and name), if it has one. */
export const cityPageNamed = (index: SearchIndex, state: string, name: string): CityPage | undefined =>
  findCityPage(index, state, citySlug(name));

/** The cities with pages nearest this one (any state), nearest first. */
export function nearbyCityPages(index: SearchIndex, city: CityPage): Array<CityPage & { miles: number }> {
  return cityPages(index)
    .all.filter((other) => other !== city)
    .map((other) => ({ ...other, miles: distanceMiles(city.latitude, city.longitude, other.latitude, other.longitude) }))
    .filter((other) => other.miles <= NEARBY_MILES)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, NEARBY);
}

/** The listings of a city, as a bitset over index positions (the engine's `within`). */
export function cityBitset(index: SearchIndex, city: CityPage): Uint32Array {
  const bits = new Uint32Array(wordsFor(index.count));
  for (let i = 0; i < index.count; i++) if (index.place[i] === city.place) setBit(bits, 0, i);
  return bits;
}
