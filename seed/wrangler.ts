/// <reference types="node" />
// Runs the project's own wrangler against the local D1 database, offline and without prompts.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const PROJECT_ROOT = resolve(import.meta.dirname, '..');
const WRANGLER = resolve(PROJECT_ROOT, 'node_modules/.bin/wrangler');

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
  const result = spawnSync(WRANGLER, fullArgs, {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  if (result.error || result.status !== 0) {
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    const reason = result.error ? result.error.message : `exit code ${result.status}`;
    throw new Error(`${what} failed (${reason}): wrangler ${fullArgs.join(' ')}\n${output}`);
  }
  return result.stdout;
}

export function applyMigrations(db: LocalD1): void {
  wrangler(db, ['d1', 'migrations', 'apply', 'DB'], 'Applying migrations');
}

export function executeFile(db: LocalD1, file: string, what: string): void {
  wrangler(db, ['d1', 'execute', 'DB', '--file', file], what);
}

export function queryNumber(db: LocalD1, sql: string, what: string): number {
  const stdout = wrangler(db, ['d1', 'execute', 'DB', '--command', sql, '--json'], what);
  // --json prints a JSON array, possibly after warnings on the same stream.
  const start = stdout.indexOf('[');
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.slice(start));
  } catch {
    throw new Error(`${what}: wrangler printed something other than JSON:\n${stdout}`);
  }
  const value = (parsed as Array<{ results?: Array<Record<string, unknown>> }>)[0]?.results?.[0]?.n;
  if (typeof value !== 'number') throw new Error(`${what}: no number "n" in ${stdout}`);
  return value;
}
