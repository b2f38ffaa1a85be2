import { defineConfig } from '@playwright/test';

// Browser tests drive the built site, served by the real Worker in workerd (wrangler dev) on its own
// port and its own local database, seeded by the same loader `npm start` uses.
// E2E_PORT / E2E_NAME let several runs share a machine: each gets its own port, build and database.
const PORT = Number(process.env.E2E_PORT ?? 8799);
const NAME = process.env.E2E_NAME ?? 'e2e';
const STATE = `.wrangler/${NAME}-state`;
const DIST = `.wrangler/${NAME}-dist`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    // The visitor's location (request.cf) is set by the test: none, from e2e/cf-no-location.json
    // (touched so that Miniflare, which trusts the file for 30 days, never fetches one instead).
    command: `vite build --outDir ../${DIST} --emptyOutDir && vite build --ssr src/entry-server.tsx && node seed/load.ts --reset --persist-to ${STATE} && touch e2e/cf-no-location.json && wrangler dev --port ${PORT} --persist-to ${STATE} --assets ${DIST} --var EDGE_CACHE:off`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CLOUDFLARE_CF_FETCH_PATH: 'e2e/cf-no-location.json' },
  },
});
