/// <reference types="node" />
// npm run import:locator -- FILE [--dry-run] [--remote] [--persist-to DIR] [--show N] [--batch-rows N]
// Imports national locator rows (scripts/fixtures/locator/README.md) into D1: the local database by default,
// the deployment's (wrangler.toml [env.production]) with --remote. See scripts/locator-run.ts for what it writes and keeps. --show: how
// many changes and errors to print (20); --batch-rows: file rows per wrangler file, one transaction
// each (5,000).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeChange } from './locator-plan.ts';
import { importLocatorFile, type SqlDriver } from './locator-run.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));

interface Target {
  remote: boolean;
  persistTo?: string;
}

/** A local database's file is locked while a running `wrangler dev` writes to it: SQLite refused the statement. */
const LOCAL_BUSY = /SQLITE_BUSY|database is locked/;
const BUSY_TRIES = 5;

/**
 * wrangler d1 execute, captured; its output is shown only when it fails. A local database that
 * `wrangler dev` is serving can be locked by one of its writes for a moment (SQLite answers
 * SQLITE_BUSY before running anything): tried again, a little later each time.
 */
function wrangler(target: Target, args: string[]): string {
  // The deployment's database is the production environment's (wrangler.toml [env.production]).
  const where = target.remote ? ['--remote', '--env', 'production'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(process.execPath, [WRANGLER, 'd1', 'execute', 'DB', ...args, ...where, '--yes'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      timeout: 10 * 60_000,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    });
    if (!result.error && result.status === 0) return result.stdout;
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    if (!target.remote && attempt < BUSY_TRIES && LOCAL_BUSY.test(output)) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
      continue;
    }
    throw new Error(`wrangler d1 execute failed (${result.error?.message ?? `exit code ${result.status}`}):\n${output}`);
  }
}

/**
 * Runs SQL through wrangler: queries with --command --json, writes as one --file each. `onWrite`
 * hears the rows each file wrote (SQLite's total_changes(): triggers' rows included).
 */
export function wranglerDriver(target: Target, onWrite?: (rowsWritten: number) => void): SqlDriver {
  return {
    async query(sqls) {
      const stdout = wrangler(target, ['--command', sqls.map((s) => s.replace(/\s+/g, ' ')).join(';\n'), '--json']);
      const parsed = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ results?: Array<Record<string, unknown>> }>;
      if (parsed.length !== sqls.length) throw new Error(`Expected ${sqls.length} results from wrangler, got ${parsed.length}`);
      return parsed.map((r) => r.results ?? []);
    },
    async execute(statements) {
      if (statements.length === 0) return;
      const dir = mkdtempSync(join(tmpdir(), 'locator-import-'));
      try {
        const file = join(dir, 'batch.sql');
        writeFileSync(file, [...statements, 'SELECT total_changes() AS n;'].join('\n') + '\n');
        const stdout = wrangler(target, ['--file', file, '--json']);
        const results = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ results?: Array<{ n?: number }> }>;
        onWrite?.(Number(results[results.length - 1]?.results?.[0]?.n ?? 0));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A bar with rows per second on a terminal; one line per step otherwise (logs, CI). */
function progress() {
  const tty = process.stderr.isTTY;
  const started = performance.now();
  let lastPhase = '';
  let lastLine = 0;
  return (phase: string, done: number, total: number) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    if (tty) {
      const width = 30;
      const filled = total > 0 ? Math.round((done / total) * width) : width;
      process.stderr.write(`\r${phase.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} rows, ${rate} rows/s   `);
      if (done >= total) process.stderr.write('\n');
    } else if (phase !== lastPhase || done >= total || performance.now() - lastLine > 2000) {
      // Mapping reports every row: plain output says where it is at most every 2 s.
      process.stderr.write(`${phase}: ${done}/${total} rows, ${rate} rows/s\n`);
      lastLine = performance.now();
    }
    lastPhase = phase;
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      show: { type: 'string', default: '20' },
      'batch-rows': { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error('Usage: npm run import:locator -- FILE [--dry-run] [--remote] [--persist-to DIR] [--show N]');
  if (values.remote && values['persist-to']) throw new Error('--remote and --persist-to do not go together');
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const target: Target = { remote: values.remote, persistTo: values['persist-to'] && resolve(process.env.INIT_CWD ?? process.cwd(), values['persist-to']) };
  const dryRun = values['dry-run'];
  const started = performance.now();
  const result = await importLocatorFile(wranglerDriver(target), {
    fileName: basename(path),
    fileText: readFileSync(path, 'utf8'),
    dryRun,
    batchRows: values['batch-rows'] ? Number(values['batch-rows']) : undefined,
    onProgress: progress(),
  });
  const seconds = (performance.now() - started) / 1000;
  const { counts } = result;
  const where = target.remote ? 'the remote D1 database' : 'the local D1 database';
  const summary = `${counts.total} rows: ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.failed} failed`;
  const timing = `${seconds.toFixed(1)} s, ${Math.round(counts.total / seconds)} rows/s`;
  console.log(dryRun ? `Dry run against ${where}, nothing written but the run's log line; it would be ${summary} (${timing})` : `Imported into ${where}: ${summary} (${timing})`);
  if (result.reviews > 0) console.log(`${result.reviews} locator values differ from a facility account's own edits: kept for review (admin: Imports)`);
  if (result.newServices.length > 0) {
    console.log(`${result.newServices.length} services not in the catalogue ${dryRun ? 'would be' : 'were'} added:`);
    for (const s of result.newServices) console.log(`  ${s}`);
  }
  const show = Number(values.show) || 0;
  const changes = result.changes.filter((c) => c.kind === 'added' || c.changes.length > 0 || c.kept.length > 0);
  if (show > 0 && changes.length > 0) {
    console.log(`${dryRun ? 'Changes it would make' : 'Changes'} (first ${Math.min(show, changes.length)} of ${changes.length}):`);
    for (const change of changes.slice(0, show)) console.log(`  ${describeChange(change)}`);
  }
  if (result.errors.length > 0) {
    console.log(`Rows not imported (first ${Math.min(show || 20, result.errors.length)} of ${result.errors.length} errors):`);
    for (const e of result.errors.slice(0, show || 20)) console.log(`  row ${e.row}${e.line ? `, line ${e.line}` : ''}: ${e.field}: ${e.reason}`);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
