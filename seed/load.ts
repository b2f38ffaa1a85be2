/// <reference types="node" />
// npm run db:seed  — migrate the local D1 database and seed it if it has no facilities.
// npm run db:reset — delete the local D1 state first, then migrate and seed.
// Options: --count N (facilities, default 5,200), --persist-to DIR (as for wrangler; default .wrangler/state).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_OUT_DIR, generateSeed, parseCount } from './generate.ts';
import { renderSqlFile } from './sql-files.ts';
import { applyMigrations, executeFile, queryNumber, type LocalD1 } from './wrangler.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

function main(): void {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, count: { type: 'string' }, 'persist-to': { type: 'string' } },
  });
  const count = parseCount(values.count);
  const persistDir = resolve(PROJECT_ROOT, values['persist-to'] ?? '.wrangler/state');
  const db: LocalD1 = { persistTo: values['persist-to'] === undefined ? undefined : persistDir };
  if (values.reset) {
    // Only D1's own folder: KV sessions and caches under the same persist dir are left alone.
    const d1Dir = join(persistDir, 'v3', 'd1');
    if (existsSync(d1Dir)) {
      rmSync(d1Dir, { recursive: true, force: true });
      console.log(`Deleted the local D1 state in ${show(d1Dir)}`);
    }
  }

  step('Applying migrations', () => applyMigrations(db));
  const existing = queryNumber(db, 'SELECT count(*) AS n FROM facilities', 'Counting facilities');
  if (existing > 0) {
    console.log(`Local database already has ${fmt(existing)} facilities; keeping it (npm run db:reset starts over)`);
    return;
  }

  const started = performance.now();
  process.stdout.write(`Seeding local database: ${fmt(count)} facilities… `);
  const files = generateSeed(count);
  const rows = (name: string) => files.find((f) => f.name.includes(name))?.rows ?? 0;
  process.stdout.write(`zip codes ${fmt(rows('zip-codes'))} rows… taxonomy links ${fmt(rows('links'))} rows… `);
  // One file, so one wrangler start-up (about 2 s each) and one transaction: a failed load leaves the
  // database empty, and the next db:seed simply tries again.
  mkdirSync(DEFAULT_OUT_DIR, { recursive: true });
  const combined = join(DEFAULT_OUT_DIR, `local-seed-${process.pid}.sql`);
  try {
    writeFileSync(combined, files.map(renderSqlFile).join(''));
    executeFile(db, combined, 'Loading the seed');
  } finally {
    rmSync(combined, { force: true });
  }
  console.log(`done in ${seconds(started)} s`);
}

function step(label: string, run: () => void): void {
  const started = performance.now();
  process.stdout.write(`${label}… `);
  run();
  console.log(`done (${seconds(started)} s)`);
}

const fmt = (n: number) => n.toLocaleString('en-US');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const show = (path: string) => relative(process.cwd(), path) || '.';

try {
  main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
