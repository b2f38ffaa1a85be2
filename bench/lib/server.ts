/// <reference types="node" />
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, utimesSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { delimiter, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = (name: string) => resolve(ROOT, 'node_modules/.bin', name);
// Benchmarks measure a visitor whose location Cloudflare does not know (as the browser tests do):
// Miniflare reads the request.cf object from this file instead of fetching one from the internet.
const NO_LOCATION = resolve(ROOT, 'e2e/cf-no-location.json');
// node_modules/.bin first on PATH, as npm run puts it: wrangler's `#!/usr/bin/env node` then finds the
// pinned Node (the machine's is too old for wrangler) when a bench is started with plain `node`.
const ENV = {
  ...process.env,
  PATH: `${resolve(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  NO_COLOR: '1',
  CLOUDFLARE_CF_FETCH_PATH: NO_LOCATION,
};

/** Seeds a benchmark database of `count` facilities under `dir` (kept between runs unless `reset`). */
export function seedDatabase(dir: string, count: number, { reset = false } = {}): void {
  const args = ['seed/load.ts', '--count', String(count), '--persist-to', dir, ...(reset ? ['--reset'] : [])];
  const result = spawnSync(BIN('node'), args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: ENV,
  });
  if (result.status !== 0) throw new Error(`seeding ${count} facilities failed`);
}

/** `npm run build`: the SPA (dist/client) and its server renderer for the Worker (dist/server). */
export function buildSite(): void {
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(BIN('vite'), args, { cwd: ROOT, stdio: 'inherit', env: ENV });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

export function ensureBuilt(): void {
  if (existsSync(resolve(ROOT, 'dist/client/index.html')) && existsSync(resolve(ROOT, 'dist/server/entry-server.js'))) return;
  buildSite();
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Whether nothing listens on `port` on loopback (we can bind it ourselves). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => done(true)));
  });
}

/** A port the system says is free now. */
function anyFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/**
 * The real Worker in workerd (wrangler dev) on loopback, over the database in `dir`. `onLine`, when
 * given, receives each line the Worker and wrangler print (the Worker's console.log included).
 * When `port` is taken (another server on this machine: its /api/health would answer for ours), a
 * free one is used instead.
 */
export async function startServer(
  dir: string,
  wantedPort: number,
  vars: Record<string, string> = {},
  onLine?: (line: string) => void,
): Promise<Server> {
  const port = (await portIsFree(wantedPort)) ? wantedPort : await anyFreePort();
  if (port !== wantedPort) console.log(`port ${wantedPort} is taken; the Worker listens on ${port}`);
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', dir, '--log-level', onLine ? 'log' : 'warn'];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const stdio: StdioOptions = onLine ? ['ignore', 'pipe', 'pipe'] : 'ignore';
  // Miniflare trusts the file for 30 days from its modification time.
  utimesSync(NO_LOCATION, new Date(), new Date());
  const child: ChildProcess = spawn(BIN('wrangler'), args, { cwd: ROOT, env: ENV, stdio, detached: true });
  if (onLine) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', onLine);
    }
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const ok = (await fetch(`${url}/api/health`)).ok;
      // An answer while our wrangler has exited came from someone else who took the port meanwhile.
      if (ok && child.exitCode === null) return { url, stop };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`wrangler dev on port ${port} did not answer /api/health (exit code ${child.exitCode ?? 'none: gave up after 120 s'})`);
}
