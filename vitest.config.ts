import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { defineConfig } from 'vitest/config';
import { usStateShapes } from './web/vite/us-state-shapes.ts';

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
 * Open Referral's HSDS 3.0 JSON Schemas (worker/test/hsds-schemas, CC BY-SA 4.0), compiled once by
 * Ajv (draft 2020-12, formats checked: uuid, uri, email, date-time; the spec's own "csv" format is
 * a hint, not a check). By name: 'service', 'organization_list', 'taxonomy_term', …
 */
let hsdsValidators: Map<string, ValidateFunction> | undefined;
function validateHsds(schema: string, data: unknown) {
  if (!hsdsValidators) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    ajv.addFormat('csv', true);
    const dir = new URL('./worker/test/hsds-schemas/', import.meta.url);
    const names = readdirSync(dir).filter((f) => f.endsWith('.json'));
    // taxonomy_term.json names taxonomy.json and metadata.json by relative file name.
    for (const name of names) ajv.addSchema(JSON.parse(readFileSync(new URL(name, dir), 'utf8')), name);
    hsdsValidators = new Map(names.map((name) => [name.replace(/\.json$/, ''), ajv.getSchema(name)!]));
  }
  const validator = hsdsValidators.get(schema);
  if (!validator) return { valid: false, errors: [{ message: `no schema named ${schema}` }] };
  const valid = validator(data);
  return { valid, errors: (validator.errors ?? []).slice(0, 10) };
}

// Four projects: the Worker's tests inside workerd with real D1 and KV (worker/test/setup.ts empties and
// migrates them for each file), and in Node the demo generator's tests (seed/), the production tools'
// (scripts/) and the SPA's pure logic (web/).
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
              // Mail goes out only where a test asks for it: the app's MAIL_QUEUE goes to a queue nobody
              // consumes (sending every test's emails through the local binding in the background made the
              // suite slower), and MAIL_QUEUE_DELIVERING to the real one, which the tests about delivery put
              // in the app's bindings (worker/test/mail.ts).
              queueProducers: {
                MAIL_QUEUE: { queueName: 'worker-tests-undelivered-mail' },
                MAIL_QUEUE_DELIVERING: { queueName: 'recovery-directory-mail' },
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
                  return Response.json(url.searchParams.has('many') ? (body as unknown[]).map((value) => validateHsds(schema, value)) : validateHsds(schema, body));
                },
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
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
        // and pages), in Node: no DOM, no React rendering.
        test: {
          name: 'web',
          environment: 'node',
          include: ['web/src/**/*.test.ts'],
        },
      },
    ],
  },
});
