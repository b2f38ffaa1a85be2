import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HELD_OUT_RELEVANCE_QUERIES,
  RELEVANCE_QUERIES,
  RELEVANCE_TARGETS,
  SPANISH_RELEVANCE_QUERIES,
  formatFailures,
  judge,
  relevancePath,
  summarise,
  type RelevanceAnswer,
  type RelevanceQuery,
} from '../../bench/lib/relevance-queries';

// The relevance set of issue 12 against the standard seed (the same 5,200 facilities, ZIP table and
// taxonomy `npm run db:seed` loads, through the same SQL), on every CI run. The bench
// (npm run bench:relevance) runs the same set over wrangler dev and prints the same report.
// The demo generator lives in seed/ and runs in Node: the test pool hands its SQL files over through
// the DEMO_SEED service (vitest.config.ts), so the Worker's code imports nothing from seed/.

beforeAll(async () => {
  const files = (await (await env.DEMO_SEED.fetch('http://demo-seed/')).json()) as Array<{ statements: string[] }>;
  // One statement per prepared statement, file by file in load order (facilities are approved, and
  // so indexed for full text, after their links exist).
  for (const file of files) await env.DB.batch(file.statements.map((sql) => env.DB.prepare(sql)));
}, 120_000);

/** Each query searched on the Worker and judged from its answer. */
async function judged(queries: readonly RelevanceQuery[]) {
  const outcomes = [];
  for (const query of queries) {
    const res = await exports.default.fetch(new Request(`http://localhost${relevancePath(query)}`));
    expect(res.status, `"${query.q}"`).toBe(200);
    outcomes.push(judge(query, (await res.json()) as RelevanceAnswer));
  }
  return summarise(outcomes);
}

describe('search relevance over the 5,200-facility seed', () => {
  it(`passes at least ${RELEVANCE_TARGETS.passRate * 100}% of ${RELEVANCE_QUERIES.length} queries, none without results`, async () => {
    const summary = await judged(RELEVANCE_QUERIES);
    const report = `passed ${summary.passed} of ${summary.queries} (${(summary.passRate * 100).toFixed(1)}%), ${summary.zeroResults} without results\n${formatFailures(summary)}`;
    console.log(`Relevance: ${report}`);
    expect(summary.passRate, report).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.passRate);
    expect(summary.zeroResults, report).toBeLessThanOrEqual(RELEVANCE_TARGETS.zeroResults);
    expect(summary.queries).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.minQueries);
    expect(SPANISH_RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.minSpanish);
  }, 120_000);

  // Run last, never tuned on: its figure is reported beside the set's, not held to it.
  it('reports the held-out queries apart', async () => {
    const summary = await judged(HELD_OUT_RELEVANCE_QUERIES);
    console.log(`Relevance, held out: passed ${summary.passed} of ${summary.queries}\n${formatFailures(summary)}`);
    expect(summary.queries).toBe(HELD_OUT_RELEVANCE_QUERIES.length);
  }, 60_000);
});

describe('the whole name wins (issue 45)', () => {
  /** The listings of a sample whose whole name, searched, does not put them first. */
  async function missedOf(sample: string) {
    const { results } = await env.DB.prepare(`SELECT id, name FROM facilities WHERE status = 'approved' AND ${sample} ORDER BY id`).all<{ id: number; name: string }>();
    const missed: string[] = [];
    for (const { id, name } of results) {
      const res = await exports.default.fetch(new Request(`http://localhost/api/facility/public/search?${new URLSearchParams({ q: name, limit: '3' })}`));
      const json = (await res.json()) as { facilities: Array<{ id: number; name: string }> };
      if (json.facilities[0]?.id !== id) missed.push(`"${name}" (#${id}) → ${json.facilities[0] ? `"${json.facilities[0].name}"` : 'nothing'}`);
    }
    return { count: results.length, missed };
  }

  it('puts the listing first for a search of its whole name, for every 65th listing of the seed', async () => {
    const { count, missed } = await missedOf('id % 65 = 0');
    console.log(`Whole names: ${count - missed.length} of ${count} first\n${missed.join('\n')}`);
    expect(count).toBeGreaterThanOrEqual(75);
    expect(missed).toEqual([]);
  }, 120_000);

  // Another sample the change was never tried on, reported apart: its figure says whether the rule generalises.
  it('reports a held-out sample of names apart', async () => {
    const { count, missed } = await missedOf('id % 61 = 7');
    console.log(`Whole names, held out: ${count - missed.length} of ${count} first\n${missed.join('\n')}`);
    expect(count).toBeGreaterThanOrEqual(75);
  }, 120_000);
});
