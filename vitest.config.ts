import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { usStateShapes } from './web/vite/us-state-shapes.ts';

// Three projects: the Worker's tests inside workerd with real D1 and KV (migrations applied in
// worker/test/setup.ts), and in Node the seed generator's tests and the production tools' (scripts/).
export default defineConfig({
  test: {
    // A Worker test file spends most of its time waiting on this process (module transforms, workerd
    // start-up), not on a core: three files at a time ran 1.7x faster than the default (cores - 1) on a
    // 2-core machine.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        // The Worker renders the SPA's public pages: its tests take the renderer from source (the
        // deployed Worker bundles dist/server, wrangler.toml [alias]).
        resolve: { alias: { 'virtual:page-renderer': new URL('./web/src/entry-server.tsx', import.meta.url).pathname } },
        plugins: [
          react(),
          usStateShapes(),
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                EDGE_CACHE: 'off',
                // The fuzzer's size ('ci': a seeded slice; 'full': npm run fuzz) and a seed to replay.
                FUZZ: process.env.FUZZ ?? 'ci',
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          setupFiles: ['./worker/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'seed',
          environment: 'node',
          include: ['seed/**/*.test.ts'],
        },
      },
      {
        // The production command-line tools (check:deploy), in Node as they run.
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
