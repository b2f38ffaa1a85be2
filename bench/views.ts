/// <reference types="node" />
// npm run bench:views — what counting a listing view costs, on the real Worker in workerd over local
// D1 (50,000 facilities, the database `npm run bench` uses; the views it counts stay there). Sends
// views of 500 listings from distinct browsers, with repeats, the first 200 one at a time and the rest
// `--concurrency` at a time, each beside a /api/health request, and prints: views sent and counted,
// the D1 batches (flushes) they took, D1 rows written per view (from the flushes' own meta, which the
// Worker logs), and the median answer of the beacon next to /api/health. Prints numbers, asserts none.
//   --size 50000   --views 2000   --listings 500   --repeats 400   --concurrency 32
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { queryNumber } from '../seed/wrangler.ts';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';
import { DB_TIMING, fmt, median, parseServerTiming } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '50000' },
    views: { type: 'string', default: '2000' },
    listings: { type: 'string', default: '500' },
    repeats: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '32' },
  },
});
const size = Number(values.size);
const totalViews = Number(values.views);
const listings = Number(values.listings);
const repeats = Math.min(Number(values.repeats), totalViews);
const concurrency = Number(values.concurrency);
const PORT = 8880;
/** Views sent one at a time before the rest go concurrently: the beacon's own cost, without queueing. */
const SEQUENTIAL = 200;

interface Flush {
  views: number;
  rowsRead: number;
  rowsWritten: number;
}

/** A browser's request: its own address and a desktop Chrome user agent of its own (bots are not counted). */
interface Beacon {
  facilityId: number;
  address: string;
  userAgent: string;
}

