/// <reference types="node" />
// What the browser tests' servers start from: the built site, and one prepared state (the seeded
// database after a scheduled run: search index built, open-data files in R2) that every server copies.
// The state is kept (.wrangler/e2e-seed-<key>) and named by what it is made from, so it is made once:
// by `npm test` beside the Worker tests (e2e/prepare.ts), or by the first browser run that lacks it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DIST, serverPort } from './servers.ts';

const BIN = 'node_modules/.bin';

/** What a build is made of: a change to any of these after `dist/` was built makes it stale. */
const BUILD_INPUTS = ['web', 'worker', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const BUILT = ['dist/client/index.html', 'dist/server/entry-server.js'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

/** True when `dist/` (client and server) was built after the last change to anything it is built from. */
function distIsFresh(): boolean {
  if (!BUILT.every((file) => existsSync(file))) return false;
  const built = Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
  return BUILD_INPUTS.filter((input) => existsSync(input)).every((input) => newestChange(input) < built);
}

const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Runs `command` with `args`, output shown only when it fails; resolves when it succeeds. */
function run(what: string, command: string, args: string[]): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        console.error(`${what}: ${since(started)}`);
        resolve();
      } else reject(new Error(`${what} failed (exit code ${code}): ${command} ${args.join(' ')}\n${output}`));
    });
  });
}

/** The client build into DIST (this run's own copy), and the page renderer into dist/server. */
export async function build(): Promise<void> {
  rmSync(DIST, { recursive: true, force: true });
  if (distIsFresh()) {
    // `npm test` has just run `npm run build`: the same files.
    cpSync('dist/client', DIST, { recursive: true });
    console.error(`Reusing the fresh build in dist/ (${DIST})`);
    return;
  }
  await run('vite build (client)', `${BIN}/vite`, ['build', '--outDir', `../${DIST}`, '--emptyOutDir']);
  await run('vite build (server renderer)', `${BIN}/vite`, ['build', '--ssr', 'src/entry-server.tsx']);
}

/** Folders and files the seeded database is made from, besides the Worker modules the seed imports. */
const SEED_INPUTS = ['seed', 'migrations', 'worker/blog/content', 'wrangler.toml', 'package-lock.json'];
/** The scheduled run that writes the search index and the open-data files (its imports are followed). */
const SCHEDULED_INPUTS = ['worker/index.ts'];

/** Every file under `path` (not seed/out, the seed's scratch folder). */
function filesUnder(path: string): string[] {
  if (!existsSync(path) || path === 'seed/out') return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** `files` and the TypeScript modules they import, followed through relative imports. */
function withImports(files: string[]): string[] {
  const found = new Set(files);
  const queue = files.filter((file) => file.endsWith('.ts'));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
      const base = join(dirname(file), specifier!);
      const module = [base, `${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (module && !found.has(module)) {
        found.add(module);
        queue.push(module);
      }
    }
  }
  return [...found].sort();
}

/**
 * Names the prepared state by what it is made from and the day (the seed dates some rows from today):
 * a run that finds one of that name copies it instead of making it again.
 */
function stateKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const file of withImports([...SEED_INPUTS.flatMap(filesUnder), ...SCHEDULED_INPUTS])) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The visitor's location (request.cf) is set by the test: none, from this file. */
const CF_FILE = 'e2e/cf-no-location.json';

/**
 * The environment a local server runs in: no metrics, and request.cf from CF_FILE, touched so that
 * Miniflare, which trusts the file for 30 days, never fetches one instead.
 */
export function serverEnv(): NodeJS.ProcessEnv {
  utimesSync(CF_FILE, new Date(), new Date());
  return { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CLOUDFLARE_CF_FETCH_PATH: CF_FILE };
}

export async function untilHealthy(origin: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs the Worker's scheduled handler once (wrangler dev's trigger), as the cron would, and waits
 * until it has written the open-data files (its trigger answers before the work it hands waitUntil).
 */
async function runScheduled(origin: string): Promise<void> {
  const res = await fetch(`${origin}/cdn-cgi/local/scheduled`);
  if (!res.ok) throw new Error(`The scheduled run failed (${res.status}).`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const files = (await (await fetch(`${origin}/api/open-data/files`)).json()) as { built_at: string | null };
    if (files.built_at) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The scheduled run wrote no open-data files in 3 minutes.');
}

/** Serves `state` with the built site on `port` while `work` runs against it, then stops the server. */
async function whileServing(state: string, port: number, work: (origin: string) => Promise<void>): Promise<void> {
  const args = ['dev', '--port', String(port), '--inspector-port', String(port + 1), '--persist-to', state, '--assets', DIST, '--var', 'EDGE_CACHE:off'];
  // Its own process group, so that stopping it stops the workerd it starts.
  const server = spawn(`${BIN}/wrangler`, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env: serverEnv() });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  try {
    await Promise.race([
      untilHealthy(`http://localhost:${port}`),
      exited.then(() => Promise.reject(new Error(`The preparing server on port ${port} ended before it answered.`))),
    ]);
    await work(`http://localhost:${port}`);
  } finally {
    // SIGINT: wrangler closes its databases and ends workerd; the group is killed if it has not in 10 s.
    server.kill('SIGINT');
    const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    if (!stopped) process.kill(-server.pid!, 'SIGKILL');
  }
}

/**
 * The prepared state's folder, made when missing: seeded by the loader `npm start` uses (beside the
 * build), then served once so the scheduled run writes the search index and the open-data files.
 * Written aside and renamed, so a run beside this one never copies half of it; only the newest is kept.
 * E2E_FRESH_SEED=1 makes it again.
 */
export async function preparedState(built: Promise<void>): Promise<string> {
  const kept = `.wrangler/e2e-seed-${stateKey()}`;
  if (existsSync(kept) && !process.env.E2E_FRESH_SEED) {
    await built;
    console.error(`Reusing the prepared state ${kept}`);
    return kept;
  }
  const started = performance.now();
  const aside = `${kept}.${process.pid}.tmp`;
  rmSync(aside, { recursive: true, force: true });
  await run('seed', process.execPath, ['seed/load.ts', '--reset', '--persist-to', aside]);
  await built;
  const scheduled = performance.now();
  // Beside the test servers' ports (which are 100 apart), so that it never takes one of them.
  await whileServing(aside, serverPort(0) + 50, runScheduled);
  console.error(`scheduled run (search index, open-data files): ${since(scheduled)}`);
  for (const old of readdirSync('.wrangler').filter((name) => /^e2e-seed-[0-9a-f]+$/.test(name))) rmSync(join('.wrangler', old), { recursive: true, force: true });
  try {
    renameSync(aside, kept);
  } catch (error) {
    // Another run beside this one made the same state first: it is the same, keep theirs.
    if (!existsSync(kept)) throw error;
    rmSync(aside, { recursive: true, force: true });
  }
  console.error(`prepared state ${kept}: ${since(started)}`);
  return kept;
}
