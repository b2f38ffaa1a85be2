import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { updateRows } from '../test/factories';
import { errorOf, ORIGIN } from '../test/client';
import { addFacility, api as apiAs, loadReferenceData, newClient } from '../test/fixtures';
import { hsdsFailures } from '../test/hsds';
import { openDataBuild } from '../test/open-data-build';
import { refreshOpenDataFiles } from './files';
import { readManifest } from './manifest';
import { NO_PARTS, PART_BYTES, PartWriter, streamToR2 } from './r2-parts';

// The whole-directory files come from R2, written by the scheduled run after the data changes;
// requests only stream them (issue 26).

const FILES = ['facilities.json', 'facilities.csv', 'hsds-services.ndjson', 'hsds-taxonomy-terms.ndjson'];

/** Each request from a client of its own: downloads are rate limited per client (routes.test.ts). */
const api = (path: string, init: { headers?: Record<string, string> } = {}) => apiAs(path, { headers: { ...newClient(), ...init.headers } });
let first: number;

beforeAll(async () => {
  await loadReferenceData();
  first = await addFacility({ name: 'Bucket Springs Recovery', state: 'DC', treatmentTypes: ['detox'], services: ['ol-spanish'] });
  await addFacility({ name: 'Second Bucket Center', state: 'PR' });
  await env.DB.prepare(`UPDATE facilities SET status = 'approved', updated_at = '2026-05-01T10:00:00.000Z'`).run();
});

/** The app with its D1 and R2 wrapped: every SQL statement prepared and every R2 write is recorded. */
function recorded() {
  const sql: string[] = [];
  const writes: string[] = [];
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'prepare') return (text: string) => (sql.push(text), (value as (s: string) => unknown).call(t, text));
        if (prop === 'withSession') return (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(t, args));
        return (value as (...a: unknown[]) => unknown).bind(t);
      },
    });
  const bucket = new Proxy(env.OPEN_DATA, {
    get(t, prop) {
      const value = Reflect.get(t, prop) as unknown;
      if (typeof value !== 'function') return value;
      if (prop === 'put' || prop === 'createMultipartUpload' || prop === 'delete') writes.push(String(prop));
      return (value as (...a: unknown[]) => unknown).bind(t);
    },
  });
  const bindings = { ...env, DB: wrap(env.DB), OPEN_DATA: bucket };
  return {
    sql,
    writes,
    async fetch(path: string, init?: RequestInit) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx);
      const body = await res.arrayBuffer();
      await waitOnExecutionContext(ctx);
      return { res, text: new TextDecoder().decode(body) };
    },
  };
}

