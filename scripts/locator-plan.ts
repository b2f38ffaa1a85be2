// The locator import as SQL text: what the database holds now (read with STATE_SQL) against the
// file's mapped rows gives the rows to add, the fields to update, the values kept for review and
// the run's log, in batches of statements under D1's size limit. Pure (no Node, no D1): the
// command line runs it through wrangler, the tests through node:sqlite and the Worker's D1.
import type { ServiceCatalogue, CatalogueService, MappedFacility, RowError, ServiceKey, SpecLists } from './locator-mapping.ts';
import { slugOf } from '../worker/reference/services.ts';
import { MAX_STATEMENT_BYTES, sqlLiteral, type SqlValue } from './sql.ts';

/** What the import reads before it plans, one query each (every driver runs these). */
export const STATE_SQL = {
  states: 'SELECT code FROM states',
  categories: 'SELECT code FROM service_categories',
  services: 'SELECT id, category, value, maps_to AS mapsTo, slug FROM services',
  // A facility account's own changes: the fields of its approved updates; an approved registration
  // means the whole listing is the account's.
  existing: `SELECT f.id, f.locator_id AS locatorId, f.name, f.address, f.city, f.state, f.zip, f.phone, f.website,
      f.latitude, f.longitude, f.services,
      (SELECT json_group_array(treatment_type_id) FROM facility_treatment_types WHERE facility_id = f.id) AS treatmentTypes,
      (SELECT json_group_array(specialization_id) FROM facility_specializations WHERE facility_id = f.id) AS specializations,
      (SELECT json_group_array(insurance_id) FROM facility_insurance WHERE facility_id = f.id) AS insurance,
      CASE WHEN EXISTS (SELECT 1 FROM facility_submissions s WHERE s.facility_id = f.id AND s.kind = 'registration' AND s.status = 'approved')
        THEN '["*"]'
        ELSE (SELECT json_group_array(DISTINCT j.key) FROM facility_submissions s, json_each(s.changes) j
              WHERE s.facility_id = f.id AND s.kind = 'update' AND s.status = 'approved' AND json_valid(s.changes))
      END AS edited
    FROM facilities f WHERE f.locator_id IS NOT NULL`,
} as const;

