/// <reference types="node" />
// The reference data as wrangler files: the places, taxonomy and services catalogue (worker/reference)
// and the ZIP table. A deployment loads them once, after its first deploy (docs/OPERATIONS.md); the
// seed loads the same files before its fictional facilities.
//   node scripts/reference-sql.ts [--out DIR]   (npm run reference:sql)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { referenceStatements, serviceStatements } from '../worker/reference/queries/reference-lists.ts';
import type { ZipRow } from '../worker/reference/zip-row.ts';
import { bindLiterals, insertStatements, renderSqlFile, type SqlFile, type SqlValue } from './sql.ts';
import { zipCodeRows } from './zip-codes.ts';

export const DEFAULT_OUT_DIR = fileURLToPath(new URL('./out', import.meta.url));

/** States, taxonomy and the services catalogue. */
export function referenceSqlFile(): SqlFile {
  const reference = [...referenceStatements(), ...serviceStatements()];
  return {
    name: '01-reference.sql',
    label: 'states and taxonomy',
    rows: reference.length,
    statements: reference.map(({ sql, params }) => bindLiterals(sql, params as SqlValue[])),
  };
}

export function zipCodesSqlFile(zips: readonly ZipRow[]): SqlFile {
  return {
    name: '02-zip-codes.sql',
    label: 'zip codes',
    rows: zips.length,
    statements: insertStatements(
      'zip_codes',
      ['zip', 'city', 'state', 'latitude', 'longitude'],
      zips.map((z) => [z.zip, z.city, z.state, z.latitude, z.longitude]),
    ),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = values.out ? resolve(values.out) : DEFAULT_OUT_DIR;
  mkdirSync(outDir, { recursive: true });
  for (const file of [referenceSqlFile(), zipCodesSqlFile(zipCodeRows())]) {
    const path = join(outDir, file.name);
    writeFileSync(path, renderSqlFile(file));
    console.log(`${path}: ${file.rows.toLocaleString('en-US')} rows in ${file.statements.length} statements`);
  }
}
