import { defineConfig } from '@playwright/test';

import { DIST, E2E_WORKERS, serverPort, serverState } from './e2e/servers';

// Browser tests drive the built site, served by the real Worker in workerd (wrangler dev), one server
// and local database per worker (e2e/servers.ts), seeded by the same loader `npm start` uses.
const serverEnv = { WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CLOUDFLARE_CF_FETCH_PATH: 'e2e/cf-no-location.json' };
// The visitor's location (request.cf) is set by the test: none, from e2e/cf-no-location.json
// (touched so that Miniflare, which trusts the file for 30 days, never fetches one instead).
const serve = (index: number) =>
  `touch e2e/cf-no-location.json && wrangler dev --port ${serverPort(index)} --persist-to ${serverState(index)} --assets ${DIST} --var EDGE_CACHE:off`;
/** Build and seed once; every other server's database starts as a copy of the seeded one. */
const buildAndSeed = [
  `vite build --outDir ../${DIST} --emptyOutDir && vite build --ssr src/entry-server.tsx`,
  `node seed/load.ts --reset --persist-to ${serverState(0)}`,
  ...Array.from({ length: E2E_WORKERS - 1 }, (_, i) => `rm -rf ${serverState(i + 1)} && cp -r ${serverState(0)} ${serverState(i + 1)}`),
].join(' && ');

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Files spread over the workers; a file's tests run in order on its worker's server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
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
  // Started in order: the first builds and seeds, so the others' copies exist when they start.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: index === 0 ? `${buildAndSeed} && ${serve(0)}` : serve(index),
    url: `http://localhost:${serverPort(index)}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: serverEnv,
  })),
});
