import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Two projects: the Worker's tests inside workerd with real D1 and KV (migrations applied in
// worker/test/setup.ts), and the seed generator's tests in Node.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), EDGE_CACHE: 'off' },
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
    ],
  },
});
