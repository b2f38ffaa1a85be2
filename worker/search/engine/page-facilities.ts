import { getPublishedFacilityCardsByIds } from '../../listings/queries/facilities';
import type { Database } from '../../lib/db';
import type { SearchIndex } from '../index/index-codec';
import type { AcceptingFilter } from './accepting';
import type { Found } from './fallbacks';
import { withIndexedNames, type SearchResultFacility } from './result-parts';

/**
 * The page's listings in the result's order: each row read fresh from D1, completed from the index,
 * with its availability, its distance when the search was around a point, and `named` when it is
 * first for its name.
 */
export async function pageFacilities(
  db: Database,
  index: SearchIndex,
  { result, origin }: Found,
  named: readonly number[],
  availability: AcceptingFilter,
): Promise<SearchResultFacility[]> {
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
  return facilities;
}
