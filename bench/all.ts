/// <reference types="node" />
// npm run bench — the whole suite, one table (issue 15). Builds the site once, then runs each bench's
// own function (their `npm run bench:<name>` print the same detail) on servers that share databases:
//   5,000 facilities    search (edge cache off), then its repeats (edge cache on);
//   50,000 facilities   search, sitemap and page render on one server (edge cache off), then repeats;
//   5,200 facilities    relevance (edge cache off), page weights, the CRM import, then last and alone
//                       Lighthouse (edge cache off: what each render costs, issue 27), with the
//                       machine's load average beside each page's figures.
// Each database is seeded afresh (a database seeded by an older generator measures yesterday's data).
// Prints every bench's detail as it goes, then one markdown table (value, target, pass/fail per row),
// and writes it to bench/out/latest.md with the machine, the commit and the load average. A part
// that fails becomes a failed row; the rest still run.
// Options: --only search,relevance,render,sitemap,crm-import,weights,lighthouse   --quick (fewer
// iterations: a smoke run, not numbers to quote)   --keep (reuse the databases already seeded)
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchCrmImport } from './crm-import.ts';
import { describeMachine, failureRows, loadAverage, renderReport, timed, type PartTiming } from './lib/report.ts';
import { tableRows, type Results } from './lib/rows.ts';
import { buildSite, seedDatabase, startServer } from './lib/server.ts';
import { benchRender, measureBundles, runLighthouse } from './pages.ts';
import { benchRelevance } from './relevance.ts';
import { benchSearchCold, benchSearchRepeats, type SearchCold } from './search.ts';
import { benchSitemap } from './sitemap.ts';

const BENCHES = ['search', 'relevance', 'render', 'sitemap', 'crm-import', 'weights', 'lighthouse'] as const;
type Bench = (typeof BENCHES)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const selected = new Set<string>(values.only ? values.only.split(',').map((s) => s.trim()) : BENCHES);
const unknown = [...selected].filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`unknown bench ${unknown.join(', ')}: choose from ${BENCHES.join(', ')}`);
const wants = (...names: Bench[]) => names.some((name) => selected.has(name));

/** What each bench's own command does by default, or a smoke run's worth. */
const settings = values.quick
  ? { search: { reps: 3, seconds: 2, concurrency: 8 }, sitemapRuns: 1, renderReps: 5, lighthouseRuns: 1, crm: { rows: 5000, reps: 1, part: 500 } }
  : { search: { reps: 15, seconds: 12, concurrency: 8 }, sitemapRuns: 7, renderReps: 40, lighthouseRuns: 3, crm: { rows: 5000, reps: 3, part: 500 } };
const SIZES = { small: 5000, large: 50_000, site: 5200 } as const;
const out = (name: string) => resolve(import.meta.dirname, 'out', name);
let port = 8950;

async function withServer<T>(dir: string, vars: Record<string, string>, work: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer(dir, port++, vars);
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}
const CACHE_OFF = { EDGE_CACHE: 'off' };

async function main(): Promise<void> {
  const machine = describeMachine();
  const loadBefore = loadAverage();
  const started = performance.now();
  const timings: PartTiming[] = [];
  const run = <T>(part: string, work: () => Promise<T>) => timed(timings, part, work);
  /** Seeds `count` facilities into bench/out/state-<count>; answers that directory, or undefined if seeding failed. */
  const seed = (count: number, label: string) =>
    run(`seed ${label}`, async () => {
      const dir = out(`state-${count}`);
      seedDatabase(dir, count, { reset: !values.keep });
      return dir;
    });
  const results: Results = {};

  const built = await run('build', async () => {
    buildSite();
    return true;
  });
  if (!built) throw new Error('the build failed: nothing to measure');

  const small = wants('search') ? await seed(SIZES.small, '5k') : undefined;
  if (small) {
    const cold = await run('search 5k', () => withServer(small, CACHE_OFF, (url) => benchSearchCold(url, SIZES.small, settings.search)));
    const repeats = await run('search 5k repeats', () => withServer(small, {}, benchSearchRepeats));
    if (cold && repeats) results.search5k = { cold, repeats };
  }

  const large = wants('search', 'sitemap', 'render') ? await seed(SIZES.large, '50k') : undefined;
  if (large) {
    // One server for the three; the search bench's first request is the server's first.
    const server = await run('start the 50k server', () => startServer(large, port++, CACHE_OFF));
    let cold: SearchCold | undefined;
    if (server) {
      try {
        if (wants('search')) cold = await run('search 50k', () => benchSearchCold(server.url, SIZES.large, settings.search));
        if (wants('sitemap')) results.sitemap = await run('sitemap 50k', () => benchSitemap(server.url, SIZES.large, settings.sitemapRuns));
        if (wants('render')) results.render = await run('render 50k', () => benchRender(server.url, settings.renderReps));
      } finally {
        await server.stop();
      }
    }
    const repeats = cold && (await run('search 50k repeats', () => withServer(large, {}, benchSearchRepeats)));
    if (cold && repeats) results.search50k = { cold, repeats };
  }

  const site = wants('relevance', 'weights', 'lighthouse', 'crm-import') ? await seed(SIZES.site, '5,200') : undefined;
  if (site) {
    if (wants('relevance')) results.relevance = await run('relevance', () => withServer(site, CACHE_OFF, (url) => benchRelevance(url, SIZES.site)));
    if (wants('weights')) results.weights = await run('page weights', () => withServer(site, {}, measureBundles));
    if (wants('crm-import')) results.crm = await run('crm import', () => benchCrmImport(site, port++, settings.crm));
    // After every part that loads the machine, never beside one.
    if (wants('lighthouse')) {
      results.lighthouse = await run('lighthouse', () => withServer(site, CACHE_OFF, (url) => runLighthouse(url, settings.lighthouseRuns)));
    }
  }

  const rows = [...tableRows(results), ...failureRows(timings)];
  const minutes = (performance.now() - started) / 60_000;
  const options = `${values.quick ? '--quick (fewer iterations: not numbers to quote)' : 'full run'}${values.keep ? ', --keep' : ''}; ` +
    `benches: ${[...selected].join(', ')}`;
  const report = renderReport({ machine, options, loadBefore, loadAfter: loadAverage(), minutes, rows, timings });
  mkdirSync(out(''), { recursive: true });
  writeFileSync(out('latest.md'), report);
  console.log(`\n${report}\nwritten to bench/out/latest.md`);
}

await main();
