// The seed as SQL files, in load order. Facilities go in as 'pending' and are approved after their
// links exist: the FTS triggers in 0002_search.sql then index each facility once, instead of once on
// insert and again for every link row.
// The reference files come first, the same ones a deployment loads (scripts/reference-sql.ts).
import { referenceSqlFile, zipCodesSqlFile } from '../scripts/reference-sql.ts';
import { insertStatements, type SqlFile, type SqlValue } from '../scripts/sql.ts';
import type { ZipRow } from '../worker/reference/zip-row.ts';
import type { FacilityRow } from './facility-row.ts';

export type SeedFile = SqlFile;

/** Approving (and so indexing) in slices keeps each statement's trigger work small. */
const APPROVE_BATCH = 1000;

export function seedFiles(facilities: readonly FacilityRow[], zips: readonly ZipRow[]): SeedFile[] {
  const links = linkStatements(facilities);
  return [
    referenceSqlFile(),
    zipCodesSqlFile(zips),
    {
      name: '03-facilities.sql',
      label: 'facilities',
      rows: facilities.length,
      statements: insertStatements('facilities', FACILITY_COLUMNS, facilities.map(facilityValues)),
    },
    { name: '04-links.sql', label: 'taxonomy links', rows: links.rows, statements: links.statements },
    {
      name: '05-approve.sql',
      label: 'search index',
      rows: facilities.length,
      statements: approveStatements(facilities),
    },
  ];
}

const FACILITY_COLUMNS = [
  'id', 'name', 'address', 'city', 'state', 'zip', 'latitude', 'longitude', 'phone', 'website', 'email',
  'description', 'rating', 'reviews', 'established', 'accreditation', 'features', 'status',
  'last_verified_at', 'created_at', 'updated_at', 'services',
];

function facilityValues(f: FacilityRow): SqlValue[] {
  return [
    f.id, f.name, f.address, f.city, f.state, f.zip, f.latitude, f.longitude, f.phone, f.website, f.email,
    f.description, f.rating, f.reviews, f.established, JSON.stringify(f.accreditation), JSON.stringify(f.features),
    'pending', f.lastVerifiedAt, f.createdAt, f.updatedAt, JSON.stringify(f.services),
  ];
}

function linkStatements(facilities: readonly FacilityRow[]): { rows: number; statements: string[] } {
  const tables: Array<[table: string, column: string, ids: (f: FacilityRow) => readonly string[]]> = [
    ['facility_treatment_types', 'treatment_type_id', (f) => f.treatmentTypes],
    ['facility_specializations', 'specialization_id', (f) => f.specializations],
    ['facility_insurance', 'insurance_id', (f) => f.insurance],
  ];
  let rows = 0;
  const statements: string[] = [];
  for (const [table, column, ids] of tables) {
    const values = facilities.flatMap((f) => ids(f).map((id): SqlValue[] => [f.id, id]));
    rows += values.length;
    statements.push(...insertStatements(table, ['facility_id', column], values));
  }
  return { rows, statements };
}

function approveStatements(facilities: readonly FacilityRow[]): string[] {
  const ids = facilities.map((f) => f.id).sort((a, b) => a - b);
  const statements: string[] = [];
  for (let i = 0; i < ids.length; i += APPROVE_BATCH) {
    const slice = ids.slice(i, i + APPROVE_BATCH);
    statements.push(
      `UPDATE facilities SET status = 'approved' WHERE status = 'pending' AND id BETWEEN ${slice[0]} AND ${slice[slice.length - 1]};`,
    );
  }
  return statements;
}
