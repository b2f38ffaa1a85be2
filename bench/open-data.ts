/// <reference types="node" />
// npm run bench:open-data — open data at 50,000 facilities, on the real Worker in workerd over local
// D1 and R2 (edge cache off). First the open-data build (issue 26): from the scheduled run to the files
// published, through the queue's slices (each invocation's D1 queries, rows read, R2 operations and
// time), each file's size, and whether a run that finds nothing changed builds again. Then each file's download from R2: wall time, time to the first byte, size, and the
// workerd process's resident memory before and at its peak. Then the HSDS API's latency per path (p50,
// p95 over --samples requests each, varied pages and ids), and the paged endpoint.
// Options: --size 50000 --runs 3 --samples 40
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';
import { DB_TIMING, fmt, median, parseServerTiming, percentile } from './lib/stats.ts';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '50000' }, runs: { type: 'string', default: '3' }, samples: { type: 'string', default: '40' } },
});
const size = Number(values.size);
const runs = Number(values.runs);
const samples = Number(values.samples);
const PORT = 8931;

/** What the build logs when it has published the files. */
interface FilesLog {
  files: Array<{ name: string; bytes: number; rows: number; slices: number; ms: number }>;
  totalMs: number;
}

/** What each invocation of the build (a queue message: one slice of one file) logs. */
interface SliceLog {
  file: string;
  slice: number;
  queries: number;
  rowsRead: number;
  r2Operations: number;
  ms: number;
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
  firstLine: string;
}

let downloads = 0;

async function download(base: string, path: string, pids: number[]): Promise<Sample> {
  const rss = () => pids.reduce((sum, pid) => sum + (rssMb(pid) || 0), 0);
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const timer = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 25);
  const started = performance.now();
  // A client of its own per download: one client may download 5 files in ten minutes.
  const res = await fetch(base + path, { headers: client() });
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
  return { wallMs, firstByteMs, bytes, rssBefore, rssPeak, firstLine: head.split(/\r?\n/)[0]!.slice(0, 120) };
}

/** A client address of its own for each request (the rate limits count per client). */
const client = () => ({ ...DB_TIMING, 'CF-Connecting-IP': `198.18.${(downloads >> 8) & 255}.${downloads++ & 255}` });

/**
 * The scheduled handler once, through wrangler dev's trigger, then the build it queued until its
 * files are published (the queue consumer runs in the same wrangler dev): wall time, the build's
 * log line and each slice's.
 */
