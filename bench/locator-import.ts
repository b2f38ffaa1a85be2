/// <reference types="node" />
// npm run bench:locator-import — the locator import (npm run import:locator) of 25,000 rows into a
// fresh local D1 (migrations and reference rows only), through wrangler as the command runs it.
// The rows are fictional and deterministic: names, streets and places made up, each row given the
// services of one of the 30 real rows in scripts/fixtures/locator/ (so the real mixes and their frequencies).
// Prints the time, rows/s and rows written (SQLite's total_changes(), triggers included) of the
// import, then of the same file again (nothing to change). Prints numbers, asserts only that the
// second import changed nothing.
//   --rows 25000   --batch-rows 5000   --keep (keep the temporary database)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { wranglerDriver } from '../scripts/import-locator.ts';
import { importLocatorFile, type ImportResult } from '../scripts/locator-run.ts';
import { STATES } from '../worker/reference/places.ts';
import { referenceSqlFile } from '../scripts/reference-sql.ts';
import { applyMigrations, executeFile } from '../seed/wrangler.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '25000' },
    'batch-rows': { type: 'string', default: '5000' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const BATCH_ROWS = Number(values['batch-rows']);

const SAMPLE = JSON.parse(readFileSync(new URL('../scripts/fixtures/locator/samhsa-locator-sample.json', import.meta.url), 'utf8')) as {
  rows: Array<Record<string, unknown>>;
};
const WORDS = ['Harbor', 'Cedar', 'Summit', 'Willow', 'Beacon', 'Meadow', 'Lantern', 'Riverside', 'Pinecrest', 'Clearwater', 'Bluebird', 'Stonebridge'];
const KINDS = ['Recovery Center', 'Counseling Services', 'Treatment Program', 'Behavioral Health', 'Community Services Board', 'Wellness Clinic'];
const PROGRAMS = ['', '', 'Outpatient Services', 'Adolescent Program', 'Womens Program', 'County Office'];
const STREETS = ['Main Street', 'Oak Avenue', 'Market Street', 'Park Road', 'Church Street', 'Mill Road'];
const PLACES = STATES.filter((s) => s.kind === 'state');

/** A fictional row in the locator's shape, deterministic in `i`. */
function row(i: number): Record<string, unknown> {
  const pick = <T>(list: readonly T[], salt: number) => list[(i * 7 + salt * 13 + Math.floor(i / list.length)) % list.length]!;
  const real = SAMPLE.rows[i % SAMPLE.rows.length]!;
  const state = PLACES[(i * 11) % PLACES.length]!;
  const lat = 25 + ((i * 7919) % 2300) / 100;
  const lng = -(70 + ((i * 104_729) % 5000) / 100);
  return {
    _irow: i + 1,
    frid: `bench${String(i).padStart(8, '0')}`,
    name1: `${pick(WORDS, 1)} ${pick(KINDS, 2)} ${i}`,
    name2: pick(PROGRAMS, 3),
    street1: `${100 + (i % 900)} ${pick(STREETS, 4)}`,
    street2: i % 5 === 0 ? `Suite ${i % 300}` : '',
    city: `${pick(WORDS, 5)}ville`,
    state: state.code,
    zip: String(10_000 + ((i * 37) % 89_999)).padStart(5, '0'),
    phone: `555-${String(100 + (i % 900))}-${String(i % 10_000).padStart(4, '0')}`,
    typeFacility: real.typeFacility,
    intake1: null,
    hotline1: null,
    website: `http://www.example-${i}.org`,
    latitude: lat.toFixed(7),
    longitude: lng.toFixed(7),
    miles: 0,
    services: real.services,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-locator-'));
const persistTo = join(dir, 'state');
const target = { persistTo };
try {
  process.stdout.write(`Fresh local D1 in ${dir}: migrations and reference rows… `);
  let t = performance.now();
  applyMigrations(target);
  const reference = join(dir, 'reference.sql');
  mkdirSync(dir, { recursive: true });
  writeFileSync(reference, referenceSqlFile().statements.join('\n') + '\n');
  executeFile(target, reference, 'Loading reference rows');
  console.log(`done (${((performance.now() - t) / 1000).toFixed(1)} s)`);

  const file = join(dir, 'locator-bench.json');
  const text = JSON.stringify({ page: 1, totalPages: 1, recordCount: ROWS, rows: Array.from({ length: ROWS }, (_, i) => row(i)) }, null, 1);
  writeFileSync(file, text);
  console.log(`Generated ${ROWS.toLocaleString('en-US')} locator rows (${(text.length / 1e6).toFixed(1)} MB)`);

  const importOnce = async (label: string) => {
    let written = 0;
    let files = 0;
    const driver = wranglerDriver({ remote: false, persistTo }, (rows) => {
      written += rows;
      files++;
    });
    t = performance.now();
    const result: ImportResult = await importLocatorFile(driver, { fileName: 'locator-bench.json', fileText: text, dryRun: false, batchRows: BATCH_ROWS });
    const seconds = (performance.now() - t) / 1000;
    const { counts } = result;
    console.log(
      `${label}: ${seconds.toFixed(1)} s, ${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s; ` +
        `${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.failed} failed; ` +
        `${written.toLocaleString('en-US')} D1 rows written in ${files} wrangler file(s), ` +
        `${result.batches.reduce((n, b) => n + b.statements.length, 0).toLocaleString('en-US')} statements`,
    );
    return result;
  };
  const first = await importOnce('First import');
  if (first.errors.length > 0) throw new Error(`Rows failed: ${JSON.stringify(first.errors.slice(0, 3))}`);
  const second = await importOnce('Same file again');
  if (second.counts.added !== 0 || second.counts.updated !== 0) throw new Error('The second import changed something');
} finally {
  if (values.keep) console.log(`Kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
