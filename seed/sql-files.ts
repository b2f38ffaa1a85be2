// The seed as SQL files, in load order. Facilities go in as 'pending' and are approved after their
// links exist: the FTS triggers in 0002_search.sql then index each facility once, instead of once on
// insert and again for every link row.
// The reference files come first, the same ones a deployment loads (scripts/reference-sql.ts).
import { referenceSqlFile, zipCodesSqlFile } from '../scripts/reference-sql.ts';
import { insertStatements, type SqlFile, type SqlValue } from '../scripts/sql.ts';
import type { ZipRow } from '../worker/reference/zip-row.ts';
import type { FacilityRow } from './facility-row.ts';
import type { SeedReview } from './reviews.ts';

export type SeedFile = SqlFile;

/** Approving (and so indexing) in slices keeps each statement's trigger work small. */
const APPROVE_BATCH = 1000;

export function seedFiles(facilities: readonly FacilityRow[], zips: readonly ZipRow[], reviews: readonly SeedReview[]): SeedFile[] {
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
    // Before approval: each published review's trigger updates its listing's figures while no search
    // trigger watches the row, and approval indexes the listing once with them.
    {
      name: '05-reviews.sql',
      label: 'reviews',
      rows: reviews.length,
      statements: insertStatements('reviews', REVIEW_COLUMNS, reviews.map(reviewValues)),
    },
    {
      name: '06-approve.sql',
      label: 'search index',
      rows: facilities.length,
      statements: approveStatements(facilities),
    },
  ];
}

const FACILITY_COLUMNS = [
  'id', 'name', 'address', 'city', 'state', 'zip', 'latitude', 'longitude', 'phone', 'website', 'email',
  'description', 'established', 'accreditation', 'features', 'status',
  'last_verified_at', 'created_at', 'updated_at', 'services',
];

function facilityValues(f: FacilityRow): SqlValue[] {
  return [
    f.id, f.name, f.address, f.city, f.state, f.zip, f.latitude, f.longitude, f.phone, f.website, f.email,
    f.description, f.established, JSON.stringify(f.accreditation), JSON.stringify(f.features),
    'pending', f.lastVerifiedAt, f.createdAt, f.updatedAt, JSON.stringify(f.services),
  ];
}

// No rating or count: the reviews' triggers write those. The seed's reviews have no address; their
// email_hash only keeps them apart (one review per address per listing).
const REVIEW_COLUMNS = [
  'id', 'facility_id', 'rating', 'title', 'body', 'relationship', 'stayed_in', 'display_name', 'lang', 'status',
  'rejected_guideline', 'invited_by', 'email_hash', 'created_at', 'updated_at', 'confirmed_at', 'published_at', 'rejected_at',
  'response_body', 'response_status', 'response_created_at', 'response_published_at',
];

function reviewValues(r: SeedReview): SqlValue[] {
  return [
    r.id, r.facilityId, r.rating, r.title, r.body, r.relationship, r.stayedIn, r.displayName, r.lang, r.status,
    r.rejectedGuideline, r.invitedBy, `demo-review-${r.id}`, r.createdAt, r.publishedAt ?? r.createdAt, r.createdAt, r.publishedAt,
    r.status === 'rejected' ? r.createdAt : null,
    r.response?.body ?? null, r.response ? 'published' : null, r.response?.createdAt ?? null, r.response?.createdAt ?? null,
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
