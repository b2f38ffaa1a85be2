import type { Database } from '../../lib/db';

export interface SearchIndexStateRow {
  data_version: number;
  index_version: number;
}

export interface IndexFacilityRow {
  id: number;
  name: string;
  city: string;
  state: string;
  rating: number | null;
  reviews: number;
  /** The Bayesian average "Best rated" ranks by (migrations/0038_reviews.sql); null with no reviews. */
  bayesian_rating: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The ids of its entries of each list, comma-separated, or null for none. */
  treatment_ids: string | null;
  specialization_ids: string | null;
  insurance_ids: string | null;
  /** The JSON array of the service ids it offers (facilities.services). */
  services: string;
  description: string;
}

interface TaxonomyRow {
  id: string;
  name: string;
}

/** A service of a category that the search sidebar filters by. */
export interface IndexServiceRow {
  id: number;
  slug: string;
  label: string;
  maps_to: string | null;
  filter_group: 'medications' | 'payment' | 'populations' | 'ages' | 'languages';
}

/** What the index is built from besides the listings: their lists, states and places. */
export interface IndexLists {
  dataVersion: number;
  states: Array<{ code: string; name: string }>;
  treatmentTypes: TaxonomyRow[];
  specializations: TaxonomyRow[];
  insurance: TaxonomyRow[];
  /** In catalogue order: the category's position, then the service's id. */
  services: IndexServiceRow[];
  /** Each city of each state once, at the mean of its ZIP centroids. */
  places: Array<{ city: string; state: string; latitude: number; longitude: number; zips: number }>;
}


export function getSearchIndexState(db: Database): Promise<SearchIndexStateRow | null> {
  return db.first<SearchIndexStateRow>('SELECT data_version, index_version FROM search_index_state WHERE id = 1');
}

const idsOf = (link: string, column: string) => `(SELECT group_concat(x.${column}) FROM ${link} x WHERE x.facility_id = f.id)`;

/**
 * The lists, states and places, read in one batch with the data version they belong to. The
 * listings follow in pages (readIndexFacilities): a change while they are read has moved the data
 * version past the one stored with the index, so another rebuild follows it.
 */
export async function readIndexLists(db: Database): Promise<IndexLists> {
  const [version, states, treatmentTypes, specializations, insurance, services, places] = await db.batch([
    db.statement('SELECT data_version FROM search_index_state WHERE id = 1'),
    db.statement('SELECT code, name FROM states ORDER BY name'),
    db.statement('SELECT id, name FROM treatment_types ORDER BY bit'),
    db.statement('SELECT id, name FROM specializations ORDER BY bit'),
    db.statement('SELECT id, name FROM insurance_providers ORDER BY bit'),
    db.statement(`
      SELECT s.id, s.slug, s.label, s.maps_to, c.filter_group
      FROM services s JOIN service_categories c ON c.code = s.category
      WHERE c.filter_group IS NOT NULL ORDER BY c.position, s.id`),
    db.statement(
      `SELECT city, state, avg(latitude) AS latitude, avg(longitude) AS longitude, count(*) AS zips
       FROM zip_codes GROUP BY state, city ORDER BY state, city`,
    ),
  ]);
  return {
    dataVersion: (version?.[0] as { data_version: number } | undefined)?.data_version ?? 0,
    states: states as IndexLists['states'],
    treatmentTypes: treatmentTypes as unknown as TaxonomyRow[],
    specializations: specializations as unknown as TaxonomyRow[],
    insurance: insurance as unknown as TaxonomyRow[],
    services: services as unknown as IndexServiceRow[],
    places: places as IndexLists['places'],
  };
}

/**
 * Published listings after `afterId`, in id order, at most `limit`. The unary `+` keeps SQLite off
 * the status indexes: through one of them it would fill every remaining listing's lists and sort
 * them for each page, instead of walking the ids and stopping at the limit.
 */
export function readIndexFacilities(db: Database, afterId: number, limit: number): Promise<IndexFacilityRow[]> {
  return db.all<IndexFacilityRow>(
    `SELECT f.id, f.name, f.city, f.state, f.rating, f.reviews, f.bayesian_rating, f.latitude, f.longitude,
       ${idsOf('facility_treatment_types', 'treatment_type_id')} AS treatment_ids,
       ${idsOf('facility_specializations', 'specialization_id')} AS specialization_ids,
       ${idsOf('facility_insurance', 'insurance_id')} AS insurance_ids,
       f.services, f.description
     FROM facilities f WHERE +f.status = 'approved' AND f.id > ?1 ORDER BY f.id LIMIT ?2`,
    afterId,
    limit,
  );
}

export async function readIndexChunks(db: Database): Promise<string[]> {
  const rows = await db.all<{ data: string }>('SELECT data FROM search_index_chunks ORDER BY seq');
  return rows.map((r) => r.data);
}

/**
 * Takes the right to rebuild for a minute, so that after a change one isolate rebuilds instead of
 * every isolate that notices at once.
 */
export async function claimIndexBuild(db: Database, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - 60_000).toISOString();
  const meta = await db.run(
    `UPDATE search_index_state SET build_started_at = ?1
     WHERE id = 1 AND (build_started_at IS NULL OR build_started_at < ?2)`,
    now.toISOString(),
    staleBefore,
  );
  return meta.changes === 1;
}

export async function storeIndexChunks(
  db: Database,
  version: number,
  builtAt: string,
  chunks: string[],
): Promise<void> {
  await db.batch([
    db.statement('DELETE FROM search_index_chunks'),
    ...chunks.map((data, seq) => db.statement('INSERT INTO search_index_chunks (seq, data) VALUES (?1, ?2)', seq, data)),
    db.statement(
      `UPDATE search_index_state SET index_version = ?1, built_at = ?2, build_started_at = NULL WHERE id = 1`,
      version,
      builtAt,
    ),
  ]);
}
