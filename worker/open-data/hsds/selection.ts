import type { Database } from '../../lib/db';
import { intersect, listingSets, type DirectoryList, type ListingBits, type ListingSets } from '../../search/listing-sets';
import { readCatalogueRows, readLatestUpdate, readOrganizationListingIds, readUpdateRows } from './queries/listings';

// Which published listings a list page shows, and how many match, without reading the directory
// (security issue 40: an OFFSET page and a count(*) per request read every listing, 6,149 rows for
// one service at 5,200). The sets come from the search index, which is loaded once per data version
// and shared with search: every listing, a list entry, a service search filters by, words. What the
// index does not hold (the other locator services, the first location of each organization, when a
// listing last changed) is read once per index and kept beside it: a walk of the listings by id, then
// nothing until the index or the latest change moves. An organization's own locations are read by
// key, as they are now. The page's rows are then read by id (queries/listings.ts).
//
// The index can lag a change by the seconds its rebuild takes; a listing unpublished meanwhile is
// left out when its row is read, so a page may come one short until the rebuild, never show it.

/** A list's filters, resolved to our keys. */
export interface ListingFilter {
  /** Words (each as a prefix, as search reads them). */
  search?: string;
  /** An entry of our lists. */
  listEntry?: { list: DirectoryList; id: string };
  /** A locator service. */
  service?: { id: number; slug: string };
  taxonomy?: 'recovery-directory' | 'samhsa-locator';
  /** ISO date-time: listings changed at or after it. */
  modifiedAfter?: string;
  /** The locations of this organization (`HsdsRow.organization_key`). */
  organization?: number;
  /** One listing per organization, its first published location: the organizations list. */
  firstOfOrganization?: boolean;
}

/** What is kept beside one index: its listings' organizations and locator services, by position. */
interface Catalogue {
  /** Positions offering each service, ascending. */
  byService: Map<number, Uint32Array>;
  anyService: ListingBits;
  firstOfOrganization: ListingBits;
}

/** When each listing of one index last changed, as of the latest change `latest`. */
interface Updates {
  latest: string;
  updatedAt: string[];
}

/** Rows per query of the walks: a few hundred kilobytes of rows at a time. */
const WALK_PAGE = 5_000;

const catalogues = new WeakMap<ListingSets, Promise<Catalogue>>();
const updates = new WeakMap<ListingSets, Promise<Updates>>();

async function walk<T extends { id: number }>(read: (afterId: number) => Promise<T[]>, each: (row: T) => void): Promise<void> {
  for (let after = 0; ; ) {
    const rows = await read(after);
    rows.forEach(each);
    if (rows.length < WALK_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

function catalogueOf(db: Database, sets: ListingSets): Promise<Catalogue> {
  let held = catalogues.get(sets);
  if (!held) {
    held = (async () => {
      const services = new Map<number, number[]>();
      const organizationOf = new Float64Array(sets.count).fill(-1);
      const anyService = new Uint32Array(sets.all().length);
      await walk(
        (after) => readCatalogueRows(db, after, WALK_PAGE),
        (row) => {
          const i = sets.positionOf(row.id);
          if (i < 0) return;
          organizationOf[i] = row.organization_key;
          for (const id of serviceIds(row.services)) {
            let list = services.get(id);
            if (!list) services.set(id, (list = []));
            list.push(i);
            anyService[i >>> 5]! |= 1 << (i & 31);
          }
        },
      );
      // In id order, the first listing seen of each organization stands for it.
      const firstOfOrganization = new Uint32Array(anyService.length);
      const seen = new Set<number>();
      for (const i of sets.idOrder()) {
        const key = organizationOf[i]!;
        if (seen.has(key)) continue;
        seen.add(key);
        firstOfOrganization[i >>> 5]! |= 1 << (i & 31);
      }
      return { byService: new Map([...services].map(([id, list]) => [id, Uint32Array.from(list)])), anyService, firstOfOrganization };
    })();
    // A failed read is not kept: the next request tries again.
    held.catch(() => catalogues.delete(sets));
    catalogues.set(sets, held);
  }
  return held;
}

async function updatesOf(db: Database, sets: ListingSets): Promise<Updates> {
  const latest = await readLatestUpdate(db);
  const held = await updates.get(sets)?.catch(() => undefined);
  if (held && held.latest === latest) return held;
  const loading = (async () => {
    const updatedAt = new Array<string>(sets.count).fill('');
    await walk(
      (after) => readUpdateRows(db, after, WALK_PAGE),
      (row) => {
        const i = sets.positionOf(row.id);
        if (i >= 0) updatedAt[i] = row.updated_at;
      },
    );
    return { latest, updatedAt };
  })();
  updates.set(sets, loading);
  return loading;
}

function serviceIds(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function bitsOfPositions(length: number, positions: Iterable<number>): ListingBits {
  const bits = new Uint32Array(length);
  for (const i of positions) bits[i >>> 5]! |= 1 << (i & 31);
  return bits;
}

/**
 * The ids of one page of the listings `filter` matches, in id order, from the `offset`-th, at most
 * `limit`, and how many match in all.
 */
export async function selectListings(
  db: Database,
  waitUntil: (p: Promise<unknown>) => void,
  filter: ListingFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; ids: number[] }> {
  const organizationIds = filter.organization === undefined ? null : await readOrganizationListingIds(db, filter.organization);
  const narrowed = Object.entries(filter).some(([name, value]) => name !== 'organization' && value !== undefined && value !== false);
  // An organization's locations alone: as they are now, by key (an organization has a few).
  if (organizationIds && !narrowed) return { total: organizationIds.length, ids: organizationIds.slice(offset, offset + limit) };

  const sets = await listingSets(db, waitUntil);
  const parts: ListingBits[] = [];
  if (organizationIds) parts.push(sets.ofIds(organizationIds));
  if (filter.search !== undefined) {
    const words = sets.words(filter.search);
    if (words) parts.push(words);
  }
  if (filter.listEntry) parts.push(sets.listEntry(filter.listEntry.list, filter.listEntry.id));
  if (filter.taxonomy === 'recovery-directory') parts.push(sets.anyListEntry());
  const needsCatalogue =
    filter.firstOfOrganization || filter.taxonomy === 'samhsa-locator' || (filter.service !== undefined && sets.service(filter.service.slug) === undefined);
  if (needsCatalogue) {
    const catalogue = await catalogueOf(db, sets);
    if (filter.firstOfOrganization) parts.push(catalogue.firstOfOrganization);
    if (filter.taxonomy === 'samhsa-locator') parts.push(catalogue.anyService);
    if (filter.service && sets.service(filter.service.slug) === undefined) {
      parts.push(bitsOfPositions(catalogue.anyService.length, catalogue.byService.get(filter.service.id) ?? []));
    }
  }
  if (filter.service && sets.service(filter.service.slug)) parts.push(sets.service(filter.service.slug)!);
  if (filter.modifiedAfter !== undefined) {
    const since = filter.modifiedAfter;
    const { updatedAt } = await updatesOf(db, sets);
    parts.push(bitsOfPositions(sets.all().length, updatedAt.flatMap((at, i) => (at >= since ? [i] : []))));
  }
  const bits = parts.reduce(intersect, sets.all());
  return sets.page(bits, offset, limit);
}
