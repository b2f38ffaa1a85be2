// Bindings only the Worker tests have (set in vitest.config.ts).
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** 'ci' (a seeded slice of the fuzzing, every test run) or 'full' (npm run fuzz). */
      FUZZ: string;
      /** A fuzzing seed to replay; empty for the default. */
      FUZZ_SEED: string;
    }
  }
}
