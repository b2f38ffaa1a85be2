/// <reference types="node" />
// The browser tests' servers, started by Playwright's webServer (playwright.config.ts) as one
// command: the site built (or `npm run build`'s fresh build reused) while the first database is
// seeded, that database copied for every further server, then every server started at once. Prints
// READY when all answer /api/health; Playwright waits for that line, and ends this process group
// (and so the servers) when the tests are done.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DIST, E2E_WORKERS, READY, serverPort, serverState } from './servers.ts';

/** The visitor's location (request.cf) is set by the test: none, from this file (see playwright.config.ts). */
const CF_FILE = 'e2e/cf-no-location.json';
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
        console.error(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${what} failed (exit code ${code}): ${command} ${args.join(' ')}\n${output}`));
    });
  });
}

/** The client build into DIST (this run's own copy), and the page renderer into dist/server. */
async function build(): Promise<void> {
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
 * Names the seeded database by what it is made from and the day (the seed dates some rows from
 * today): a run that finds one of that name copies it instead of seeding again.
 */
function seedKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const file of withImports(SEED_INPUTS.flatMap(filesUnder))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The first server's database, seeded by the loader `npm start` uses; the others start as copies of
 * it. The seeded database is kept (.wrangler/e2e-seed-<key>): a later run of the same checkout whose
 * seed, migrations and their imports are unchanged copies it instead (E2E_FRESH_SEED=1 seeds anyway).
 */
async function seed(): Promise<void> {
  const kept = `.wrangler/e2e-seed-${seedKey()}`;
  rmSync(serverState(0), { recursive: true, force: true });
  if (existsSync(kept) && !process.env.E2E_FRESH_SEED) {
    cpSync(kept, serverState(0), { recursive: true });
    console.error(`Reusing the seeded database ${kept}`);
  } else {
    await run('seed', process.execPath, ['seed/load.ts', '--reset', '--persist-to', serverState(0)]);
    // Only the newest is kept; written aside and renamed, so a run beside this one never copies half of it.
    for (const old of readdirSync('.wrangler').filter((name) => name.startsWith('e2e-seed-'))) rmSync(join('.wrangler', old), { recursive: true, force: true });
    const aside = `${kept}.${process.pid}.tmp`;
    cpSync(serverState(0), aside, { recursive: true });
    renameSync(aside, kept);
  }
  for (let index = 1; index < E2E_WORKERS; index++) {
    rmSync(serverState(index), { recursive: true, force: true });
    cpSync(serverState(0), serverState(index), { recursive: true });
  }
}

function startServer(index: number): ChildProcess {
  const port = serverPort(index);
  // A devtools port of its own: servers started at the same moment would otherwise all take the same free one.
  const args = ['dev', '--port', String(port), '--inspector-port', String(port + 1), '--persist-to', serverState(index), '--assets', DIST, '--var', 'EDGE_CACHE:off'];
  const server = spawn(`${BIN}/wrangler`, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  server.on('exit', (code, signal) => fail(`The server on port ${port} ended (${signal ?? `exit code ${code}`}).`));
  return server;
}

async function untilHealthy(index: number): Promise<void> {
  const url = `http://localhost:${serverPort(index)}/api/health`;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
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
async function runScheduled(index: number): Promise<void> {
  const origin = `http://localhost:${serverPort(index)}`;
  const res = await fetch(`${origin}/cdn-cgi/local/scheduled`);
  if (!res.ok) fail(`The scheduled run on port ${serverPort(index)} failed (${res.status}).`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const files = (await (await fetch(`${origin}/api/open-data/files`)).json()) as { built_at: string | null };
    if (files.built_at) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`The scheduled run on port ${serverPort(index)} wrote no open-data files in 3 minutes.`);
}

async function main(): Promise<void> {
  for (let index = 0; index < E2E_WORKERS; index++) {
    const taken = await fetch(`http://localhost:${serverPort(index)}/`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`Port ${serverPort(index)} is in use: stop what runs there, or choose other ports with E2E_PORT.`);
  }
  const started = performance.now();
  await Promise.all([build(), seed()]);
  // Touched so that Miniflare, which trusts the file for 30 days, never fetches one instead.
  utimesSync(CF_FILE, new Date(), new Date());
  const servers = Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index));
  await Promise.all(servers.map((_, index) => untilHealthy(index)));
  // The open-data files are the scheduled run's (R2): one run per server writes them before any test.
  await Promise.all(servers.map((_, index) => runScheduled(index)));
  console.error(`${E2E_WORKERS} servers up (ports ${servers.map((_, index) => serverPort(index)).join(', ')}) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(READY);
}

/** Says why, then ends this process group: the servers and their workerd processes with it. */
function fail(message: string): never {
  console.error(message);
  process.kill(0, 'SIGKILL');
  return process.exit(1);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
