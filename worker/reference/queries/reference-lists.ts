// The SQL that loads the reference lists into an empty database, as bound-parameter statements: the
// Worker's tests bind them (worker/test/fixtures.ts), the seed and the deploy's reference files render
// them as literals (scripts/sql.ts).
import { STATES } from '../places.ts';
import { SERVICE_CATEGORIES, SERVICES } from '../services.ts';
import { ADDICTION_TYPES, INSURANCE_PROVIDERS, SPECIALIZATIONS, TREATMENT_TYPES, type TaxonomyRow } from '../taxonomy.ts';

export interface ReferenceStatement {
  sql: string;
  params: unknown[];
}

/** SQL statements that load the reference rows into an empty database (bound parameters only). */
export function referenceStatements(): ReferenceStatement[] {
  const out: ReferenceStatement[] = [];
  for (const s of STATES) {
    out.push({
      sql: 'INSERT INTO states (code, name, slug, population, kind) VALUES (?1, ?2, ?3, ?4, ?5)',
      params: [s.code, s.name, s.slug, s.population, s.kind],
    });
  }
  const lists: Array<[table: string, rows: TaxonomyRow[]]> = [
    ['treatment_types', TREATMENT_TYPES],
    ['specializations', SPECIALIZATIONS],
    ['insurance_providers', INSURANCE_PROVIDERS],
  ];
  for (const [table, rows] of lists) {
    rows.forEach((row, bit) =>
      out.push({ sql: `INSERT INTO ${table} (id, name, bit) VALUES (?1, ?2, ?3)`, params: [row.id, row.name, bit] }),
    );
  }
  ADDICTION_TYPES.forEach((row, position) =>
    out.push({
      sql: 'INSERT INTO addiction_types (id, name, position, specialization_id) VALUES (?1, ?2, ?3, ?4)',
      params: [row.id, row.name, position, row.specializationId],
    }),
  );
  return out;
}

/** The catalogue's rows for D1: categories, then services numbered from 1 in catalogue order. */
export function serviceStatements(): ReferenceStatement[] {
  return [
    ...SERVICE_CATEGORIES.map((c, position) => ({
      sql: 'INSERT INTO service_categories (code, name, filter_group, position) VALUES (?1, ?2, ?3, ?4)',
      params: [c.code, c.name, c.filterGroup, position],
    })),
    ...SERVICES.map((s, i) => ({
      sql: 'INSERT INTO services (id, slug, category, value, label, maps_to) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      params: [i + 1, s.slug, s.category, s.value, s.label, s.mapsTo],
    })),
  ];
}
