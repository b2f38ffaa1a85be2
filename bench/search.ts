/// <reference types="node" />
// npm run bench:search — search at 5,000 and 50,000 facilities, on the real Worker in workerd over local D1.
// Prints per query: matched rows, D1 rows read against the 2x matched + 1,000 budget, and median /
// p95 Worker time (Server-Timing) and round trip; then whether a repeated search is served from the
// edge cache without reading D1; then search under load next to /api/health. Options:
//   --sizes 5000,50000   --reps 15   --seconds 12 (under load, split into alternating rounds)   --concurrency 8
// bench/all.ts calls benchSearchCold and benchSearchRepeats on servers it shares with other benches.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad, type LoadResult } from './lib/load.ts';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';
import { DB_TIMING, fmt, median, parseServerTiming, percentile } from './lib/stats.ts';

const QUERIES: Array<[label: string, query: string]> = [
  ['unfiltered first page', ''],
  ['text: detox', 'q=detox'],
  ['text: alcohol', 'q=alcohol'],
  ['text: trauma therapy', 'q=trauma%20therapy'],
  ['text: recovery (broad)', 'q=recovery'],
  ['text: typo alchohol', 'q=alchohol'],
  ['state CA', 'state=CA'],
  ['state WY', 'state=WY'],
  ['treatment detox|inpatient', 'treatment_types=detox,inpatient'],
  ['spec eating + ins tricare', 'specializations=eating-disorders&insurance=tricare'],
  ['TX + detox + medicaid', 'state=TX&treatment_types=detox&insurance=medicaid'],
  ['new text + state + filter', 'q=family&state=FL&insurance=aetna'],
  ['zip 10001 r25', 'zip=10001&radius=25'],
  ['zip 60601 r100 by distance', 'zip=60601&radius=100&sort=distance'],
  ['sort rating', 'sort=rating'],
  ['sort name', 'sort=name'],
  ['sort state', 'sort=state'],
  ['sort name page 50', 'sort=name&page=50'],
  ['relevance: outpatient', 'q=outpatient&sort=relevance'],
  // Locator services (issue 13): groups OR within, AND across; and a word that means them.
  ['services: methadone|bupe + spanish', 'services=phr-methadone,phr-buprenorphine-with-naloxone-suboxone,ol-spanish'],
  ['text: suboxone TX', 'q=suboxone%20texas'],
];

/** Under load (8 clients), search p95 is at most this many times /api/health's (issue 12 set 3×, issue 27 2×). */
export const LOAD_RATIO_TARGET = 2;
const searchPath = (query: string) => `/api/facility/public/search${query ? `?${query}` : ''}`;

export interface SearchOptions {
  /** Timed requests per query. */
  reps: number;
  /** Seconds per load phase (health, then search). */
  seconds: number;
  concurrency: number;
}

export interface QueryRow {
  label: string;
  matched: number;
  /** The first run (nothing of this query held anywhere), and a repeat in the same isolate. */
  rowsRead: number;
  rowsRepeat: number;
  /** The most D1 rows a query may read: 2x matched + 1,000 (issue 2). */
  budget: number;
  workerMedian: number;
  workerP95: number;
  rttMedian: number;
}

export interface SearchCold {
  size: number;
  /** The first search after the server started (loads or builds the in-memory index). */
  first: { ms: number; rowsRead: number };
  queries: QueryRow[];
  /** The median round's p95s and ratio, with every round's ratio; requests and errors of all rounds. */
  load: { health: LoadResult; search: LoadResult; ratio: number; ratios: number[] };
}

export interface SearchRepeats {
  queries: number;
  hits: number;
  rowsRead: number;
}

async function measureQueries(base: string, reps: number): Promise<QueryRow[]> {
  const rows: QueryRow[] = [];
  for (const [label, query] of QUERIES) {
    const worker: number[] = [];
    const rtt: number[] = [];
    let rowsRead = 0;
    let rowsRepeat = 0;
    let matched = 0;
    for (let i = 0; i < reps; i++) {
      const t0 = performance.now();
      const res = await fetch(base + searchPath(query), { headers: DB_TIMING });
      const json = (await res.json()) as { total?: number };
      rtt.push(performance.now() - t0);
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(json)}`);
      const timing = parseServerTiming(res.headers.get('Server-Timing'));
      worker.push(timing.total);
      if (i === 0) rowsRead = timing.rowsRead;
      rowsRepeat = timing.rowsRead;
      matched = json.total ?? 0;
    }
    rows.push({
      label,
      matched,
      rowsRead,
      rowsRepeat,
      budget: 2 * matched + 1000,
      workerMedian: median(worker),
      workerP95: percentile(worker, 95),
      rttMedian: median(rtt),
    });
  }
  return rows;
}

function printQueries(size: number, reps: number, rows: QueryRow[]): void {
  console.log(`\n## ${size.toLocaleString('en-US')} facilities: per query (${reps} runs each, edge cache off)`);
  console.log('query'.padEnd(30), 'matched'.padStart(8), 'rows read'.padStart(10), 'repeat'.padStart(7), 'budget'.padStart(8), 'ok'.padStart(4),
    'worker med'.padStart(11), 'p95'.padStart(7), 'rtt med'.padStart(8));
  for (const r of rows) {
    console.log(
      r.label.padEnd(30),
      String(r.matched).padStart(8),
      String(r.rowsRead).padStart(10),
      String(r.rowsRepeat).padStart(7),
      String(r.budget).padStart(8),
      (r.rowsRead <= r.budget ? 'yes' : 'NO').padStart(4),
      `${fmt(r.workerMedian)} ms`.padStart(11),
      fmt(r.workerP95).padStart(7),
      fmt(r.rttMedian).padStart(8),
    );
  }
  const all = rows.map((r) => r.workerMedian);
  console.log(`median of query medians: ${fmt(median(all))} ms; max rows read: ${Math.max(...rows.map((r) => r.rowsRead))}`);
}

/** Each query twice on a server with the edge cache on: is the second answer a hit that reads no D1 row? */
export async function benchSearchRepeats(base: string): Promise<SearchRepeats> {
  let hits = 0;
  let rowsOnRepeat = 0;
  for (const [, query] of QUERIES) {
    await fetch(base + searchPath(query)).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 50)); // the cache write happens after the response
    const again = await fetch(base + searchPath(query), { headers: DB_TIMING });
    await again.arrayBuffer();
    const timing = parseServerTiming(again.headers.get('Server-Timing'));
    if (timing.cacheHit) hits++;
    rowsOnRepeat += timing.rowsRead;
  }
  console.log(`repeat within a minute (edge cache on): ${hits}/${QUERIES.length} served from cache, ${rowsOnRepeat} D1 rows read in all`);
  return { queries: QUERIES.length, hits, rowsRead: rowsOnRepeat };
}

