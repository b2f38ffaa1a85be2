import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../test/factories';
import { addFacility, api as apiAs, loadReferenceData, newClient } from '../test/fixtures';
import { hsdsFailures } from '../test/hsds';
import { openDataBuild } from '../test/open-data-build';
import { PAGE_ROWS } from './file-sources';
import { BUILD_LIMITS, QUERIES_PER_SLICE, refreshOpenDataFiles } from './files';
import { readManifest } from './manifest';

// The open-data build fits the platform (issue 26): no invocation makes more than QUERIES_PER_SLICE
// D1 queries, however many listings there are. Pages are made tiny here so that 25 listings need
// several slices of the full BUILD_LIMITS.pagesPerSlice pages each, the count one slice makes at
// 50,000 listings (npm run bench:open-data measures it there).

const FILES = ['facilities.json', 'facilities.csv', 'hsds-services.ndjson', 'hsds-taxonomy-terms.ndjson'];
const LISTINGS = 25;
const TINY_PAGES = { ...PAGE_ROWS, 'facilities.json': 1, 'facilities.csv': 1, 'hsds-services.ndjson': 1 };
/** What D1 allows one invocation on the paid plan. */
const D1_QUERIES_PER_INVOCATION = 1000;

const api = (path: string) => apiAs(path, { headers: newClient() });
const download = async (name: string) => {
  const res = await api(`/api/open-data/${name}`);
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  await loadReferenceData();
  for (let i = 0; i < LISTINGS; i++) {
    await addFacility({ name: `Sliced Recovery ${i}`, state: i % 2 ? 'DC' : 'PR', treatmentTypes: ['detox'], services: ['ol-spanish'] });
  }
  await env.DB.prepare(`UPDATE facilities SET status = 'approved', updated_at = '2026-05-01T10:00:00.000Z'`).run();
});

afterEach(() => {
  BUILD_LIMITS.pageRows = PAGE_ROWS;
});