/** Distinct browser-listing pairs, then `repeats` of them sent again, in a shuffled order. */
function plan(): { beacons: Beacon[]; distinct: number } {
  const run = Math.floor(Math.random() * 0x10000); // fresh visitors each run: today's earlier runs are not repeats
  const step = Math.max(1, Math.floor(size / listings));
  const distinct = totalViews - repeats;
  const first: Beacon[] = Array.from({ length: distinct }, (_, k) => ({
    facilityId: 1 + (k % listings) * step,
    // A visitor is an address (an IPv6 client's /64): a /64 of its own per run and browser.
    address: `2001:db8:${(run & 0xffff).toString(16)}:${k.toString(16)}::1`,
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.${run}.${k}.0 Safari/537.36`,
  }));
  const beacons = [...first, ...first.slice(0, repeats)];
  for (let i = beacons.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [beacons[i], beacons[j]] = [beacons[j]!, beacons[i]!];
  }
  return { beacons, distinct };
}

type Kind = 'view' | 'health';

interface Sent {
  latencies: number[];
  rowsRead: number[];
  /** Answers other than 202 for a view, 200 for health. */
  failed: number;
}

/**
 * Sends each beacon and as many /api/health requests, alternating, `concurrency` at a time, so that
 * both meet the same server at the same moments; what each kind got.
 */
async function sendInterleaved(base: string, beacons: Beacon[], concurrency: number): Promise<Record<Kind, Sent>> {
  const sent: Record<Kind, Sent> = { view: { latencies: [], rowsRead: [], failed: 0 }, health: { latencies: [], rowsRead: [], failed: 0 } };
  const requests = beacons.flatMap((b) => [
    {
      kind: 'view' as const,
      send: () =>
        fetch(`${base}/api/facility/public/${b.facilityId}/views`, {
          method: 'POST',
          headers: { ...DB_TIMING, Origin: base, 'User-Agent': b.userAgent, 'CF-Connecting-IP': b.address },
        }),
    },
    { kind: 'health' as const, send: () => fetch(`${base}/api/health`) },
  ]);
  let next = 0;
  const client = async () => {
    while (next < requests.length) {
      const { kind, send } = requests[next++]!;
      const t0 = performance.now();
      const res = await send();
      await res.arrayBuffer();
      sent[kind].latencies.push(performance.now() - t0);
      sent[kind].rowsRead.push(parseServerTiming(res.headers.get('Server-Timing')).rowsRead);
      if (res.status !== (kind === 'view' ? 202 : 200)) sent[kind].failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return sent;
}

const countedViews = (dir: string) =>
  queryNumber({ persistTo: dir }, 'SELECT coalesce(sum(views), 0) AS n FROM facility_daily_stats', 'Counting views');

async function main(): Promise<void> {
  ensureBuilt();
  const dir = resolve(import.meta.dirname, 'out', `state-${size}`);
  seedDatabase(dir, size);
  const countedBefore = countedViews(dir);
  const { beacons, distinct } = plan();

  const flushes: Flush[] = [];
  const failedFlushes: string[] = [];
  let lastFlushAt = performance.now();
  const server = await startServer(dir, PORT, {}, (line) => {
    if (!line.includes('"listing_views.flush"')) return;
    const entry = JSON.parse(line.slice(line.indexOf('{'))) as Flush & { level: string; message?: string };
    if (entry.level === 'info') flushes.push(entry);
    else failedFlushes.push(`${entry.views} views: ${entry.message}`);
    lastFlushAt = performance.now();
  });
  const phases: Array<{ label: string } & Record<Kind, Sent>> = [];
  try {
    // One at a time first (each request's own cost), then the rest `concurrency` at a time.
    phases.push({ label: 'one at a time', ...(await sendInterleaved(server.url, beacons.slice(0, SEQUENTIAL), 1)) });
    phases.push({ label: `${concurrency} concurrent`, ...(await sendInterleaved(server.url, beacons.slice(SEQUENTIAL), concurrency)) });
    // The last views are written within ~2 s of their answer: wait until no flush has come for 3 s.
    while (performance.now() - lastFlushAt < 3000) await new Promise((r) => setTimeout(r, 250));
  } finally {
    await server.stop();
  }
  const counted = countedViews(dir) - countedBefore;

  const sum = (key: keyof Flush) => flushes.reduce((s, f) => s + f[key], 0);
  const written = sum('rowsWritten');
  const int = (n: number) => n.toLocaleString('en-US');
  console.log(`\n# Listing views: ${int(size)} facilities, ${int(listings)} listings viewed, ${concurrency} concurrent clients`);
  const notAccepted = phases.reduce((n, p) => n + p.view.failed, 0);
  console.log(`views sent              ${int(totalViews)} (${int(distinct)} distinct browser-listing pairs, ${int(repeats)} repeats); not 202: ${notAccepted}`);
  console.log(`views counted           ${int(counted)} (expected ${int(distinct)})`);
  for (const failure of failedFlushes) console.log(`FLUSH FAILED            ${failure}`);
  console.log(
    `flushes (D1 batches)    ${flushes.length}: ${fmt((flushes.length * 1000) / totalViews, 1)} per 1,000 views sent; ` +
      `views per flush median ${median(flushes.map((f) => f.views))}, max ${Math.max(...flushes.map((f) => f.views))}`,
  );
  console.log(
    `D1 rows written         ${int(written)}: ${fmt(written / totalViews, 2)} per view sent, ${fmt(written / Math.max(counted, 1), 2)} per counted view ` +
      `(the daily purge later deletes each counted view's visitor row: +1 per counted view)`,
  );
  const rowsReadPerBeacon = median(phases.flatMap((p) => p.view.rowsRead));
  console.log(`D1 rows read            flushes ${fmt(sum('rowsRead') / totalViews, 2)} per view sent; the beacon's own check ${rowsReadPerBeacon} per request (median)`);
  for (const { label, view, health } of phases) {
    const viewMedian = median(view.latencies);
    const healthMedian = median(health.latencies);
    console.log(
      `median answer, ${label.padEnd(14)} view beacon ${fmt(viewMedian, 2)} ms, /api/health ${fmt(healthMedian, 2)} ms ` +
        `(${fmt(viewMedian / healthMedian, 2)}x), ${view.latencies.length} of each; health not 200: ${health.failed}`,
    );
  }
}

await main();
