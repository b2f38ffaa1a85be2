import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Database } from '../lib/db';
import { meteredClient } from '../test/client';
import { addFacility, freshSearch, loadReferenceData } from '../test/fixtures';
import { forgetLoadedIndex, readAndBuildIndex } from './index-store';
import { encodeIndex, toChunks } from './index/index-codec';
import { storeIndexChunks } from './queries/search-index';

// An isolate trusts the index version it read for a second (index-store.ts VERSION_CHECK_MS): the
// clock is the test's, so "within the second" and "after it" never depend on the machine's speed.

async function search(q: string) {
  const res = await meteredClient.facility.public.search.$get({ query: { q } });
  expect(res.status).toBe(200);
  return { ids: (await res.json()).facilities.map((f) => f.id), timing: res.headers.get('Server-Timing') ?? '' };
}

const found = async (q: string) => (await search(q)).ids;

let now = Date.parse('2026-11-28T12:00:00Z');
const later = (ms: number) => vi.setSystemTime((now += ms));

describe('the search index an isolate holds', () => {
  beforeAll(async () => {
    await loadReferenceData();
    await addFacility({ name: 'Cedar Point Recovery', state: 'OH', treatmentTypes: ['outpatient'] });
  });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    later(0);
    await freshSearch();
    expect(await found('cedar')).toHaveLength(1);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is used without reading its version again within the second, and read again after it', async () => {
    later(500);
    expect((await search('cedar')).timing).toMatch(/db;dur=[\d.]+;desc="rows_read=\d+ queries=1"/);
    later(600);
    expect((await search('cedar')).timing).toMatch(/db;dur=[\d.]+;desc="rows_read=\d+ queries=2"/);
  });

  it('gives way to a newer index another isolate stored once its second is over', async () => {
    const id = await addFacility({ name: 'Quillfeather Recovery', state: 'OH', treatmentTypes: ['outpatient'] });
    // Another isolate's rebuild: stored, while this one still holds the index without the new listing.
    const db = new Database(env.DB);
    const index = await readAndBuildIndex(db, new Date());
    await storeIndexChunks(db, index.version, index.builtAt, await toChunks(encodeIndex(index)));
    expect(await found('quillfeather')).toEqual([]);
    later(1_000);
    expect(await found('quillfeather')).toEqual([id]);
  });

  it('is built the same from pages of any size, each listing read once whatever the page size', async () => {
    for (let k = 0; k < 30; k++) await addFacility({ name: `Paged Listing ${k}`, state: 'OH', treatmentTypes: ['outpatient'], insurance: ['medicaid'] });
    const at = new Date('2026-11-28T12:00:00Z');
    const read = async (pageSize: number) => {
      const db = new Database(env.DB);
      const index = await readAndBuildIndex(db, at, pageSize);
      return { bytes: encodeIndex(index), rows: db.meter.rowsRead, count: index.count };
    };
    const whole = await read(1_000);
    const paged = await read(7);
    expect(whole.count).toBeGreaterThan(30);
    expect(paged.bytes).toEqual(whole.bytes);
    // Each page reads its own listings, plus at most the one row that ends its id range.
    expect(paged.rows).toBeLessThanOrEqual(whole.rows + Math.ceil(whole.count / 7) + 1);
  });

  it('rebuilds an index an older Worker stored in its own form (not gzip) instead of failing', async () => {
    const db = new Database(env.DB);
    const index = await readAndBuildIndex(db, new Date());
    const raw = encodeIndex(index);
    let binary = '';
    for (let i = 0; i < raw.length; i += 0x8000) binary += String.fromCharCode(...raw.subarray(i, i + 0x8000));
    await storeIndexChunks(db, index.version, index.builtAt, [btoa(binary)]);
    forgetLoadedIndex();
    expect(await found('cedar')).toHaveLength(1);
  });

  it('keeps answering when the data has moved on, and is rebuilt after the response', async () => {
    const id = await addFacility({ name: 'Marigold Recovery', state: 'OH', treatmentTypes: ['outpatient'] });
    later(1_000);
    await vi.waitFor(async () => expect(await found('marigold')).toEqual([id]), { timeout: 4_000, interval: 100 });
  });
});
