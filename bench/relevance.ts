/// <reference types="node" />
// npm run bench:relevance — the relevance set of issue 12 (bench/lib/relevance-queries.ts) against
// the real Worker in workerd over a freshly seeded local D1 (the standard 5,200-facility seed). Prints
// the pass rate, every failing query with why and its top results, and the zero-result queries.
// Exits non-zero when a target is missed. Options: --count 5200   --keep (reuse the seeded database)
// bench/all.ts calls benchRelevance on a 5,200-facility server it shares with other benches.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  RELEVANCE_QUERIES,
  RELEVANCE_TARGETS,
  formatFailures,
  judge,
  relevancePath,
  summarise,
  type RelevanceAnswer,
  type RelevanceOutcome,
  type RelevanceSummary,
} from './lib/relevance-queries.ts';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';

/** Every query of the set, judged from the answer of a server with the edge cache off over `count` facilities. */
export async function benchRelevance(base: string, count: number): Promise<RelevanceSummary> {
  const outcomes: RelevanceOutcome[] = [];
  const started = performance.now();
  for (const query of RELEVANCE_QUERIES) {
    const res = await fetch(base + relevancePath(query));
    if (!res.ok) throw new Error(`"${query.q}": HTTP ${res.status} ${await res.text()}`);
    outcomes.push(judge(query, (await res.json()) as RelevanceAnswer));
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = summarise(outcomes);

  console.log(`\nRelevance at ${count.toLocaleString('en-US')} facilities: ${summary.queries} queries in ${seconds.toFixed(1)} s`);
  if (summary.failed.length > 0) console.log(`\n${formatFailures(summary)}`);
  const zero = outcomes.filter((o) => o.total === 0).map((o) => `"${o.q}"`);
  console.log(
    `\nPassed ${summary.passed} of ${summary.queries}: ${(summary.passRate * 100).toFixed(1)}% ` +
      `(target ≥ ${RELEVANCE_TARGETS.passRate * 100}%)`,
  );
  console.log(`Zero-result queries: ${summary.zeroResults}${zero.length ? ` (${zero.join(', ')})` : ''} (target ${RELEVANCE_TARGETS.zeroResults})`);
  return summary;
}

export const relevanceMet = (summary: RelevanceSummary) =>
  summary.passRate >= RELEVANCE_TARGETS.passRate && summary.zeroResults <= RELEVANCE_TARGETS.zeroResults;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '5200' }, keep: { type: 'boolean', default: false } },
  });
  const count = Number(values.count);
  const dir = resolve(import.meta.dirname, 'out', `state-relevance-${count}`);

  ensureBuilt();
  // Fresh unless --keep: a database seeded by an older generator would judge yesterday's data.
  seedDatabase(dir, count, { reset: !values.keep });
  const server = await startServer(dir, 8797, { EDGE_CACHE: 'off' });
  try {
    if (!relevanceMet(await benchRelevance(server.url, count))) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await main();