async function scheduledRun(base: string, logs: FilesLog[], slices: SliceLog[], waitMs: number): Promise<{ wallMs: number; log: FilesLog | undefined; slices: SliceLog[] }> {
  const before = logs.length;
  const slicesBefore = slices.length;
  const started = performance.now();
  const status = await new Promise<number>((done, failed) => {
    get(`${base}/cdn-cgi/local/scheduled`, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    }).on('error', failed);
  });
  if (status !== 200) throw new Error(`scheduled run: HTTP ${status}`);
  while (logs.length === before && performance.now() - started < waitMs) await new Promise((r) => setTimeout(r, 100));
  return { wallMs: performance.now() - started, log: logs[before], slices: slices.slice(slicesBefore) };
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: client() });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Each path's p50 and p95 over `samples` requests, each asked for by `pathFor(i)`. */
async function latencies(base: string, name: string, pathFor: (i: number) => string) {
  const walls: number[] = [];
  let rowsRead = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(base + pathFor(i), { headers: client() });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${pathFor(i)}: HTTP ${res.status}`);
    walls.push(performance.now() - started);
    rowsRead = Math.max(rowsRead, parseServerTiming(res.headers.get('server-timing')).rowsRead);
  }
  console.log(`${name.padEnd(52)} ${fmt(percentile(walls, 50), 0).padStart(7)} ${fmt(percentile(walls, 95), 0).padStart(7)} ${rowsRead.toLocaleString('en-US').padStart(10)}`);
}

async function main() {
  ensureBuilt();
  const dir = resolve(import.meta.dirname, 'out', `state-${size}`);
  seedDatabase(dir, size);
  // The files of an earlier run go, so the job is timed writing them all (R2 as wrangler dev keeps it).
  rmSync(resolve(dir, 'v3', 'r2'), { recursive: true, force: true });
  const logs: FilesLog[] = [];
  const slices: SliceLog[] = [];
  const before = workerdPids();
  const server = await startServer(dir, PORT, { EDGE_CACHE: 'off' }, (line) => {
    if (/error/i.test(line)) console.log(`worker: ${line.slice(0, 300)}`);
    if (!line.includes('"info"')) return;
    if (line.includes('"open_data.files"')) logs.push(JSON.parse(line.slice(line.indexOf('{'))) as FilesLog);
    if (line.includes('"open_data.slice"')) slices.push(JSON.parse(line.slice(line.indexOf('{'))) as SliceLog);
  });
  const pids = [...workerdPids()].filter((pid) => !before.has(pid));
  const int = (n: number) => n.toLocaleString('en-US');
  try {
    console.log(`\n## Open data at ${int(size)} facilities (edge cache off)`);
    const first = await scheduledRun(server.url, logs, slices, 30 * 60_000);
    console.log(`\nopen-data build: ${fmt(first.wallMs / 1000, 1)} s from the scheduled run to the files published, in ${first.slices.length} queue invocations`);
    if (first.log) {
      const most = (f: (s: SliceLog) => number) => Math.max(...first.slices.map(f));
      const sum = (f: (s: SliceLog) => number) => first.slices.reduce((n, s) => n + f(s), 0);
      console.log(`  D1 queries: ${int(sum((s) => s.queries))} in all, at most ${int(most((s) => s.queries))} in one invocation (the platform allows 1,000)`);
      console.log(`  rows read: ${int(sum((s) => s.rowsRead))}; R2 operations: at most ${int(most((s) => s.r2Operations))} in one invocation`);
      console.log(`  one slice: at most ${fmt(most((s) => s.ms) / 1000, 1)} s, median ${fmt(median(first.slices.map((s) => s.ms)) / 1000, 1)} s (wall, in workerd)`);
      console.log(`  ${'file'.padEnd(28)} ${'MB'.padStart(8)} ${'slices'.padStart(7)} ${'done after s'.padStart(13)}`);
      for (const f of first.log.files) console.log(`  ${f.name.padEnd(28)} ${fmt(f.bytes / 1e6).padStart(8)} ${String(f.slices).padStart(7)} ${fmt(f.ms / 1000, 1).padStart(13)}`);
    } else console.log('  (the build did not finish in 30 minutes: see the worker lines above)');
    const again = await scheduledRun(server.url, logs, slices, 5000);
    console.log(`  a run with nothing changed: ${again.slices.length === 0 && !again.log ? 'no build started' : `it built again (${again.slices.length} slices)!`}`);

    console.log(`\nfile from R2 (${runs} runs each, medians)     MB   wall ms  1st byte ms  RSS MB before -> peak`);
    console.log(`workerd processes watched for memory: ${pids.length ? pids.join(', ') : 'none found'}`);
    for (const name of ['facilities.csv', 'facilities.json', 'hsds-services.ndjson', 'hsds-taxonomy-terms.ndjson']) {
      const got: Sample[] = [];
      for (let i = 0; i < runs; i++) got.push(await download(server.url, `/api/open-data/${name}`, pids));
      const m = (f: (s: Sample) => number) => median(got.map(f));
      console.log(
        `${name.padEnd(38)} ${fmt(got.at(-1)!.bytes / 1e6).padStart(7)} ${fmt(m((s) => s.wallMs), 0).padStart(9)} ${fmt(m((s) => s.firstByteMs), 0).padStart(12)}` +
          `  ${fmt(m((s) => s.rssBefore), 0)} -> ${fmt(Math.max(...got.map((s) => s.rssPeak)), 0)}`,
      );
    }

    // Ids and terms to ask for, from the API itself.
    type Page = { total_pages: number; contents: Array<{ id: string; organization_id?: string; code?: string }> };
    const servicePages = (await json<Page>(`${server.url}/api/hsds/services?per_page=50`)).total_pages;
    const someServices = (await json<Page>(`${server.url}/api/hsds/services?per_page=200&page=${Math.ceil(servicePages / 8)}`)).contents;
    const terms = (await json<Page>(`${server.url}/api/hsds/taxonomy_terms?per_page=200`)).contents;
    const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length]!;
    const pageOf = (i: number, pages: number) => 1 + ((i * 104_729) % pages);

    console.log(`\nHSDS API (${samples} requests per path)               p50 ms  p95 ms  rows read (max)`);
    await latencies(server.url, 'GET /api/hsds', () => '/api/hsds');
    await latencies(server.url, 'GET /services (50 a page, pages across the list)', (i) => `/api/hsds/services?page=${pageOf(i, servicePages)}`);
    await latencies(server.url, 'GET /services?full=true (50 a page)', (i) => `/api/hsds/services?full=true&page=${pageOf(i, servicePages)}`);
    await latencies(server.url, 'GET /services?minimal=true&per_page=200', (i) => `/api/hsds/services?minimal=true&per_page=200&page=${pageOf(i, Math.ceil(servicePages / 4))}`);
    await latencies(server.url, 'GET /services/{id}', (i) => `/api/hsds/services/${pick(someServices, i).id}`);
    await latencies(server.url, 'GET /services?taxonomy_term_id= (a list term)', (i) => `/api/hsds/services?taxonomy_term_id=${pick(terms.filter((t) => t.code?.includes(':')), i).id}`);
    await latencies(server.url, 'GET /services?taxonomy_term_id= (a locator term)', (i) => `/api/hsds/services?taxonomy_term_id=${pick(terms.filter((t) => !t.code?.includes(':')), i).id}`);
    await latencies(server.url, 'GET /services?organization_id=', (i) => `/api/hsds/services?organization_id=${pick(someServices, i).organization_id}`);
    await latencies(server.url, 'GET /services?modified_after= (a month ago)', () => `/api/hsds/services?modified_after=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`);
    await latencies(server.url, 'GET /services?search=', (i) => `/api/hsds/services?search=${['recovery', 'detox center', 'springs', 'family', 'outpatient'][i % 5]}`);
    // Security issue 40: pages far down a list, one service a page, a list term's and a broad search's.
    const listed = (await json<{ total_items: number }>(`${server.url}/api/hsds/services?per_page=1`)).total_items;
    const listTerm = terms.find((t) => t.code === 'treatment_type:outpatient') ?? terms.find((t) => t.code?.includes(':'))!;
    const termPages = (await json<Page>(`${server.url}/api/hsds/services?taxonomy_term_id=${listTerm.id}&per_page=10`)).total_pages;
    const searchPages = (await json<Page>(`${server.url}/api/hsds/services?search=recovery&per_page=10`)).total_pages;
    await latencies(server.url, 'GET /services?per_page=1 (any page, far ones too)', (i) => `/api/hsds/services?per_page=1&page=${pageOf(i, listed)}`);
    await latencies(server.url, `GET /services?taxonomy_term_id= (${listTerm.code}, any page of 10)`, (i) => `/api/hsds/services?taxonomy_term_id=${listTerm.id}&per_page=10&page=${pageOf(i, termPages)}`);
    await latencies(server.url, 'GET /services?search=recovery (any page of 10)', (i) => `/api/hsds/services?search=recovery&per_page=10&page=${pageOf(i, searchPages)}`);
    await latencies(server.url, 'GET /service_at_locations', (i) => `/api/hsds/service_at_locations?page=${pageOf(i, servicePages)}`);
    await latencies(server.url, 'GET /organizations', (i) => `/api/hsds/organizations?page=${pageOf(i, servicePages)}`);
    await latencies(server.url, 'GET /organizations/{id}', (i) => `/api/hsds/organizations/${pick(someServices, i).organization_id}`);
    await latencies(server.url, 'GET /taxonomies', () => '/api/hsds/taxonomies');
    await latencies(server.url, 'GET /taxonomy_terms', (i) => `/api/hsds/taxonomy_terms?page=${1 + (i % 3)}`);
    await latencies(server.url, 'GET /taxonomy_terms/{id}', (i) => `/api/hsds/taxonomy_terms/${pick(terms, i).id}`);

    console.log('\npaged endpoint (limit 500)        wall ms  worker ms  rows read');
    const lastPage = Math.ceil(size / 500);
    for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
      const walls: number[] = [];
      let timing = parseServerTiming(null);
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/open-data/facilities?page=${page}&limit=500`, { headers: client() });
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
