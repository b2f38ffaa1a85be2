import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { Validator } from '@seriousme/openapi-schema-validator';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import { defineConfig } from 'vitest/config';
import { usStateShapes } from './web/vite/us-state-shapes.ts';
import { linguiPlugins } from './vite.config.ts';

/**
 * What the local `send_email` binding sent, by the message id it returned: the record wrangler dev's
 * Local Explorer shows (`/cdn-cgi/local/explorer/api/local/email/sending`), read from the binding's
 * own email store in this run's Miniflare directory. The test pool has no Local Explorer, so the Worker
 * tests read delivered emails through this service binding (worker/test/mail.ts).
 */
function sentEmail(messageId: string): unknown {
  const id = messageId.replace(/^<|>$/g, '');
  for (const dir of readdirSync(tmpdir()).filter((name) => name.startsWith('miniflare-'))) {
    const store = join(tmpdir(), dir, 'email-store', 'miniflare-email-store');
    let files: string[];
    try {
      files = readdirSync(store).filter((file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite');
    } catch {
      continue;
    }
    for (const file of files) {
      const db = new DatabaseSync(join(store, file), { readOnly: true });
      try {
        const row = db.prepare(`SELECT data FROM emails WHERE kind = 'sent' AND id = ?`).get(id) as { data: string } | undefined;
        if (row) return JSON.parse(row.data);
      } finally {
        db.close();
      }
    }
  }
  return null;
}

/**
 * Open Referral's HSDS 3.0 JSON Schemas (worker/test/hsds-schemas, CC BY-SA 4.0) checked by Ajv (draft
 * 2020-12; formats checked: uuid, uri, email, date-time; the spec's own "csv" format is a hint, not a
 * check). In a thread of its own: compiling the several-MB schemas takes seconds, and on this process's
 * event loop it would stall every other test file's workerd. Not optimised: compiling that way took 36 s.
 */
const HSDS_VALIDATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { default: Ajv2020 } = require('ajv/dist/2020');
const { default: addFormats } = require('ajv-formats');
const ajv = new Ajv2020({ strict: false, code: { optimize: false } });
addFormats(ajv);
ajv.addFormat('csv', true);
const names = readdirSync(workerData.dir).filter((f) => f.endsWith('.json'));
// taxonomy_term.json names taxonomy.json and metadata.json by file name.
for (const name of names) ajv.addSchema(JSON.parse(readFileSync(join(workerData.dir, name), 'utf8')), name);
parentPort.on('message', ({ id, schema, values }) => {
  const validate = ajv.getSchema(schema + '.json');
  const results = values.map((value) => {
    if (!validate) return { valid: false, errors: [{ message: 'no schema named ' + schema }] };
    const valid = validate(value);
    return { valid, errors: (validate.errors || []).slice(0, 10) };
  });
  parentPort.postMessage({ id, results });
});
`;
let hsdsThread: Worker | undefined;
const hsdsWaiting = new Map<number, { resolve: (results: unknown[]) => void; reject: (error: unknown) => void }>();
let hsdsNext = 0;
let hsdsIdle: ReturnType<typeof setTimeout> | undefined;
function validateHsds(schema: string, values: unknown[]): Promise<unknown[]> {
  if (!hsdsThread) {
    hsdsThread = new Worker(HSDS_VALIDATOR, { eval: true, workerData: { dir: fileURLToPath(new URL('./worker/test/hsds-schemas/', import.meta.url)) } });
    hsdsThread.on('message', ({ id, results }: { id: number; results: unknown[] }) => {
      hsdsWaiting.get(id)?.resolve(results);
      hsdsWaiting.delete(id);
      // Ended once idle: a thread left running keeps vitest from exiting.
      clearTimeout(hsdsIdle);
      hsdsIdle = setTimeout(() => {
        if (hsdsWaiting.size > 0) return;
        void hsdsThread?.terminate();
        hsdsThread = undefined;
      }, 5000).unref();
    });
    hsdsThread.on('error', (error) => {
      for (const waiting of hsdsWaiting.values()) waiting.reject(error);
      hsdsWaiting.clear();
      hsdsThread = undefined;
    });
  }
  const id = hsdsNext++;
  return new Promise((resolve, reject) => {
    hsdsWaiting.set(id, { resolve, reject });
    hsdsThread!.postMessage({ id, schema, values });
  });
}

// Five projects: the Worker's tests inside workerd with real D1 and KV (worker/test/setup.ts empties and
// migrates them for each file), in Node the demo generator's tests (seed/), the production tools'
// (scripts/) and the SPA's pure logic (web/), and in happy-dom the SPA's screens (web-dom).
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
          ...linguiPlugins(),
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                EDGE_CACHE: 'off',
                // Listing views are written 100 ms after the last write, not 2 s: a test waits for each count.
                VIEW_FLUSH_MS: '100',
                // The fuzzer's size ('ci': a seeded slice; 'full': npm run fuzz) and a seed to replay.
                FUZZ: process.env.FUZZ ?? 'ci',
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
              },
              // Mail goes out only where a test asks for it: the app's MAIL_QUEUE goes to a queue nobody
              // consumes (sending every test's emails through the local binding in the background made the
              // suite slower), and MAIL_QUEUE_DELIVERING to the real one, which the tests about delivery put
              // in the app's bindings (worker/test/mail.ts).
              queueProducers: {
                MAIL_QUEUE: { queueName: 'worker-tests-undelivered-mail' },
                MAIL_QUEUE_DELIVERING: { queueName: 'recovery-directory-mail' },
                // The open-data build's slices likewise: a test that runs them hands the consumer each
                // message itself (worker/open-data/build.test.ts), or calls refreshOpenDataFiles.
                OPEN_DATA_QUEUE: { queueName: 'worker-tests-open-data' },
              },
              serviceBindings: {
                SENT_EMAIL: (request: Request) => Response.json(sentEmail(new URL(request.url).searchParams.get('id') ?? '')),
                // The standard demo seed's SQL files for the relevance test (worker/search/relevance.test.ts):
                // the generator is fake data and lives in seed/, which the Worker's code never imports.
                DEMO_SEED: async () => Response.json((await import('./seed/generate.ts')).generateSeed()),
                // The API's OpenAPI document checked against the OpenAPI Initiative's own JSON Schemas, in
                // Node: the validator compiles schemas to code, which workerd does not allow.
                VALIDATE_OPENAPI: async (request: Request) => Response.json(await new Validator().validate(await request.json())),
                // An HSDS answer checked against one of Open Referral's schemas (?schema=service), in Node: Ajv too compiles to code.
                // With &many=1 the body is a list, each checked on its own.
                VALIDATE_HSDS: async (request: Request) => {
                  const url = new URL(request.url);
                  const schema = url.searchParams.get('schema') ?? '';
                  const body: unknown = await request.json();
                  if (url.searchParams.has('many')) return Response.json(await validateHsds(schema, body as unknown[]));
                  return Response.json((await validateHsds(schema, [body]))[0]);
                },
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          // A test that signs in hashes passwords (PBKDF2, ~0.3 s each here); three workerd files at a
          // time on 2 cores took a few of them past vitest's default 5 s in CI. A hang still fails.
          testTimeout: 20_000,
          isolate: false,
          setupFiles: ['./worker/test/setup.ts'],
        },
      },
      {
        // The demo-data generator and loader.
        test: {
          name: 'seed',
          environment: 'node',
          include: ['seed/**/*.test.ts'],
        },
      },
      {
        // The production command-line tools (check:deploy, import:locator, admin:create, reference:sql,
        // images:blog) and the blog's content, in Node as they run.
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        // The SPA's pure logic (URL parameters, the form layer, formats, the back-office table's sort
        // and pages), and the build's own plugins (web/vite), in Node: no DOM, no React rendering.
        plugins: [...linguiPlugins()],
        test: {
          name: 'web',
          environment: 'node',
          include: ['web/src/**/*.test.ts', 'web/vite/**/*.test.ts'],
        },
      },
      {
        // The SPA's screens with logic, rendered with React Testing Library in happy-dom: a route
        // module's component on a memory router whose loader answers with a fixed result.
        plugins: [react(), ...linguiPlugins()],
        test: {
          name: 'web-dom',
          environment: 'happy-dom',
          include: ['web/src/**/*.dom.test.tsx'],
        },
      },
    ],
  },
});
