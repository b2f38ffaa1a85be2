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
      /** What the local send_email binding sent, by its message id (vitest.config.ts; worker/test/mail.ts). */
      SENT_EMAIL: Fetcher;
      /** The standard demo seed's SQL files in load order, made by seed/ in Node (vitest.config.ts). */
      DEMO_SEED: Fetcher;
      /** The OpenAPI Initiative's schema validator, run in Node (vitest.config.ts; worker/lib/openapi.test.ts). */
      VALIDATE_OPENAPI: Fetcher;
      /** Open Referral's HSDS 3.0 schemas checked by Ajv in Node (vitest.config.ts; worker/test/hsds.ts). */
      VALIDATE_HSDS: Fetcher;
      /** The real mail queue (its consumer sends); MAIL_QUEUE goes nowhere in the Worker tests (vitest.config.ts). */
      MAIL_QUEUE_DELIVERING: Queue;
    }
  }
}
