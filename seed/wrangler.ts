/// <reference types="node" />
// Runs the project's own wrangler against the local D1 database, offline and without prompts.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));
/** 50,000 facilities load in about 20 s; wrangler has been seen to spin forever on an unusable --persist-to. */
const STEP_TIMEOUT_MS = 10 * 60_000;

export interface LocalD1 {
  /** The --persist-to directory, or undefined for wrangler's default (.wrangler/state). */
  persistTo?: string;
}

/**
 * Output is captured and shown only when the step fails, so the seed prints one line per step.
 * stdin is closed: wrangler then takes its non-interactive defaults instead of asking "Ok to proceed?".
 */
export function wrangler(db: LocalD1, args: string[], what: string): string {
  const fullArgs = [...args, '--local', ...(db.persistTo ? ['--persist-to', db.persistTo] : [])];
  // Through the Node running this script: the shebang's `node` may be an older system Node that
  // wrangler refuses when this file is run without npm putting node_modules/.bin first on PATH.
  const result = spawnSync(process.execPath, [WRANGLER, ...fullArgs], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: STEP_TIMEOUT_MS,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  if (result.error || result.status !== 0) {
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    const timedOut = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
    const reason = timedOut
      ? `no answer after ${STEP_TIMEOUT_MS / 60_000} minutes`
      : (result.error?.message ?? `exit code ${result.status}`);
    throw new Error(`${what} failed (${reason}): wrangler ${fullArgs.join(' ')}\n${output}`);
  }
  return result.stdout;
}

export function applyMigrations(db: LocalD1): void {
  wrangler(db, ['d1', 'migrations', 'apply', 'DB'], 'Applying migrations');
}

/**
 * Every migration as one script for a new database, written as `wrangler d1 migrations apply` writes
 * each (the migration, then its name into d1_migrations), so a later `migrations apply` finds them all
 * applied. Loaded with the seed in one wrangler start-up, where `migrations apply` starts a local
 * database per migration (about 35 s for 27 of them on a busy 2-core machine, against 1 s).
 */
export function allMigrationsSql(): string {
  const dir = fileURLToPath(new URL('../migrations/', import.meta.url));
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const table = `CREATE TABLE IF NOT EXISTS d1_migrations(
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);\n`;
  return table + names.map((name) => `${readFileSync(join(dir, name), 'utf8')}\nINSERT INTO d1_migrations (name) values ('${name.replace(/'/g, "''")}');\n`).join('');
}

export function executeFile(db: LocalD1, file: string, what: string): void {
  wrangler(db, ['d1', 'execute', 'DB', '--file', file], what);
}

/** The one row `sql` answers, whose every column is a number. */
export function queryNumbers(db: LocalD1, sql: string, what: string): Record<string, number> {
  const stdout = wrangler(db, ['d1', 'execute', 'DB', '--command', sql, '--json'], what);
  // --json prints a JSON array, possibly after warnings on the same stream.
  const start = stdout.indexOf('[');
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.slice(start));
  } catch {
    throw new Error(`${what}: wrangler printed something other than JSON:\n${stdout}`);
  }
  const row = (parsed as Array<{ results?: Array<Record<string, unknown>> }>)[0]?.results?.[0];
  if (!row || Object.values(row).some((value) => typeof value !== 'number')) throw new Error(`${what}: no row of numbers in ${stdout}`);
  return row as Record<string, number>;
}

/** The number a one-column query answers as `n`. */
export function queryNumber(db: LocalD1, sql: string, what: string): number {
  const { n } = queryNumbers(db, sql, what);
  if (n === undefined) throw new Error(`${what}: no column "n"`);
  return n;
}