describe('the build, a slice per invocation', () => {
  it('keeps every invocation under its query bound, and writes the same files as one long run', { timeout: 120_000 }, async () => {
    BUILD_LIMITS.pageRows = TINY_PAGES;
    const build = openDataBuild();
    const scheduled = await build.scheduled();
    expect(build.sent.map((job) => job.file)).toEqual(FILES);
    const slices = await build.deliverAll();
    expect(slices.every((s) => s.outcome === 'ack')).toBe(true);

    // 25 listings a page each, 10 pages a slice: three slices for each listing file, one for the terms.
    const perFile = (file: string) => slices.filter((s) => s.job!.file === file).length;
    expect(FILES.map(perFile)).toEqual([3, 3, 3, 1]);
    const most = Math.max(...slices.map((s) => s.queries));
    expect(most).toBeGreaterThan(4 * BUILD_LIMITS.pagesPerSlice);
    expect(most).toBeLessThanOrEqual(QUERIES_PER_SLICE);
    expect(QUERIES_PER_SLICE).toBeLessThan(D1_QUERIES_PER_INVOCATION / 10);
    // The scheduled run's whole invocation (search index, housekeeping, mail, the build's start).
    expect(scheduled.queries).toBeLessThan(100);
    expect(Math.max(scheduled.r2, ...slices.map((s) => s.r2))).toBeLessThan(50);

    const manifest = (await readManifest(env.OPEN_DATA))!;
    expect(manifest.files.map((f) => f.name)).toEqual(FILES);
    const sliced = await Promise.all(FILES.map(download));
    const json = JSON.parse(sliced[0]!) as { total: number; facilities: unknown[] };
    expect([json.total, json.facilities.length]).toEqual([LISTINGS, LISTINGS]);
    expect(sliced[1]!.trimEnd().split('\r\n')).toHaveLength(LISTINGS + 1);
    const services = sliced[2]!.trimEnd().split('\n').map((line) => JSON.parse(line) as { id: string });
    expect(services).toHaveLength(LISTINGS);
    expect(await hsdsFailures('service', services)).toEqual([]);

    // The same files from one run with the real page sizes: slicing changes no byte.
    BUILD_LIMITS.pageRows = PAGE_ROWS;
    const whole = (await refreshOpenDataFiles(env, { force: true }))!;
    expect(whole.files.map((f) => f.key)).not.toEqual(manifest.files.map((f) => f.key));
    expect(await Promise.all(FILES.map(download))).toEqual(sliced);
    // The previous build's objects stay for downloads under way; none older, and no unfinished part.
    const keys = (await env.OPEN_DATA.list()).objects.map((o) => o.key).sort();
    expect(keys).toEqual(['manifest.json', ...manifest.files.map((f) => f.key!), ...whole.files.map((f) => f.key!)].sort());
  });

  it('a message delivered twice writes its slice once; a slice that fails is retried from the same place', { timeout: 60_000 }, async () => {
    BUILD_LIMITS.pageRows = TINY_PAGES;
    await updateRows('facilities', { name: 'Sliced Recovery 3' }, { phone: '(555) 555-0142', updated_at: '2026-06-01T00:00:00.000Z' });
    const build = openDataBuild();
    await build.scheduled();
    const first = build.sent.find((job) => job.file === 'facilities.csv')!;
    const others = build.sent.filter((job) => job !== first);
    build.sent.length = 0;
    expect((await build.deliverOne(first)).outcome).toBe('ack');
    expect(build.sent).toEqual([{ ...first, slice: 1 }]);
    // The same message again: the cursor has moved on, so it is acknowledged and nothing is written.
    const again = await build.deliverOne(first);
    expect(again.outcome).toBe('ack');
    expect(again.r2).toBe(0);
    expect(build.sent).toHaveLength(1);

    // R2 refuses the next slice's writes: the message asks for a retry, and the slice is free to run again.
    const failing = openDataBuild({
      OPEN_DATA: new Proxy(env.OPEN_DATA, {
        get(t, prop) {
          if (prop === 'put') return () => Promise.reject(new Error('R2 is down'));
          const value = Reflect.get(t, prop) as unknown;
          return typeof value === 'function' ? (value as () => unknown).bind(t) : value;
        },
      }),
    });
    const second = build.sent.shift()!;
    expect((await failing.deliverOne(second)).outcome).toBe('retry');
    expect(failing.sent).toEqual([]);
    // The queue delivers it again, with the other files' first slices.
    build.sent.push(second, ...others);
    await build.deliverAll();
    const csv = await download('facilities.csv');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(LISTINGS + 1);
    expect(csv).toContain('(555) 555-0142');
  });

  it('a build whose messages were lost is carried on by a later scheduled run, and runs never overlap', { timeout: 60_000 }, async () => {
    BUILD_LIMITS.pageRows = TINY_PAGES;
    await updateRows('facilities', { name: 'Sliced Recovery 4' }, { phone: '(555) 555-0143', updated_at: '2026-07-01T00:00:00.000Z' });
    const build = openDataBuild();
    await build.scheduled();
    const started = [...build.sent];
    // The first slice of each file is written, then every message is lost.
    for (const job of started) await build.deliverOne(job);
    build.sent.length = 0;
    // A run while the build moves starts nothing.
    await build.scheduled();
    expect(build.sent).toEqual([]);
    // Fifteen minutes without progress: the next run queues each unfinished file where it stopped.
    await env.DB.prepare(`UPDATE open_data_build_files SET updated_at = '2000-01-01T00:00:00.000Z'`).run();
    await build.scheduled();
    expect(build.sent.map((job) => [job.file, job.slice])).toEqual([
      ['facilities.csv', 1],
      ['facilities.json', 1],
      ['hsds-services.ndjson', 1],
    ]);
    await build.deliverAll();
    const manifest = (await readManifest(env.OPEN_DATA))!;
    expect(manifest.lastModified).toBe('2026-07-01T00:00:00.000Z');
    expect(await download('facilities.csv')).toContain('(555) 555-0143');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM open_data_builds WHERE finished_at IS NULL').first('n')).toBe(0);
  });
});
