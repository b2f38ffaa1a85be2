import { getPublishedFacilityCardsByIds } from '../listings/queries/facilities';
import { ApiError } from '../lib/errors';
import type { Database } from '../lib/db';
import { layoutOf } from './index/bitsets';
import { allCityPages, cityBitset, cityPagesInState, findCityPage, nearbyCityPages, type CityPage } from './engine/city-pages';
import { runEngine } from './engine/engine';
import type { SearchIndex } from './index/index-codec';
import { getSearchIndex } from './index-store';
import { taxonomyFacet, withIndexedNames, type FacetValue } from './engine/result-parts';

// A city's page: its listings (the search engine over the city's listings, best rated first), its
// counts by treatment type and insurance (the engine's facets), and the nearby cities with pages.
// Everything but the shown listings' own rows comes from the in-memory index.

type WaitUntil = (p: Promise<unknown>) => void;

/** A city with a page, as the API names it. */
export interface CityLink {
  name: string;
  state: string;
  slug: string;
  count: number;
}

const linkOf = ({ name, state, slug, count }: CityPage): CityLink => ({ name, state, slug, count });

/** The state an address names, by code or hyphenated name, from the index (no row read). */
function stateOf(index: SearchIndex, value: string) {
  const v = value.toLowerCase();
  return index.states.find((s) => s.code.toLowerCase() === v || s.name.toLowerCase().replace(/\s+/g, '-') === v);
}

const counted = (facets: FacetValue[]) => facets.filter((f) => f.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

export async function getCityPage(db: Database, stateValue: string, slug: string, limit: number, waitUntil: WaitUntil) {
  const index = await getSearchIndex(db, waitUntil);
  const state = stateOf(index, stateValue);
  const city = state && findCityPage(index, state.code, slug);
  if (!state || !city) throw new ApiError('not_found', 'We have no page for that city.');
  const result = runEngine(index, {
    state: -1,
    filters: {},
    text: null,
    origin: null,
    within: cityBitset(index, city),
    sort: 'rating',
    offset: 0,
    limit,
  });
  const layout = layoutOf(index);
  const facilities = (await getPublishedFacilityCardsByIds(db, result.pageIds)).map((card) => withIndexedNames(index, card));
  return {
    city: { ...linkOf(city), stateName: state.name, latitude: city.latitude, longitude: city.longitude },
    facilities,
    total: result.total,
    counts: {
      treatment_types: counted(taxonomyFacet(index.treatmentTypes, layout.treatmentRow, result.facets.rows)),
      insurance: counted(taxonomyFacet(index.insurance, layout.insuranceRow, result.facets.rows)),
    },
    nearby: nearbyCityPages(index, city).map((c) => ({ ...linkOf(c), miles: Math.round(c.miles) })),
  };
}

/** The cities of a state that have pages, with their counts. */
export async function listCityPagesInState(db: Database, state: string, waitUntil: WaitUntil): Promise<CityLink[]> {
  const index = await getSearchIndex(db, waitUntil);
  return cityPagesInState(index, state).map(linkOf);
}

/** Every city with a page, by state then name (the sitemap's). */
export async function listAllCityPages(db: Database, waitUntil: WaitUntil): Promise<CityLink[]> {
  return allCityPages(await getSearchIndex(db, waitUntil)).map(linkOf);
}
