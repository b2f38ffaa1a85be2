import type { Database } from '../lib/db';

interface SearchIndexStateRow {
  data_version: number;
  index_version: number;
}

export interface IndexFacilityRow {
  id: number;
  name: string;
  state: string;
  rating: number | null;
  reviews: number;
  latitude: number | null;
  longitude: number | null;
  treatment_mask: number;
  specialization_mask: number;
  insurance_mask: number;
}

interface TaxonomyBitRow {
  id: string;
  name: string;
  bit: number;
}

export interface IndexSourceRows {
  dataVersion: number;
  states: Array<{ code: string; name: string }>;
  treatmentTypes: TaxonomyBitRow[];
  specializations: TaxonomyBitRow[];
  insurance: TaxonomyBitRow[];
  facilities: IndexFacilityRow[];
  terms: Array<{ term: string; doc: number }>;
  /** Each city of each state once, at the mean of its ZIP centroids. */
  places: Array<{ city: string; state: string; latitude: number; longitude: number; zips: number }>;
}

export function getSearchIndexState(db: Database): Promise<SearchIndexStateRow | null> {
  return db.first<SearchIndexStateRow>('SELECT data_version, index_version FROM search_index_state WHERE id = 1');
}

const maskOf = (link: string, table: string, column: string) => `
  (SELECT coalesce(sum(1 << t.bit), 0) FROM ${link} x JOIN ${table} t ON t.id = x.${column}
   WHERE x.facility_id = f.id)`;

/** Everything the index is built from, read in one batch so it is one consistent snapshot. */
export async function readIndexSource(db: Database): Promise<IndexSourceRows> {
  const [version, states, treatmentTypes, specializations, insurance, facilities, terms, places] = await db.batch([
    db.statement('SELECT data_version FROM search_index_state WHERE id = 1'),
    db.statement('SELECT code, name FROM states ORDER BY name'),
    db.statement('SELECT id, name, bit FROM treatment_types ORDER BY bit'),
    db.statement('SELECT id, name, bit FROM specializations ORDER BY bit'),
    db.statement('SELECT id, name, bit FROM insurance_providers ORDER BY bit'),
    db.statement(`
      SELECT f.id, f.name, f.state, f.rating, f.reviews, f.latitude, f.longitude,
        ${maskOf('facility_treatment_types', 'treatment_types', 'treatment_type_id')} AS treatment_mask,
        ${maskOf('facility_specializations', 'specializations', 'specialization_id')} AS specialization_mask,
        ${maskOf('facility_insurance', 'insurance_providers', 'insurance_id')} AS insurance_mask
      FROM facilities f WHERE f.status = 'approved' ORDER BY f.id`),
    // Alphabetic words only: suggestions are words, not ZIP codes or years.
    db.statement(
      `SELECT term, doc FROM facilities_fts_terms
       WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*' ORDER BY term`,
    ),
    db.statement(
      `SELECT city, state, avg(latitude) AS latitude, avg(longitude) AS longitude, count(*) AS zips
       FROM zip_codes GROUP BY state, city ORDER BY state, city`,
    ),
  ]);
  return {
    dataVersion: (version?.[0] as { data_version: number } | undefined)?.data_version ?? 0,
    states: states as IndexSourceRows['states'],
    treatmentTypes: treatmentTypes as unknown as TaxonomyBitRow[],
    specializations: specializations as unknown as TaxonomyBitRow[],
    insurance: insurance as unknown as TaxonomyBitRow[],
    facilities: facilities as unknown as IndexFacilityRow[],
    terms: terms as IndexSourceRows['terms'],
    places: places as IndexSourceRows['places'],
  };
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
