import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from './test/fuzz/build';
import { fuzzCase, isSafe, type FuzzCase } from './test/fuzz/cases';
import { leakIn, logProblems, problemsWith } from './test/fuzz/checks';
import type { FuzzWorld } from './test/fuzz/examples';
import { oneRequestPerRoute, regressions } from './test/fuzz/regressions';
import { fuzzRoutes, type FuzzRoute } from './test/fuzz/routes';
import { changedTables, DatabaseWatch, forbiddenChanges } from './test/fuzz/snapshot';
import { Tally } from './test/fuzz/tally';
import { buildWorld, FuzzSessions } from './test/fuzz/world';
import { api, consoleDuring } from './test/fixtures';
import { refreshOpenDataFiles } from './open-data/files';

// Generated requests to every endpoint of the route table, anonymous and as an admin and a facility
// account: whatever is sent, the answer is a 2xx, 3xx or 4xx, an /api error is our JSON shape, no body
// shows our insides, no log line carries the client's address or words, and a refused
// state-changing request writes nothing. `npm run fuzz` runs the full set with a new seed.

const FULL = env.FUZZ === 'full';
const RUNS = FULL ? 10_000 : 1_000;
const SEED = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : FULL ? Math.floor(Math.random() * 2 ** 31) : 15_2026;

let routes: FuzzRoute[];
let world: FuzzWorld;
let sessions: FuzzSessions;
const watch = new DatabaseWatch();

beforeAll(async () => {
  routes = fuzzRoutes();
  const built = await buildWorld();
  world = built.world;
  sessions = new FuzzSessions({ admin: built.admin, facility: built.facility });
  // The open-data files exist, as the scheduled run keeps them (before its first run they are a 503).
  await refreshOpenDataFiles(env);
  await watch.init();
}, 60_000);

describe('the checks can fail', () => {
  it('the database snapshot sees a change that keeps every count and size', async () => {
    const before = await watch.before();
    await env.DB.prepare(`UPDATE users SET name = 'Test Usex' WHERE name = 'Test User' AND id = (SELECT min(id) FROM users)`).run();
    expect(changedTables(before, await watch.after())).toEqual(['users']);
    await env.DB.prepare(`UPDATE users SET name = 'Test User' WHERE id = (SELECT min(id) FROM users)`).run();
    expect(changedTables(before, await watch.after())).toEqual([]);
  });

  it('a stack trace, a source path or a storage error in a body is seen, unless the request sent it', () => {
    expect(leakIn('Error: boom\n    at handler (worker/routes/leads.ts:12:5)', '')).not.toBeNull();
    expect(leakIn('{"message":"D1_ERROR: no such column: x"}', '')).not.toBeNull();
    expect(leakIn('{"q":"see app.ts:12"}', 'q=see app.ts:12')).toBeNull();
  });
});

function describeFailure(fuzz: FuzzCase, status: number, body: string, logged: string, problems: string[]): string {
  const built = `${fuzz.method} ${fuzz.route.path} as ${fuzz.as}, origin ${fuzz.origin}`;
  return [`${problems.join('; ')}`, `request: ${built}`, `status ${status}, body: ${body.slice(0, 600)}`, logged ? `logged: ${logged.slice(0, 600)}` : ''].join('\n');
}

it(
  `answers ${RUNS} generated requests to every endpoint with a 2xx-4xx in our shape, and refusals write nothing`,
  async () => {
    const tally = new Tally();
    const reached = new Set<string>();
    const started = performance.now();
    try {
      await fc.assert(
        fc.asyncProperty(fuzzCase(routes), async (fuzz) => {
          const built = buildRequest(fuzz, world, sessions.cookies);
          const writes = !isSafe(fuzz.method);
          const before = writes ? await watch.before() : null;
          if (!writes) watch.forget();
          let res: Response | undefined;
          let body = '';
          const logged = await consoleDuring(async () => {
            res = await api(built.path, built.init);
            // Bytes first: an image or a CSV is checked as text too, without the runtime's warning about it.
            body = new TextDecoder().decode(await res.arrayBuffer());
          });
          tally.add(`${fuzz.method} ${fuzz.route.path}`, res!.status);
          reached.add(`${fuzz.route.method} ${fuzz.route.path}`);
          const problems = [...(await problemsWith(built, res!, body)), ...logProblems(built, logged)];
          if (before && res!.status >= 400) {
            const changed = forbiddenChanges(changedTables(before, await watch.after()), built.pathname);
            if (changed.length > 0) problems.push(`a refused request changed ${changed.join(', ')}`);
          }
          // An accepted change may have ended one of the fuzzer's sessions (sign-out, new password...).
          if (writes && res!.status < 300) await sessions.keepAlive();
          if (problems.length > 0) throw new Error(describeFailure(fuzz, res!.status, body, logged, problems));
        }),
        { numRuns: RUNS, seed: SEED, examples: [...regressions(routes), ...oneRequestPerRoute(routes)] },
      );
    } finally {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz (${FULL ? 'full' : 'ci'}): ${tally.total} requests to ${routes.length} endpoints in ${seconds} s, seed ${SEED} ` +
          `(replay: FUZZ_SEED=${SEED}${FULL ? ' npm run fuzz' : ' npx vitest run --project worker fuzz'}); ` +
          `${watch.cost.snapshots} database snapshots took ${(watch.cost.ms / 1000).toFixed(1)} s\n${tally.table()}`,
      );
    }
    // Every endpoint of the route table got requests: a new route cannot be left out.
    expect(routes.map((r) => `${r.method} ${r.path}`).filter((r) => !reached.has(r))).toEqual([]);
  },
  FULL ? 3_600_000 : 240_000,
);
