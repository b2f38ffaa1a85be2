import type { Database } from '../../../lib/db';
import type { FacilitiesRow, HsdsIdsRow, OrganizationsRow } from '../../../lib/schema-types';
import type { PublishedListingRow } from '../../queries/listings';
import { hsdsId } from '../uuid';

// The HSDS API's reads. Like the open-data export (../../queries/listings.ts), only published listings
// (status 'approved') and only columns a listing page already shows: never contact_*, notes,
// views or anything of accounts and leads.

export interface HsdsRow extends PublishedListingRow {
  /** JSON array of accreditation names. */
  accreditation: FacilitiesRow['accreditation'];
  /**
   * The organization it is a location of: its id (its first listing's, migration 0028), or the
   * listing's own id for a listing no account holds. An organization's HSDS id is computed from it.
   */
  organization_key: number;
  /** The organization's shared name and website; null for a listing that is its own organization. */
  organization_name: OrganizationsRow['name'] | null;
  organization_website: OrganizationsRow['website'] | null;
}

/** A listing's entries of our three lists, by list ('treatment_type', …), as entry ids. */
export type ListLinks = Map<string, string[]>;

const COLUMNS = `f.id, f.name, f.description, f.website, f.email, f.phone, f.address, f.city, f.state, f.zip,
  f.latitude, f.longitude, f.services, f.accreditation, f.source, f.updated_at, coalesce(f.organization_id, f.id) AS organization_key,
  (SELECT o.name FROM organizations o WHERE o.id = f.organization_id) AS organization_name,
  (SELECT o.website FROM organizations o WHERE o.id = f.organization_id) AS organization_website`;

export const LIST_TABLES: Record<string, { table: string; column: string }> = {
  treatment_type: { table: 'facility_treatment_types', column: 'treatment_type_id' },
  specialization: { table: 'facility_specializations', column: 'specialization_id' },
  insurance: { table: 'facility_insurance', column: 'insurance_id' },
};

// A list page is chosen without these reads (../selection.ts): they fetch the page's own rows by key.
// The unary + keeps SQLite off the status indexes, which would walk every published listing.

/** The published listings of `ids`, in id order. */
export function readListingsByIds(db: Database, ids: readonly number[]): Promise<HsdsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.all<HsdsRow>(
    `SELECT ${COLUMNS} FROM facilities f WHERE f.id IN (SELECT value FROM json_each(?1)) AND +f.status = 'approved' ORDER BY f.id`,
    JSON.stringify(ids),
  );
}

/** The ids of the listings of these organizations (any status): by the organization index, and by id for a listing of its own. */
const ORGANIZATION_LISTINGS = `SELECT g.id FROM facilities g WHERE g.organization_id IN (SELECT value FROM json_each(?1))
  UNION ALL SELECT g.id FROM facilities g WHERE g.id IN (SELECT value FROM json_each(?1)) AND g.organization_id IS NULL`;

/** The published locations of these organizations (`HsdsRow.organization_key`), in id order, at most `limit`. */
export function readOrganizationListings(db: Database, keys: readonly number[], limit: number): Promise<HsdsRow[]> {
  return db.all<HsdsRow>(
    `SELECT ${COLUMNS} FROM facilities f WHERE f.id IN (${ORGANIZATION_LISTINGS}) AND +f.status = 'approved' ORDER BY f.id LIMIT ?2`,
    JSON.stringify(keys),
    limit,
  );
}

/** The ids of an organization's published locations, in id order (read now, not from the search index). */
export async function readOrganizationListingIds(db: Database, key: number): Promise<number[]> {
  const rows = await db.all<Pick<FacilitiesRow, 'id'>>(
    `SELECT f.id FROM facilities f WHERE f.id IN (${ORGANIZATION_LISTINGS}) AND +f.status = 'approved' ORDER BY f.id`,
    JSON.stringify([key]),
  );
  return rows.map((r) => r.id);
}

export type CatalogueRow = Pick<FacilitiesRow, 'id'> & {
  organization_key: number;
  /** JSON array of locator service ids. */
  services: FacilitiesRow['services'];
};

/** Published listings after `afterId`, in id order, at most `limit`: their organization and locator services. */
export function readCatalogueRows(db: Database, afterId: number, limit: number): Promise<CatalogueRow[]> {
  return db.all<CatalogueRow>(
    `SELECT f.id, coalesce(f.organization_id, f.id) AS organization_key, f.services FROM facilities f
     WHERE +f.status = 'approved' AND f.id > ?1 ORDER BY f.id LIMIT ?2`,
    afterId,
    limit,
  );
}