/** Health and search phases alternate this many times, so a burst of other work on the machine falls on both. */
const LOAD_ROUNDS = 3;

async function measureLoad(base: string, { concurrency, seconds }: SearchOptions): Promise<SearchCold['load']> {
  // Under load, the request the search page sends: its results as cards (docs/SEARCH.md).
  const searchUrls = QUERIES.map(([, q]) => base + searchPath(q ? `${q}&view=card` : 'view=card'));
  const phase = Math.max(2, seconds / LOAD_ROUNDS);
  const rounds: Array<{ health: LoadResult; search: LoadResult; ratio: number }> = [];
  for (let r = 0; r < LOAD_ROUNDS; r++) {
    const health = await runLoad([`${base}/api/health`], concurrency, phase);
    const search = await runLoad(searchUrls, concurrency, phase);
    rounds.push({ health, search, ratio: search.p95 / health.p95 });
  }
  const ratios = rounds.map((r) => r.ratio);
  const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(LOAD_ROUNDS / 2)]!;
  const total = (pick: (r: (typeof rounds)[number]) => LoadResult): LoadResult => ({
    ...pick(middle),
    requests: rounds.reduce((n, r) => n + pick(r).requests, 0),
    errors: rounds.reduce((n, r) => n + pick(r).errors, 0),
  });
  const health = total((r) => r.health);
  const search = total((r) => r.search);
  const line = (name: string, r: LoadResult) =>
    `${name.padEnd(8)} ${fmt(r.rps).padStart(8)} req/s  p50 ${fmt(r.p50).padStart(7)} ms  p95 ${fmt(r.p95).padStart(7)} ms  ` +
    `${r.requests} requests, ${r.errors} errors`;
  console.log(`load: ${concurrency} concurrent clients, ${LOAD_ROUNDS} rounds of ${fmt(phase)} s health then ${fmt(phase)} s search, edge cache off (every search computed)`);
  console.log(line('health', health));
  console.log(line('search', search));
  console.log(`search p95 / health p95 = ${fmt(middle.ratio, 2)}x, the median of rounds ${ratios.map((x) => fmt(x, 2)).join(', ')} (target <= ${LOAD_RATIO_TARGET}x); errors ${health.errors + search.errors}`);
  return { health, search, ratio: middle.ratio, ratios };
}

/**
 * On a server just started over `size` facilities with the edge cache off: the first search, every
 * query of the mix `reps` times, then search under load next to /api/health.
 */
export async function benchSearchCold(base: string, size: number, options: SearchOptions): Promise<SearchCold> {
  const t0 = performance.now();
  const res = await fetch(`${base}${searchPath('')}`, { headers: DB_TIMING });
  await res.arrayBuffer();
  const first = { ms: performance.now() - t0, rowsRead: parseServerTiming(res.headers.get('Server-Timing')).rowsRead };
  console.log(`\n# ${size.toLocaleString('en-US')} facilities`);
  console.log(`first search after start (loads or builds the index): ${fmt(first.ms)} ms, ${first.rowsRead} rows read`);
  const queries = await measureQueries(base, options.reps);
  printQueries(size, options.reps, queries);
  return { size, first, queries, load: await measureLoad(base, options) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '5000,50000' },
      reps: { type: 'string', default: '15' },
      seconds: { type: 'string', default: '12' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const options: SearchOptions = { reps: Number(values.reps), seconds: Number(values.seconds), concurrency: Number(values.concurrency) };
  ensureBuilt();
  let port = 8870;
  for (const size of values.sizes.split(',').map(Number)) {
    const dir = resolve(import.meta.dirname, 'out', `state-${size}`);
    seedDatabase(dir, size);

    const cold = await startServer(dir, port++, { EDGE_CACHE: 'off' });
    try {
      await benchSearchCold(cold.url, size, options);
    } finally {
      await cold.stop();
    }

    const cached = await startServer(dir, port++);
    try {
      await benchSearchRepeats(cached.url);
    } finally {
      await cached.stop();
    }
  }
}

if (import.meta.main) await main();
