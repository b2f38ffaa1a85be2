/// <reference types="node" />
// npm run bench:open-data — the open-data exports at 50,000 facilities, on the real Worker in
// workerd over local D1 (edge cache off: every run is built from D1). Per export: wall time, time to
// the first byte, size, and what the Worker logged when the stream ended (its own time excluding D1
// waits, D1 time, rows read, queries); the workerd process's resident memory before and at its peak
// during the download (the whole process: the isolate, local D1's SQLite and the runtime). Then the
// paged endpoint, first and last page. Options: --size 50000 --runs 3
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';
import { fmt, median, parseServerTiming } from './lib/stats.ts';

const { values } = parseArgs({ options: { size: { type: 'string', default: '50000' }, runs: { type: 'string', default: '3' } } });
const size = Number(values.size);
const runs = Number(values.runs);
const PORT = 8931;

interface ExportLog {
  format: string;
  rows: number;
  bytes: number;
  pages: number;
  queries: number;
  rowsRead: number;
  dbMs: number;
  workerMs: number;
  totalMs: number;
}

const workerdPids = (): Set<number> => {
  try {
    return new Set(execFileSync('ps', ['-C', 'workerd', '-o', 'pid='], { encoding: 'utf8' }).split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return new Set();
  }
};

/** Resident memory of a process in MB, or NaN once it is gone. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface Sample {
  wallMs: number;
  firstByteMs: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
  log: ExportLog | undefined;
  firstLine: string;
}

let downloads = 0;

async function download(base: string, path: string, pids: number[], logs: ExportLog[]): Promise<Sample> {
  const rss = () => pids.reduce((sum, pid) => sum + (rssMb(pid) || 0), 0);
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const timer = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 25);
  const logsBefore = logs.length;
  const started = performance.now();
  // A client of its own per download: one client may have the Worker build 5 exports in ten minutes.
  const res = await fetch(base + path, { headers: { 'CF-Connecting-IP': `198.18.${downloads >> 8}.${downloads++ & 255}` } });
  if (!res.ok || !res.body) throw new Error(`${path}: HTTP ${res.status}`);
  const reader = res.body.getReader();
  let bytes = 0;
  let firstByteMs = 0;
  let head = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    if (head.length < 400) head += new TextDecoder().decode(value.slice(0, 400));
    bytes += value.byteLength;
  }
  const wallMs = performance.now() - started;
  clearInterval(timer);
  rssPeak = Math.max(rssPeak, rss());
  // The Worker logs after it closes the stream: give the line a moment to arrive.
  for (let i = 0; i < 40 && logs.length === logsBefore; i++) await new Promise((r) => setTimeout(r, 50));
  return { wallMs, firstByteMs, bytes, rssBefore, rssPeak, log: logs[logsBefore], firstLine: head.split(/\r?\n/)[0]!.slice(0, 120) };
}

async function main() {
  ensureBuilt();
  const dir = resolve(import.meta.dirname, 'out', `state-${size}`);
  seedDatabase(dir, size);
  const logs: ExportLog[] = [];
  const before = workerdPids();
  const server = await startServer(dir, PORT, { EDGE_CACHE: 'off' }, (line) => {
    if (/error/i.test(line)) console.log(`worker: ${line.slice(0, 300)}`);
    if (!line.includes('"open_data.export"') || !line.includes('"info"')) return;
    logs.push(JSON.parse(line.slice(line.indexOf('{'))) as ExportLog);
  });
  const pids = [...workerdPids()].filter((pid) => !before.has(pid));
  const int = (n: number) => n.toLocaleString('en-US');
  try {
    console.log(`\n## Open-data exports at ${int(size)} facilities (${runs} runs each, medians; edge cache off)`);
    console.log(`workerd processes watched for memory: ${pids.length ? pids.join(', ') : 'none found'}`);
    console.log('export               rows        MB   wall ms  1st byte ms  worker ms  D1 ms  rows read  queries  RSS MB before -> peak');
    for (const format of ['csv', 'json']) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await download(server.url, `/api/open-data/facilities.${format}`, pids, logs));
      const m = (f: (s: Sample) => number) => median(samples.map(f));
      const last = samples.at(-1)!;
      console.log(
        `facilities.${format.padEnd(5)} ${int(last.log?.rows ?? Number.NaN).padStart(8)} ${fmt(last.bytes / 1e6).padStart(9)} ${fmt(m((s) => s.wallMs), 0).padStart(9)}` +
          ` ${fmt(m((s) => s.firstByteMs), 0).padStart(12)} ${fmt(m((s) => s.log?.workerMs ?? Number.NaN), 0).padStart(10)} ${fmt(m((s) => s.log?.dbMs ?? Number.NaN), 0).padStart(6)}` +
          ` ${int(last.log?.rowsRead ?? Number.NaN).padStart(10)} ${int(last.log?.queries ?? Number.NaN).padStart(8)}` +
          `  ${fmt(m((s) => s.rssBefore), 0)} -> ${fmt(Math.max(...samples.map((s) => s.rssPeak)), 0)}`,
      );
      console.log(`  first line: ${last.firstLine}`);
    }
    console.log('\npaged endpoint (limit 500)        wall ms  worker ms  rows read');
    const lastPage = Math.ceil(size / 500);
    for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
      const walls: number[] = [];
      let timing = parseServerTiming(null);
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/open-data/facilities?page=${page}&limit=500`);
        await res.arrayBuffer();
        walls.push(performance.now() - started);
        timing = parseServerTiming(res.headers.get('server-timing'));
      }
      console.log(`page ${String(page).padEnd(28)} ${fmt(median(walls), 0).padStart(8)} ${fmt(timing.total, 0).padStart(10)} ${int(timing.rowsRead).padStart(10)}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