/** Published listings after `afterId`, in id order, at most `limit`: when each last changed. */
export function readUpdateRows(db: Database, afterId: number, limit: number): Promise<Pick<FacilitiesRow, 'id' | 'updated_at'>[]> {
  return db.all(`SELECT f.id, f.updated_at FROM facilities f WHERE +f.status = 'approved' AND f.id > ?1 ORDER BY f.id LIMIT ?2`, afterId, limit);
}

/** The latest change to any listing (one row: the end of the updated_at index). */
export async function readLatestUpdate(db: Database): Promise<string> {
  return (await db.first<{ latest: string | null }>('SELECT max(updated_at) AS latest FROM facilities'))?.latest ?? '';
}

/** Up to `limit` published listings after `afterId`, in id order (the export's pages, by key). */
export function readListingsAfter(db: Database, afterId: number, limit: number): Promise<HsdsRow[]> {
  return db.all<HsdsRow>(`SELECT ${COLUMNS} FROM facilities f WHERE +f.status = 'approved' AND f.id > ?1 ORDER BY f.id LIMIT ?2`, afterId, limit);
}

/** The list entries of the given listings, one batch over the three link tables. */
export async function readListLinks(db: Database, ids: number[]): Promise<Map<number, ListLinks>> {
  const out = new Map<number, ListLinks>();
  if (ids.length === 0) return out;
  const lists = Object.entries(LIST_TABLES);
  const results = await db.batch<{ facility_id: number; term: string }>(
    lists.map(([, { table, column }]) =>
      db.statement(`SELECT facility_id, ${column} AS term FROM ${table} WHERE facility_id IN (SELECT value FROM json_each(?1))`, JSON.stringify(ids)),
    ),
  );
  lists.forEach(([list], i) => {
    for (const { facility_id, term } of results[i] ?? []) {
      let links = out.get(facility_id);
      if (!links) out.set(facility_id, (links = new Map()));
      const terms = links.get(list);
      if (terms) terms.push(term);
      else links.set(list, [term]);
    }
  });
  return out;
}

export type IdKind = 'organization' | 'location' | 'service' | 'service_at_location';
const ID_KINDS: IdKind[] = ['organization', 'location', 'service', 'service_at_location'];
const ID_BATCH = 2000;

/** Writes the HSDS ids of the given listings (any status: a listing keeps its ids whatever happens to it). */
async function storeIds(db: Database, facilityIds: number[]): Promise<void> {
  const rows = await Promise.all(
    facilityIds.flatMap((id) => ID_KINDS.map(async (kind) => [await hsdsId(kind, id), kind, id] as const)),
  );
  await db.run(
    `INSERT OR IGNORE INTO hsds_ids (uuid, kind, facility_id)
     SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?1)`,
    JSON.stringify(rows),
  );
}

/**
 * Gives every listing its HSDS ids in hsds_ids. `newOnly`: those above the newest listing there (a
 * range read of the new rows, cheap enough for a request that missed); otherwise any listing
 * without them (reads every listing: for the scheduled export, after the data changed), at most
 * `maxBatches` batches of them (the rest in a later run).
 */
export async function assignHsdsIds(db: Database, options: { newOnly: boolean; maxBatches?: number }): Promise<number> {
  let assigned = 0;
  let batches = 0;
  // A request catches up one batch at most: a fresh database's first thousands are the job's.
  const batch = options.newOnly ? 500 : ID_BATCH;
  for (;;) {
    const missing = await db.all<Pick<FacilitiesRow, 'id'>>(
      options.newOnly
        ? `SELECT id FROM facilities WHERE id > coalesce((SELECT max(facility_id) FROM hsds_ids), 0) ORDER BY id LIMIT ?1`
        : `SELECT f.id FROM facilities f WHERE NOT EXISTS (SELECT 1 FROM hsds_ids h WHERE h.facility_id = f.id) ORDER BY f.id LIMIT ?1`,
      batch,
    );
    if (missing.length === 0) return assigned;
    await storeIds(db, missing.map((r) => r.id));
    assigned += missing.length;
    batches += 1;
    if (missing.length < batch || options.newOnly || batches === options.maxBatches) return assigned;
  }
}

/** The published listing an HSDS id of `kind` names, or null. */
export async function facilityOf(db: Database, kind: IdKind, uuid: string): Promise<number | null> {
  const find = () => db.first<Pick<HsdsIdsRow, 'facility_id'>>('SELECT facility_id FROM hsds_ids WHERE uuid = ?1 AND kind = ?2', uuid.toLowerCase(), kind);
  let row = await find();
  if (!row && (await assignHsdsIds(db, { newOnly: true })) > 0) row = await find();
  return row?.facility_id ?? null;
}
