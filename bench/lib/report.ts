/// <reference types="node" />
// The one benchmark table (bench/all.ts): its rows, the machine it ran on, and the markdown both
// print and bench/out/latest.md carry.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface TableRow {
  /** The bench and the scale it ran at, e.g. "search 50k". */
  part: string;
  what: string;
  value: string;
  /** Empty where no issue or docs/BENCHMARKS.md sets one. */
  target: string;
  /** Against the target; null where there is none. */
  ok: boolean | null;
}

/** One part of the run: how long it took, the load average (1 minute) as it started and ended, and why it failed. */
export interface PartTiming {
  part: string;
  seconds: number;
  loadBefore: number;
  loadAfter: number;
  error?: string;
}

export interface Machine {
  date: string;
  commit: string;
  node: string;
  cpu: string;
  memory: string;
}

const git = (...args: string[]) => {
  try {
    // No index refresh (and so no index.lock) from a read.
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

/** The commit measured: git's, or BENCH_COMMIT's for a copy of the tree without .git (git archive). */
function commit(): string {
  const head = git('rev-parse', '--short', 'HEAD');
  if (!head) return process.env.BENCH_COMMIT ? `${process.env.BENCH_COMMIT} (a copy of the tree at that commit)` : 'unknown';
  return git('status', '--porcelain', '--untracked-files=no') === '' ? head : `${head} (with uncommitted changes in the working tree)`;
}

export function describeMachine(): Machine {
  const cpu = cpus();
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    commit: commit(),
    node: process.version,
    cpu: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}${cpu[0]?.speed ? ` at ${cpu[0].speed} MHz` : ''}`,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
  };
}

export const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');
export const load1 = () => loadavg()[0]!;

/**
 * Runs `work` as one part of the run, noting its time and the load average around it. A part that
 * throws is noted with its error and answers undefined: one failure does not lose the rest of the run.
 */
export async function timed<T>(timings: PartTiming[], part: string, work: () => Promise<T>): Promise<T | undefined> {
  const loadBefore = load1();
  const started = performance.now();
  const note = (error?: string) =>
    timings.push({ part, seconds: (performance.now() - started) / 1000, loadBefore, loadAfter: load1(), ...(error ? { error } : {}) });
  try {
    const result = await work();
    note();
    return result;
  } catch (error) {
    console.error(`\n${part} failed:`, error);
    note(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** A row for each part that failed, so the table says what it could not measure. */
export const failureRows = (timings: PartTiming[]): TableRow[] =>
  timings.filter((t) => t.error !== undefined).map((t) => ({ part: t.part, what: 'did not finish', value: t.error!.split('\n')[0]!.slice(0, 300), target: '', ok: false }));

const cell = (text: string) => text.replaceAll('|', '\\|');
const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? 'pass' : '**FAIL**');

export function markdownTable(rows: TableRow[]): string {
  const lines = ['| part | what | value | target | result |', '|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${[r.part, r.what, r.value, r.target, verdict(r.ok)].map(cell).join(' | ')} |`);
  return lines.join('\n');
}

export function timingTable(timings: PartTiming[]): string {
  const lines = ['| part | took | load average (1 min) before → after |', '|---|---|---|'];
  for (const t of timings) {
    lines.push(`| ${t.part}${t.error ? ' (failed)' : ''} | ${t.seconds.toFixed(0)} s | ${t.loadBefore.toFixed(2)} → ${t.loadAfter.toFixed(2)} |`);
  }
  return lines.join('\n');
}

export interface Report {
  machine: Machine;
  options: string;
  loadBefore: string;
  loadAfter: string;
  minutes: number;
  rows: TableRow[];
  timings: PartTiming[];
}

export function renderReport(r: Report): string {
  const passed = r.rows.filter((row) => row.ok === true).length;
  const failed = r.rows.filter((row) => row.ok === false).length;
  return [
    `# Benchmarks, ${r.machine.date}`,
    '',
    `- commit ${r.machine.commit}; Node ${r.machine.node}`,
    `- ${r.machine.cpu}; ${r.machine.memory} memory`,
    `- load average (1, 5, 15 min) before ${r.loadBefore}, after ${r.loadAfter}`,
    `- ${r.options}; the whole run took ${r.minutes.toFixed(1)} minutes`,
    `- ${passed} rows pass their target, ${failed} fail, ${r.rows.length - passed - failed} have none`,
    '',
    markdownTable(r.rows),
    '',
    'Each part, with the load average as it started and ended:',
    '',
    timingTable(r.timings),
    '',
  ].join('\n');
}
