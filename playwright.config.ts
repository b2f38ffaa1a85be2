import { defineConfig } from '@playwright/test';

import { E2E_WORKERS, READY, serverPort } from './e2e/servers';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Tests spread over the workers one by one, each making the data it needs; a file whose tests
  // build on each other says so (test.describe.configure({ mode: 'serial' }), with why).
  fullyParallel: true,
  workers: E2E_WORKERS,
  // One retry, and the run's end names every test that needed it ("flaky"). On a CI machine two and
  // a half times slower than a quiet one, wrangler dev has now and then dropped a request (a "socket
  // hang up" on a POST, as in workers-sdk#14641) or answered one after the 10 s an expectation waits;
  // each failed once in several runs and passed at once on this machine. A test that fails twice is
  // a failure. docs/DEVELOPMENT.md, "Browser tests".
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Each worker's baseURL is its own server's (e2e/support.ts).
    baseURL: `http://localhost:${serverPort(0)}`,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Browser tests drive the built site, served by the real Worker in workerd (wrangler dev), one server
  // and local database per worker, seeded by the same loader `npm start` uses: e2e/serve.ts builds
  // (or reuses `npm run build`'s fresh dist/), copies the prepared state, and starts them all at once.
  webServer: {
    // The Node running Playwright (npm's, which runs TypeScript), not an older one first on PATH.
    command: `${process.execPath} e2e/serve.ts`,
    wait: { stdout: new RegExp(READY) },
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The servers' own environment (request.cf from a file, no metrics) is e2e/server-state.ts's serverEnv().
    env: { WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  },
});
