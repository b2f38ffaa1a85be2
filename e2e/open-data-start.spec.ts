import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_NAME, serverPort } from './servers';
// The suite's test (it uses none of its fixtures): Playwright runs the tests of another set of worker
// fixtures after all the others, and this one, the longest, then ran alone at the end.
import { test } from './support';

// Issue 41: a fresh `npm start` serves the open-data files within its first minutes. The test servers
// start from a state whose scheduled run is already done (e2e/server-state.ts), so this starts the
// real start script, scripts/dev-server.ts, on a database just seeded by npm start's own loader and
// never served: only the scheduled run that script makes can write the files. It uses the build the
// browser tests use (`npm run build`'s dist/, as npm start does); its server runs beside theirs.

const PORT = serverPort(0) + 60;
const ORIGIN = `http://localhost:${PORT}`;
const STATE = `.wrangler/${E2E_NAME}-fresh-start`;

/** Runs `args` with this Node; resolves when it ends well, with its output when it does not. */
function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/** SIGINT (the start script passes it to wrangler as Ctrl-C); the whole group killed if it has not ended in 10 s. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<boolean>((resolve) => server.once('exit', () => resolve(true)));
  server.kill('SIGINT');
  if (!(await Promise.race([exited, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]))) process.kill(-server.pid!, 'SIGKILL');
}

test('a fresh npm start serves the open-data files within its first minutes, its scheduled run having written them', async ({ request }) => {
  // Seeding (~10 s), wrangler's start and the first run (~60 s here, more on a busy machine).
  test.setTimeout(300_000);
  rmSync(STATE, { recursive: true, force: true });
  await run(['seed/load.ts', '--reset', '--persist-to', STATE]);

  // Its own process group, so that stopping it stops the wrangler and workerd it starts.
  const server = spawn(process.execPath, ['scripts/dev-server.ts', '--persist-to', STATE, '--inspector-port', String(PORT + 1)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, PORT: String(PORT), NO_COLOR: '1' },
  });
  let log = '';
  server.stdout!.on('data', (data: Buffer) => (log += data.toString()));
  server.stderr!.on('data', (data: Buffer) => (log += data.toString()));
  try {
    // The start script's own check: it looks at the listing, then at the CSV's first bytes.
    await expect
      .poll(() => (server.exitCode === null ? log : `${log}\n(the start script ended: ${server.exitCode})`), { timeout: 240_000, intervals: [2_000] })
      .toMatch(/\[dev-server\] (open-data files ready \(facilities\.json, facilities\.csv, hsds-services\.ndjson, hsds-taxonomy-terms\.ndjson\)|warning:)/);
    expect(log, log).toMatch(/\[dev-server\] open-data files ready \(.*\) \d+\.\d s after start/);
    // One request, not a poll: the downloads are limited to 5 per client in 10 minutes.
    const csv = await request.get(`${ORIGIN}/api/open-data/facilities.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const [header, first] = (await csv.text()).split('\n');
    expect(header).toMatch(/^id,name,description,/);
    expect(first).toMatch(/^\d+,/);
  } finally {
    await stop(server);
    rmSync(STATE, { recursive: true, force: true });
  }
});
