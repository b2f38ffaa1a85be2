/// <reference types="node" />
// npm run bench:sitemap — what /sitemap.xml costs at 50,000 facilities, on the real Worker in workerd
// over local D1 (the database `npm run bench` uses), with the edge cache off so every fetch renders.
// Fetches the index, then each part, `--runs` times, and prints per document the median time, its
// size and URL count, and the Worker's own total and D1 rows read (Server-Timing). Asserts nothing.
//   --size 50000   --runs 7
// bench/all.ts calls benchSitemap on the 50,000-facility server it shares with other benches.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';
import { DB_TIMING, fmt, median, parseServerTiming } from './lib/stats.ts';

const PORT = 8881;
/** The sitemaps.org limits of one document. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

export interface SitemapDocument {
  path: string;
  /** Medians over the runs: round trip to the last byte, and the Worker's own total (Server-Timing). */
  wallMs: number;
  workerMs: number;
  rowsRead: number;
  bytes: number;
  urls: number;
}

export interface SitemapResult {
  documents: SitemapDocument[];
  /** URLs in all (the parts' when there is an index). */
  urls: number;
  parts: number;
}

interface Sample {
  ms: number;
  workerMs: number;
  rowsRead: number;
  bytes: number;
  urls: number;
}

/**
 * A client address of its own for each request: the product refuses a client's 31st sitemap
 * request in ten minutes (worker/seo/routes/crawlers.ts), and the runs here are more than that.
 */
let requests = 0;
const client = () => ({ ...DB_TIMING, 'CF-Connecting-IP': `198.18.${(requests >> 8) & 255}.${requests++ & 255}` });

async function fetchOnce(url: string): Promise<Sample & { body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: client() });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const timing = parseServerTiming(res.headers.get('server-timing'));
  return {
    ms: performance.now() - started,
    workerMs: timing.total,
    rowsRead: timing.rowsRead,
    bytes: new TextEncoder().encode(body).length,
    urls: (body.match(/<loc>/g) ?? []).length,
    body,
  };
}

/** The index, then each part, `runs` times each, on a server with the edge cache off. */
export async function benchSitemap(base: string, size: number, runs: number): Promise<SitemapResult> {
  const index = await fetchOnce(`${base}/sitemap.xml`);
  const parts = [...index.body.matchAll(/<loc>[^<]*\/sitemap\.xml\?part=(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  const paths = ['/sitemap.xml', ...parts.map((p) => `/sitemap.xml?part=${p}`)];
  console.log(`\n## /sitemap.xml at ${size.toLocaleString('en-US')} facilities (${runs} runs each, medians; edge cache off)`);
  console.log('document                 wall ms  worker ms  rows read        KB     URLs');
  let urls = 0;
  const documents: SitemapDocument[] = [];
  for (const path of paths) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await fetchOnce(base + path));
    const last = samples.at(-1)!;
    if (path !== '/sitemap.xml' || parts.length === 0) urls += last.urls;
    const doc = { path, wallMs: median(samples.map((s) => s.ms)), workerMs: median(samples.map((s) => s.workerMs)), rowsRead: last.rowsRead, bytes: last.bytes, urls: last.urls };
    documents.push(doc);
    console.log(
      `${path.padEnd(24)} ${fmt(doc.wallMs).padStart(7)}  ${fmt(doc.workerMs).padStart(9)}` +
        `  ${doc.rowsRead.toLocaleString('en-US').padStart(9)}  ${fmt(doc.bytes / 1024).padStart(8)}  ${doc.urls.toLocaleString('en-US').padStart(7)}`,
    );
  }
  console.log(`URLs in all: ${urls.toLocaleString('en-US')} (${parts.length === 0 ? 'one urlset' : `an index of ${parts.length} parts`})`);
  return { documents, urls, parts: parts.length };
}

async function main() {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '50000' }, runs: { type: 'string', default: '7' } } });
  const size = Number(values.size);
  ensureBuilt();
  const dir = resolve(import.meta.dirname, 'out', `state-${size}`);
  seedDatabase(dir, size);
  const server = await startServer(dir, PORT, { EDGE_CACHE: 'off' });
  try {
    await benchSitemap(server.url, size, Number(values.runs));
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await main();
