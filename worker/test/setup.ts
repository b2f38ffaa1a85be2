import { applyD1Migrations, env } from 'cloudflare:test';
import { afterAll, vi } from 'vitest';

// Test files share a runtime (isolate: false in vitest.config.ts, which saves starting workerd per
// file): each file still starts from an empty database, KV and R2 bucket, and its own evaluation of
// every module.

/**
 * Drops everything the migrations made, in one transaction (foreign keys checked only at its end),
 * newest first: a table goes before the tables its foreign keys name.
 */
async function emptyDatabase(): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC`,
  ).all<{ type: string; name: string; sql: string | null }>();
  if (results.length === 0) return;
  // Virtual tables first: dropping one drops its shadow tables, which cannot be dropped before it.
  const virtual = results.filter((row) => row.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(row.sql ?? ''));
  const drops = [
    ...results.filter((row) => row.type === 'trigger').map((row) => `DROP TRIGGER IF EXISTS "${row.name}"`),
    ...results.filter((row) => row.type === 'view').map((row) => `DROP VIEW IF EXISTS "${row.name}"`),
    ...virtual.map((row) => `DROP TABLE IF EXISTS "${row.name}"`),
    ...results.filter((row) => row.type === 'table' && !virtual.includes(row)).map((row) => `DROP TABLE IF EXISTS "${row.name}"`),
  ];
  await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = ON'), ...drops.map((sql) => env.DB.prepare(sql))]);
}

async function emptyKv(namespace: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await namespace.list({ cursor });
    await Promise.all(page.keys.map((key) => namespace.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

await emptyDatabase();
await emptyKv(env.SESSIONS);
await emptyBucket(env.OPEN_DATA);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The next file evaluates the Worker's modules afresh: no cache or buffer of this file's carries over.
// The Cache API has no way to empty it: the few files that turn the edge cache on (EDGE_CACHE) each
// cache paths of their own.
afterAll(() => vi.resetModules());