describe('before the scheduled run has written them', () => {
  it('answers 503 with Retry-After and builds nothing, whatever the query string', async () => {
    const app = recorded();
    for (const name of FILES) {
      const { res, text } = await app.fetch(`/api/open-data/${name}?n=${Math.random()}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('300');
      expect(JSON.parse(text).error.code).toBe('storage_unavailable');
    }
    expect(app.writes).toEqual([]);
    expect(app.sql.filter((s) => /\bfacilities\b/.test(s))).toEqual([]);
    expect(await readManifest(env.OPEN_DATA)).toBeNull();
    const listing = await (await api('/api/open-data/files')).json<{ files: Array<{ size: number | null }> }>();
    expect(listing.files.map((f) => f.size)).toEqual([null, null, null, null]);
  });
});

describe('the files in R2', () => {
  beforeAll(async () => {
    // The scheduled run starts the build; the queue's consumer writes each file's slices.
    const build = openDataBuild();
    await build.scheduled();
    expect(build.sent.map((job) => job.file)).toEqual(FILES);
    await build.deliverAll();
  });

  it('are written by the scheduled run: JSON, CSV and every HSDS service as valid newline-delimited JSON', { timeout: 60_000 }, async () => {
    const manifest = (await readManifest(env.OPEN_DATA))!;
    expect(manifest.files.map((f) => f.name)).toEqual(FILES);
    expect(manifest.lastModified).toBe('2026-05-01T10:00:00.000Z');

    const json = await api('/api/open-data/facilities.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await json.json<{ total: number; facilities: Array<{ id: string }> }>();
    expect(body.total).toBe(2);

    const ndjson = await api('/api/open-data/hsds-services.ndjson');
    expect(ndjson.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(ndjson.headers.get('content-disposition')).toMatch(/^attachment; filename="recovery-directory-hsds-services-\d{4}-\d{2}-\d{2}\.ndjson"$/);
    const lines = (await ndjson.text()).split('\n');
    expect(lines.at(-1)).toBe('');
    type Service = { id: string; name: string; attributes: Array<{ taxonomy_term_id: string; taxonomy_term?: { id: string } }> };
    const services = lines.slice(0, -1).map((line) => JSON.parse(line) as Service);
    expect(services.map((s) => s.name)).toEqual(['Bucket Springs Recovery', 'Second Bucket Center']);
    expect(await hsdsFailures('service', services)).toEqual([]);
    // The same service the API answers, but for each attribute's term, which the file names by id only…
    const item = await (await api(`/api/hsds/services/${services[0]!.id}`)).json<Service>();
    expect(services[0]!.attributes.length).toBeGreaterThan(0);
    expect(services[0]!.attributes.every((a) => a.taxonomy_term === undefined)).toBe(true);
    expect({ ...item, attributes: item.attributes.map(({ taxonomy_term: _term, ...a }) => a) }).toEqual(services[0]);
    // …and serves once, in the taxonomy terms file: every term an attribute names, as the API answers it.
    const termsFile = await api('/api/open-data/hsds-taxonomy-terms.ndjson');
    expect(termsFile.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const terms = (await termsFile.text()).trimEnd().split('\n').map((line) => JSON.parse(line) as { id: string });
    expect(await hsdsFailures('taxonomy_term', terms)).toEqual([]);
    const byId = new Map(terms.map((t) => [t.id, t]));
    for (const attribute of item.attributes) expect(byId.get(attribute.taxonomy_term_id)).toEqual(attribute.taxonomy_term);

    const listing = await (await api('/api/open-data/files')).json<{ files: Array<{ name: string; size: number; url: string }>; hsds: { url: string } }>();
    expect(listing.files.map((f) => [f.name, f.size])).toEqual(manifest.files.map((f) => [f.name, f.size]));
    expect(listing.files[0]!.url).toBe('http://localhost:8787/api/open-data/facilities.json');
    expect(listing.hsds.url).toBe('http://localhost:8787/api/hsds');
  });

  it('carry ETag and Last-Modified, and answer 304 to If-None-Match and If-Modified-Since', async () => {
    for (const name of FILES) {
      const full = await api(`/api/open-data/${name}`);
      await full.arrayBuffer();
      const etag = full.headers.get('etag')!;
      const lastModified = full.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(lastModified).toBe('Fri, 01 May 2026 10:00:00 GMT');
      expect(full.headers.get('accept-ranges')).toBe('bytes');

      const byTag = await api(`/api/open-data/${name}`, { headers: { 'If-None-Match': etag } });
      expect([byTag.status, await byTag.text()]).toEqual([304, '']);
      expect(byTag.headers.get('etag')).toBe(etag);
      expect((await api(`/api/open-data/${name}`, { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(304);
      expect((await api(`/api/open-data/${name}`, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
      const older = await api(`/api/open-data/${name}`, { headers: { 'If-Modified-Since': 'Thu, 30 Apr 2026 10:00:00 GMT' } });
      expect(older.status).toBe(200);
      await older.arrayBuffer();
      // If-None-Match decides when both are sent.
      const stale = await api(`/api/open-data/${name}`, { headers: { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified } });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
    }
  });

  it('answer a Range with 206 and its part, a suffix range too, and a range past the end with 416', async () => {
    const whole = await (await api('/api/open-data/facilities.csv')).text();
    const part = await api('/api/open-data/facilities.csv', { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);
    expect(await part.text()).toBe(whole.slice(0, 10));
    const tail = await api('/api/open-data/facilities.csv', { headers: { Range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe(whole.slice(-5));
    const open = await api('/api/open-data/facilities.csv', { headers: { Range: `bytes=${whole.length - 3}-` } });
    expect([open.status, await open.text()]).toEqual([206, whole.slice(-3)]);
    const past = await api('/api/open-data/facilities.csv', { headers: { Range: `bytes=${whole.length + 10}-${whole.length + 20}` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('a cache-busting query string reads R2 only: no build, no listing read', async () => {
    const app = recorded();
    for (const name of FILES) {
      const { res } = await app.fetch(`/api/open-data/${name}?n=${Math.random()}&format=csv&refresh=1`, { headers: newClient() });
      expect(res.status).toBe(200);
    }
    expect(app.writes).toEqual([]);
    expect(app.sql.filter((s) => /\bfacilities\b/.test(s))).toEqual([]);
  });

  it('are written again only after the data changes: the same data keeps its ETag, a change gets a new one', async () => {
    const etagOf = async () => {
      const res = await api('/api/open-data/facilities.json');
      await res.arrayBuffer();
      return res.headers.get('etag');
    };
    const before = await etagOf();
    expect(await refreshOpenDataFiles(env)).toBeNull();
    expect(await etagOf()).toBe(before);

    // A phone number search does not read still changes the files (updated_at moves).
    await updateRows('facilities', { id: first }, { phone: '(555) 555-0199', updated_at: '2026-06-01T00:00:00.000Z' });
    const rebuilt = await refreshOpenDataFiles(env);
    expect(rebuilt?.lastModified).toBe('2026-06-01T00:00:00.000Z');
    const after = await etagOf();
    expect(after).not.toBe(before);
    expect((await api('/api/open-data/facilities.json', { headers: { 'If-None-Match': before! } })).status).toBe(200);
    expect(await (await api('/api/open-data/facilities.csv')).text()).toContain('(555) 555-0199');

    // A listing withdrawn moves no updated_at of what stays, yet Last-Modified moves on.
    await updateRows('facilities', { id: first }, { status: 'rejected' });
    const withdrawn = (await refreshOpenDataFiles(env))!;
    expect(withdrawn.lastModified > '2026-06-01T00:00:00.000Z').toBe(true);
    const json = await (await api('/api/open-data/facilities.json')).json<{ total: number }>();
    expect(json.total).toBe(1);
  });

  it('an unknown file is a 404 in our error shape', async () => {
    const res = await api('/api/open-data/everything.zip');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('not_found');
  });
});

describe('writing a file larger than one part', () => {
  it('uploads it in 5 MiB parts and reads back byte for byte', { timeout: 30_000 }, async () => {
    // 12 MiB in uneven chunks: two whole parts and a last short one.
    const chunk = (i: number) => new TextEncoder().encode(`${String(i).padStart(7, '0')} ${'x'.repeat(992)}\n`.repeat(3));
    let i = 0;
    const total = 12 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunk(i++);
        const take = next.subarray(0, Math.min(next.byteLength, total - sent));
        sent += take.byteLength;
        controller.enqueue(take);
        if (sent >= total) controller.close();
      },
    });
    const object = await streamToR2(env.OPEN_DATA, 'test-large.txt', body, { contentType: 'text/plain' });
    expect(object.size).toBe(total);
    const stored = await env.OPEN_DATA.get('test-large.txt');
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect(bytes.byteLength).toBe(total);
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('0000000 ');
    expect(new TextDecoder().decode(bytes.subarray(5 * 1024 * 1024 - 3, 5 * 1024 * 1024 + 3))).toBe(
      new TextDecoder().decode(Uint8Array.from({ length: 6 }, (_, k) => chunk(Math.floor((5 * 1024 * 1024 - 3 + k) / 3003)).at((5 * 1024 * 1024 - 3 + k) % 3003)!)),
    );
    expect(stored!.httpMetadata?.contentType).toBe('text/plain');
    await env.OPEN_DATA.delete('test-large.txt');
  });
});

describe('writing a file across invocations', () => {
  it('carries the unfinished part over in R2 and completes one object, byte for byte', { timeout: 30_000 }, async () => {
    // 12 MiB in three "invocations" of 4 MiB: the first ends inside part 1, the second inside part 2.
    const byte = (i: number) => (i * 7 + (i >> 13)) & 255;
    const piece = (from: number, length: number) => Uint8Array.from({ length }, (_, k) => byte(from + k));
    const quarter = 4 * 1024 * 1024;
    let state = NO_PARTS;
    for (let step = 0; step < 3; step++) {
      const writer = await PartWriter.resume(env.OPEN_DATA, 'test-resumed.bin', { contentType: 'application/octet-stream' }, state);
      for (let offset = 0; offset < quarter; offset += 1024 * 1024) await writer.write(piece(step * quarter + offset, 1024 * 1024));
      if (step < 2) {
        state = await writer.suspend(`test-resumed.bin.tail-${step + 1}`);
        expect(state.bytes).toBe((step + 1) * quarter);
        expect(state.parts.length).toBe(Math.floor(((step + 1) * quarter) / PART_BYTES));
        expect(state.tailKey).toBe(`test-resumed.bin.tail-${step + 1}`);
      } else {
        const object = await writer.complete();
        expect(object.size).toBe(3 * quarter);
      }
    }
    const stored = new Uint8Array(await (await env.OPEN_DATA.get('test-resumed.bin'))!.arrayBuffer());
    expect(stored.byteLength).toBe(3 * quarter);
    const firstWrong = stored.findIndex((value, i) => value !== byte(i));
    expect(firstWrong).toBe(-1);
  });
});
