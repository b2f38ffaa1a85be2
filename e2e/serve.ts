/// <reference types="node" />
// The browser tests' servers, started by Playwright's webServer (playwright.config.ts) as one
// command: the site built (or `npm run build`'s fresh build reused) beside the prepared state (seeded,
// its scheduled run done: e2e/server-state.ts), that state copied for every server, then every server
// started at once. Prints
// READY when all answer /api/health; Playwright waits for that line, and ends this process group
// (and so the servers) when the tests are done.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build, preparedState, serverEnv, untilHealthy } from './server-state.ts';
import { DIST, E2E_WORKERS, READY, serverPort, serverState } from './servers.ts';

const BIN = 'node_modules/.bin';

function startServer(index: number): ChildProcess {
  const port = serverPort(index);
  // A devtools port of its own: servers started at the same moment would otherwise all take the same free one.
  const args = ['dev', '--port', String(port), '--inspector-port', String(port + 1), '--persist-to', serverState(index), '--assets', DIST, '--var', 'EDGE_CACHE:off'];
  const server = spawn(`${BIN}/wrangler`, args, { stdio: ['ignore', 'ignore', 'inherit'], env: serverEnv() });
  server.on('exit', (code, signal) => fail(`The server on port ${port} ended (${signal ?? `exit code ${code}`}).`));
  return server;
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
  const state = await preparedState(build());
  for (let index = 0; index < E2E_WORKERS; index++) {
    rmSync(serverState(index), { recursive: true, force: true });
    cpSync(state, serverState(index), { recursive: true });
  }
  const servers = Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index));
  await Promise.all(servers.map((_, index) => untilHealthy(`http://localhost:${serverPort(index)}`)));
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
