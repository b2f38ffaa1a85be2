import type { Database } from '../../lib/db';
import { hsdsId } from './uuid';

// The HSDS API's reads. Like the open-data export (../queries.ts), only published listings
// (status 'approved') and only columns a listing page already shows: never contact_*, notes,
// views or anything of accounts and leads.

export interface HsdsRow {
  id: number;
  name: string;
  description: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  /** JSON array of locator service ids. */
  services: string;
  /** JSON array of accreditation names. */
  accreditation: string;
  source: 'directory' | 'locator';
  updated_at: string;
  /**
   * The organization it is a location of: its id (its first listing's, migration 0028), or the
   * listing's own id for a listing no account holds. An organization's HSDS id is computed from it.
   */
  organization_key: number;
  /** The organization's shared name and website; null for a listing that is its own organization. */
  organization_name: string | null;
  organization_website: string | null;
}

/** A listing's entries of our three lists, by list ('treatment_type', …), as entry ids. */
export type ListLinks = Map<string, string[]>;

const COLUMNS = `f.id, f.name, f.description, f.website, f.email, f.phone, f.address, f.city, f.state, f.zip,
  f.latitude, f.longitude, f.services, f.accreditation, f.source, f.updated_at, coalesce(f.organization_id, f.id) AS organization_key,
  (SELECT o.name FROM organizations o WHERE o.id = f.organization_id) AS organization_name,
  (SELECT o.website FROM organizations o WHERE o.id = f.organization_id) AS organization_website`;

/** What a list may be narrowed by, already resolved to our keys. */
export interface ListingFilter {
  facilityId?: number;
  /** The locations of these organizations (`HsdsRow.organization_key`). */
  organizations?: number[];
  /** One listing per organization (its first published location): the organizations list. */
  firstOfOrganization?: boolean;
  /** A term of our lists: its link table and entry id. */
  listTerm?: { table: string; column: string; id: string };
  /** A locator service id. */
  serviceId?: number;
  taxonomy?: 'recovery-directory' | 'samhsa-locator';
  modifiedAfter?: string;
  /** Words for the full-text index, each quoted (FTS5 syntax never comes from the caller). */
  search?: string;
}

export const LIST_TABLES: Record<string, { table: string; column: string }> = {
  treatment_type: { table: 'facility_treatment_types', column: 'treatment_type_id' },
  specialization: { table: 'facility_specializations', column: 'specialization_id' },
  insurance: { table: 'facility_insurance', column: 'insurance_id' },
};

/** The caller's words as an FTS5 query: each word a quoted string, all of them required. */
export function ftsQuery(text: string): string | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.slice(0, 12).map((w) => `"${w}"`).join(' ');
}

function where(filter: ListingFilter): { sql: string; params: unknown[] } {
  const parts = [`+f.status = 'approved'`];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.facilityId !== undefined) add('f.id = ?', filter.facilityId);
  if (filter.organizations) {
    const keys = JSON.stringify(filter.organizations);
    add('(f.organization_id IN (SELECT value FROM json_each(?)) OR (f.organization_id IS NULL AND f.id IN (SELECT value FROM json_each(?))))', keys, keys);
  }
  if (filter.firstOfOrganization) {
    add(`(f.organization_id IS NULL OR f.id = (SELECT min(g.id) FROM facilities g WHERE g.organization_id = f.organization_id AND g.status = 'approved'))`);
  }
  if (filter.listTerm) {
    const { table, column, id } = filter.listTerm;
    add(`f.id IN (SELECT facility_id FROM ${table} WHERE ${column} = ?)`, id);
  }
  if (filter.serviceId !== undefined) add('EXISTS (SELECT 1 FROM json_each(f.services) WHERE value = ?)', filter.serviceId);
  if (filter.taxonomy === 'samhsa-locator') add(`f.services <> '[]'`);
  if (filter.taxonomy === 'recovery-directory') {
    add(Object.values(LIST_TABLES).map(({ table }) => `EXISTS (SELECT 1 FROM ${table} x WHERE x.facility_id = f.id)`).join(' OR ').replace(/^/, '(') + ')');
  }
  if (filter.modifiedAfter) add('f.updated_at >= ?', filter.modifiedAfter);
  if (filter.search) add('f.id IN (SELECT rowid FROM facilities_fts WHERE facilities_fts MATCH ?)', filter.search);
  return { sql: parts.join(' AND '), params };
}

/** One page of published listings matching `filter`, in id order, and how many match in all. */
export async function readListingPage(
  db: Database,
  filter: ListingFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; rows: HsdsRow[] }> {
  const { sql, params } = where(filter);
  const [count, rows] = await db.batch([
    db.statement(`SELECT count(*) AS n FROM facilities f WHERE ${sql}`, ...params),
    db.statement(`SELECT ${COLUMNS} FROM facilities f WHERE ${sql} ORDER BY f.id LIMIT ? OFFSET ?`, ...params, perPage, (page - 1) * perPage),
  ]);
  return { total: Number((count?.[0] as { n?: number } | undefined)?.n ?? 0), rows: (rows ?? []) as unknown as HsdsRow[] };
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
    const missing = await db.all<{ id: number }>(
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
  const find = () => db.first<{ facility_id: number }>('SELECT facility_id FROM hsds_ids WHERE uuid = ?1 AND kind = ?2', uuid.toLowerCase(), kind);
  let row = await find();
  if (!row && (await assignHsdsIds(db, { newOnly: true })) > 0) row = await find();
  return row?.facility_id ?? null;
}