/** The fields the import owns, in the order changes print. */
export const IMPORT_FIELDS = [
  'name', 'address', 'city', 'state', 'zip', 'phone', 'website', 'latitude', 'longitude',
  'services', 'treatmentTypes', 'specializations', 'insurance',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
type FieldValues = { [K in ImportField]: K extends 'services' ? number[] : K extends keyof SpecLists ? string[] : K extends 'latitude' | 'longitude' ? number | null : K extends 'zip' ? string | null : string };

export interface ExistingFacility extends FieldValues {
  id: number;
  locatorId: string;
  /** Fields the facility's account changed itself ('*': all of them). */
  edited: ReadonlySet<string>;
}

type Row = Record<string, unknown>;
const list = (value: unknown): unknown[] => (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : Array.isArray(value) ? value : []);

export function existingOf(rows: readonly Row[]): ExistingFacility[] {
  return rows.map((r) => ({
    id: Number(r.id),
    locatorId: String(r.locatorId),
    name: String(r.name),
    address: String(r.address ?? ''),
    city: String(r.city),
    state: String(r.state),
    zip: r.zip === null || r.zip === undefined ? null : String(r.zip),
    phone: String(r.phone ?? ''),
    website: String(r.website ?? ''),
    latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
    services: list(r.services).map(Number),
    treatmentTypes: list(r.treatmentTypes).map(String),
    specializations: list(r.specializations).map(String),
    insurance: list(r.insurance).map(String),
    edited: new Set(list(r.edited).map(String)),
  }));
}

export const catalogueOf = (rows: readonly Row[]): CatalogueService[] =>
  rows.map((r) => ({ id: Number(r.id), category: String(r.category), value: String(r.value), mapsTo: r.mapsTo === null || r.mapsTo === undefined ? null : String(r.mapsTo) }));

/** Statements that add services the catalogue lacks (and their unknown categories) before the import. */
export function catalogueAdditionSql(missing: readonly ServiceKey[], knownCategories: ReadonlySet<string>, takenSlugs: ReadonlySet<string>): string[] {
  const statements: string[] = [];
  const categories = new Set(knownCategories);
  const slugs = new Set(takenSlugs);
  for (const key of missing) {
    if (!categories.has(key.category)) {
      categories.add(key.category);
      statements.push(
        `INSERT INTO service_categories (code, name, filter_group, position)
         SELECT ${sqlLiteral(key.category)}, ${sqlLiteral(key.categoryName)}, NULL, coalesce(max(position), -1) + 1 FROM service_categories
         WHERE NOT EXISTS (SELECT 1 FROM service_categories WHERE code = ${sqlLiteral(key.category)});`,
      );
    }
    let slug = slugOf(key.category, key.value);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(key.category, key.value).slice(0, 56)}-${n}`;
    slugs.add(slug);
    statements.push(
      `INSERT INTO services (slug, category, value, label, maps_to) VALUES (${sqlLiteral(slug)}, ${sqlLiteral(key.category)}, ${sqlLiteral(key.value)}, ${sqlLiteral(key.value)}, NULL)
       ON CONFLICT (category, value) DO NOTHING;`,
    );
  }
  return statements;
}

/** The catalogue as it will be once `missing` is added (ids after the largest), for a dry run. */
export function provisionalCatalogue(services: readonly CatalogueService[], missing: readonly ServiceKey[]): CatalogueService[] {
  let next = services.reduce((max, s) => Math.max(max, s.id), 0);
  return [...services, ...missing.map((k) => ({ id: ++next, category: k.category, value: k.value, mapsTo: null }))];
}

export interface FieldChange {
  field: ImportField;
  from: unknown;
  to: unknown;
}

export interface PlannedChange {
  kind: 'added' | 'updated';
  locatorId: string;
  name: string;
  city: string;
  state: string;
  changes: FieldChange[];
  /** Fields whose locator value went to review instead (the account's own edit stays). */
  kept: ImportField[];
}

export interface ImportCounts {
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export interface PlanInput {
  facilities: readonly MappedFacility[];
  errors: readonly RowError[];
  /** Rows in the file, failed ones included. */
  total: number;
  catalogue: ServiceCatalogue;
  existing: readonly ExistingFacility[];
  fileName: string;
  dryRun: boolean;
  runBy: { kind: 'cli' } | { kind: 'staff'; userId: number };
  /** Services added to the catalogue for this file ("PAY|Some fund"), reported with the run. */
  newServices: readonly string[];
  now: Date;
  /** Rows per batch of statements (a batch is one wrangler call, one transaction). */
  batchRows?: number;
}

export interface ImportPlan {
  counts: ImportCounts;
  changes: PlannedChange[];
  reviews: number;
  /** Statement batches in order, each with the number of file rows it writes. */
  batches: Array<{ rows: number; statements: string[] }>;
}

const DEFAULT_BATCH_ROWS = 5_000;

/** Lists compare as sets; numbers exactly; blanks as blanks. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].map(String).sort().join('\n') === [...b].map(String).sort().join('\n');
  return (a ?? '') === (b ?? '');
}

/** Which of the account's edited fields protect an import field. */
function protectedBy(field: ImportField, edited: ReadonlySet<string>): boolean {
  if (edited.has('*')) return field !== 'services';
  if (field === 'latitude' || field === 'longitude') return ['address', 'city', 'state', 'zip'].some((f) => edited.has(f));
  return edited.has(field);
}

const COLUMN: Partial<Record<ImportField, string>> = {
  name: 'name', address: 'address', city: 'city', state: 'state', zip: 'zip', phone: 'phone', website: 'website',
  latitude: 'latitude', longitude: 'longitude',
};
const LINKS = [
  ['treatmentTypes', 'facility_treatment_types', 'treatment_type_id'],
  ['specializations', 'facility_specializations', 'specialization_id'],
  ['insurance', 'facility_insurance', 'insurance_id'],
] as const;

/**
 * `head` + tuples + `tail` statements, as many tuples to each as fit under D1's statement size.
 */
export function chunkedSql(head: string, tail: string, tuples: readonly string[], maxBytes = MAX_STATEMENT_BYTES): string[] {
  const size = (s: string) => new TextEncoder().encode(s).length;
  const fixed = size(head) + size(tail);
  const out: string[] = [];
  let current: string[] = [];
  let bytes = fixed;
  for (const tuple of tuples) {
    const b = size(tuple) + 2;
    if (fixed + b > maxBytes) throw new Error('One row is larger than a statement may be');
    if (bytes + b > maxBytes && current.length > 0) {
      out.push(head + current.join(',\n') + tail);
      current = [];
      bytes = fixed;
    }
    current.push(tuple);
    bytes += b;
  }
  if (current.length > 0) out.push(head + current.join(',\n') + tail);
  return out;
}

const tuple = (values: readonly SqlValue[]) => `(${values.map(sqlLiteral).join(', ')})`;
const RUN_ID = '(SELECT max(id) FROM locator_import_runs)';

/** Links of facilities known by locator id, written with the facility's id looked up. */
function linkInsertSql(table: string, column: string, pairs: ReadonlyArray<readonly [string, string]>): string[] {
  return chunkedSql(
    `INSERT OR IGNORE INTO ${table} (facility_id, ${column}) SELECT f.id, v.column2 FROM (VALUES\n`,
    `) v JOIN facilities f ON f.locator_id = v.column1;`,
    pairs.map((p) => tuple(p)),
  );
}

export function planImport(input: PlanInput): ImportPlan {
  const at = input.now.toISOString();
  const today = at.slice(0, 10);
  const byLocatorId = new Map(input.existing.map((f) => [f.locatorId, f]));
  const changes: PlannedChange[] = [];
  const counts: ImportCounts = { total: input.total, added: 0, updated: 0, unchanged: 0, failed: new Set(input.errors.map((e) => e.row)).size };
  type Unit = { statements: string[]; added?: Omit<MappedFacility, 'services'> & FieldValues };
  const units: Unit[] = [];
  const reviewTuples: string[] = [];

  for (const facility of input.facilities) {
    const services = input.catalogue.idsOf(facility.services);
    const values: FieldValues = { ...facility, services, ...input.catalogue.listsOf(services) };
    const current = byLocatorId.get(facility.locatorId);
    if (!current) {
      counts.added++;
      changes.push({ kind: 'added', locatorId: facility.locatorId, name: facility.name, city: facility.city, state: facility.state, changes: [], kept: [] });
      units.push({ statements: [], added: { ...facility, ...values } });
      continue;
    }
    const fieldChanges: FieldChange[] = [];
    const kept: ImportField[] = [];
    for (const field of IMPORT_FIELDS) {
      if (same(current[field], values[field])) continue;
      if (protectedBy(field, current.edited)) {
        kept.push(field);
        reviewTuples.push(tuple([current.id, field, JSON.stringify(values[field]), JSON.stringify(current[field])]));
      } else {
        fieldChanges.push({ field, from: current[field], to: values[field] });
      }
    }
    if (fieldChanges.length === 0) {
      counts.unchanged++;
      if (kept.length > 0) changes.push({ kind: 'updated', locatorId: facility.locatorId, name: current.name, city: current.city, state: current.state, changes: [], kept });
      continue;
    }
    counts.updated++;
    changes.push({ kind: 'updated', locatorId: facility.locatorId, name: current.name, city: current.city, state: current.state, changes: fieldChanges, kept });
    const set = fieldChanges.flatMap(({ field, to }) =>
      field === 'services' ? [`services = ${sqlLiteral(JSON.stringify(to))}`] : COLUMN[field] ? [`${COLUMN[field]} = ${sqlLiteral(to as SqlValue)}`] : [],
    );
    const statements = [`UPDATE facilities SET ${[...set, `last_verified_at = ${sqlLiteral(today)}`, `updated_at = ${sqlLiteral(at)}`].join(', ')} WHERE id = ${current.id};`];
    for (const [field, table, column] of LINKS) {
      const change = fieldChanges.find((c) => c.field === field);
      if (!change) continue;
      const from = change.from as string[];
      const to = change.to as string[];
      const gone = from.filter((id) => !to.includes(id));
      const come = to.filter((id) => !from.includes(id));
      if (gone.length) statements.push(`DELETE FROM ${table} WHERE facility_id = ${current.id} AND ${column} IN (${gone.map(sqlLiteral).join(', ')});`);
      if (come.length) statements.push(`INSERT OR IGNORE INTO ${table} (facility_id, ${column}) VALUES ${come.map((id) => tuple([current.id, id])).join(', ')};`);
    }
    units.push({ statements });
  }

  const runStatements = [
    `INSERT INTO locator_import_runs (file_name, started_at, dry_run, run_by, user_id, total, added, updated, unchanged, failed, new_services) VALUES ${tuple([
      input.fileName, at, input.dryRun, input.runBy.kind, input.runBy.kind === 'staff' ? input.runBy.userId : null,
      counts.total, counts.added, counts.updated, counts.unchanged, counts.failed, JSON.stringify(input.newServices),
    ])};`,
    ...chunkedSql(
      `INSERT INTO locator_import_errors (run_id, row_index, line, locator_id, field, reason) SELECT ${RUN_ID}, column1, column2, column3, column4, column5 FROM (VALUES\n`,
      ');',
      input.errors.map((e) => tuple([e.row, e.line, e.locatorId, e.field, e.reason])),
    ),
  ];
  const finish = `UPDATE locator_import_runs SET finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${RUN_ID};`;
  const reviews = reviewTuples.length;
  const plan: ImportPlan = { counts, changes, reviews, batches: [] };
  if (input.dryRun) {
    plan.batches.push({ rows: input.total, statements: [...runStatements, finish] });
    return plan;
  }

  const batchRows = input.batchRows ?? DEFAULT_BATCH_ROWS;
  for (let start = 0; start < Math.max(units.length, 1); start += batchRows) {
    const group = units.slice(start, start + batchRows);
    const added = group.flatMap((u) => (u.added ? [u.added] : []));
    const statements = [
      ...chunkedSql(
        `INSERT INTO facilities (locator_id, source, status, name, address, city, state, zip, phone, website, latitude, longitude, services, last_verified_at, created_at, updated_at) VALUES\n`,
        ';',
        added.map((f) => tuple([f.locatorId, 'locator', 'pending', f.name, f.address, f.city, f.state, f.zip, f.phone, f.website, f.latitude, f.longitude, JSON.stringify(f.services), today, at, at])),
      ),
      ...LINKS.flatMap(([field, table, column]) => linkInsertSql(table, column, added.flatMap((f) => f[field].map((id) => [f.locatorId, id] as const)))),
      // Published once its links exist: the search triggers then index each new listing once, not
      // once more for every link row (as the seed does, seed/sql-files.ts).
      ...chunkedSql(
        `UPDATE facilities SET status = 'approved' WHERE status = 'pending' AND source = 'locator' AND locator_id IN (VALUES\n`,
        ');',
        added.map((f) => tuple([f.locatorId])),
      ),
      ...group.flatMap((u) => u.statements),
    ];
    plan.batches.push({ rows: group.length, statements });
  }
  const first = plan.batches[0]!;
  first.statements.unshift(...runStatements);
  first.rows += counts.failed + counts.unchanged;
  const last = plan.batches[plan.batches.length - 1]!;
  last.statements.push(
    ...chunkedSql(
      `INSERT OR IGNORE INTO locator_review_values (run_id, facility_id, field, locator_value, listing_value) SELECT ${RUN_ID}, column1, column2, column3, column4 FROM (VALUES\n`,
      ');',
      reviewTuples,
    ),
    finish,
  );
  return plan;
}

/** A change as one line for the terminal: "~ Name (City, ST): phone "a" → "b"; services +3 −1". */
export function describeChange(change: PlannedChange): string {
  const where = `${change.name} (${change.city}, ${change.state})`;
  if (change.kind === 'added') return `+ ${where}`;
  const parts = change.changes.map(({ field, from, to }) => {
    if (Array.isArray(from) && Array.isArray(to)) {
      const plus = to.filter((v) => !from.includes(v)).length;
      const minus = from.filter((v) => !to.includes(v)).length;
      return `${field} +${plus} -${minus}`;
    }
    return `${field} ${JSON.stringify(from)} -> ${JSON.stringify(to)}`;
  });
  if (change.kept.length) parts.push(`kept the account's ${change.kept.join(', ')} (locator value to review)`);
  return `~ ${where}: ${parts.join('; ')}`;
}
