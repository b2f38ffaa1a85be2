import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../index';
import { client, errorOf, meteredClient, ORIGIN } from '../../test/client';
import { addFacility, addZipCode, freshSearch, loadReferenceData } from '../../test/fixtures';

// GET /api/search/suggest: places, treatment words, insurers and facility names by prefix, from the
// in-memory index alone.

async function suggest(q: string) {
  const res = await client.search.suggest.$get({ query: { q } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).suggestions;
}

const labels = (list: Awaited<ReturnType<typeof suggest>>) => list.map((s) => `${s.label} (${s.kind})`);

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  await addZipCode('80202', 'Denver', 'CO', 39.75, -105.0);
  await addZipCode('80203', 'Denver', 'CO', 39.73, -104.98);
  await addZipCode('80204', 'Denver', 'CO', 39.74, -105.02);
  await addZipCode('47320', 'Denver', 'IN', 40.86, -86.08);
  await addZipCode('78701', 'Austin', 'TX', 30.27, -97.74);
  await addZipCode('77590', 'Texas City', 'TX', 29.39, -94.91);
  await addZipCode('60601', 'Chicago', 'IL', 41.88, -87.62);
  ids = {
    harbor: await addFacility({ name: 'Harbor Light', state: 'TX', reviews: 12 }),
    harborView: await addFacility({ name: 'Harbor Lighthouse Recovery', state: 'FL', reviews: 90 }),
    sunrise: await addFacility({ name: 'Sunrise Harbor Treatment', state: 'CA', reviews: 300 }),
    pending: await addFacility({ name: 'Harbor Pending House', state: 'TX', status: 'pending' }),
  };
  await freshSearch();
});

describe('GET /api/search/suggest', () => {
  it('suggests states by name and code, and cities largest first, each leading to a search', async () => {
    const tex = await suggest('tex');
    expect(tex[0]).toEqual({ kind: 'place', label: 'Texas', href: '/search?q=Texas' });
    expect(labels(tex)).toContain('Texas City, TX (place)');
    expect((await suggest('tx'))[0]?.label).toBe('Texas');

    const den = await suggest('den');
    expect(labels(den).slice(0, 2)).toEqual(['Denver, CO (place)', 'Denver, IN (place)']);
    expect(den[0]?.href).toBe('/search?q=Denver%20CO');
    // Going on typing the state narrows the city to it.
    expect(labels(await suggest('denver i'))).toEqual(['Denver, IN (place)']);
    expect(labels(await suggest('denver colo'))).toEqual(['Denver, CO (place)']);
  });

  it('completes the last word and keeps the words before it in the search it leads to', async () => {
    const list = await suggest('alchohol rehab tex');
    expect(list[0]).toEqual({ kind: 'place', label: 'Texas', href: '/search?q=alchohol%20rehab%20Texas' });
    const detoxIn = await suggest('detox in chic');
    expect(detoxIn[0]).toEqual({ kind: 'place', label: 'Chicago, IL', href: '/search?q=detox%20in%20Chicago%20IL' });
  });

  it('suggests the words for services as treatment words, payment ones among the insurers', async () => {
    const sub = await suggest('subo');
    expect(sub[0]).toMatchObject({ kind: 'treatment', href: '/search?q=suboxone' });
    expect(sub[0]?.label).toMatch(/Suboxone/);
    expect((await suggest('methad'))[0]).toEqual({ kind: 'treatment', label: 'Methadone', href: '/search?q=methadone' });
    expect((await suggest('sliding'))[0]).toMatchObject({ kind: 'insurance', href: '/search?q=sliding%20scale' });
    expect((await suggest('detox for veter'))[0]).toEqual({ kind: 'treatment', label: 'Veterans', href: '/search?q=detox%20for%20veterans' });
  });

  it('suggests treatment words and insurers from the vocabulary and the taxonomy names', async () => {
    expect(await suggest('deto')).toEqual([{ kind: 'treatment', label: 'Detoxification', href: '/search?q=detox' }]);
    expect((await suggest('withdr'))[0]).toEqual({ kind: 'treatment', label: 'Detoxification', href: '/search?q=detox' });
    expect(labels(await suggest('cign'))).toEqual(['Cigna (insurance)']);
    // A taxonomy entry no phrase of the vocabulary names is its filter.
    const co = (await suggest('co occ')).find((s) => s.label === 'Co-occurring Disorders');
    expect(co?.href).toBe('/search?specializations=co-occurring-disorders');
  });

  it('suggests published facility names by the start of any word, names that start so first', async () => {
    const list = await suggest('harb');
    const facilities = list.filter((s) => s.kind === 'facility');
    expect(facilities).toEqual([
      { kind: 'facility', label: 'Harbor Lighthouse Recovery', href: `/facility/${ids.harborView}`, detail: 'FL' },
      { kind: 'facility', label: 'Harbor Light', href: `/facility/${ids.harbor}`, detail: 'TX' },
      { kind: 'facility', label: 'Sunrise Harbor Treatment', href: `/facility/${ids.sunrise}`, detail: 'CA' },
    ]);
    expect(list.some((s) => s.label === 'Harbor Pending House')).toBe(false);
  });

  it('puts an exact match before the prefix matches', async () => {
    const list = await suggest('harbor light');
    expect(list.map((s) => s.label)).toEqual(['Harbor Light', 'Harbor Lighthouse Recovery']);
    const texas = await suggest('texas');
    expect(labels(texas).slice(0, 2)).toEqual(['Texas (place)', 'Texas City, TX (place)']);
  });

  it('tolerates one typo in a word of five letters or more', async () => {
    expect((await suggest('alchohol'))[0]).toEqual({ kind: 'treatment', label: 'Alcohol Addiction', href: '/search?q=alcohol' });
    expect((await suggest('colroado'))[0]?.label).toBe('Colorado');
    expect(await suggest('alchx')).toEqual([]);
  });

  it('returns at most eight', async () => {
    const list = await suggest('a');
    expect(list).toHaveLength(8);
    expect(new Set(list.map((s) => s.kind))).toEqual(new Set(['place', 'treatment', 'insurance']));
  });

  it('answers blank text with nothing, and refuses missing, empty or too long text in our error shape', async () => {
    expect(await suggest('   ')).toEqual([]);
    for (const q of ['', 'x'.repeat(101)]) {
      const res = await client.search.suggest.$get({ query: { q } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.code).toBe('invalid_request');
    }
    const missing = await worker.fetch(new Request(`${ORIGIN}/api/search/suggest`), env, createExecutionContext());
    expect(missing.status).toBe(400);
  });

  it('reads no D1 row once the isolate holds the index, but its version once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const timing = async () => (await meteredClient.search.suggest.$get({ query: { q: 'harbor' } })).headers.get('Server-Timing');
      await suggest('warm');
      expect(await timing()).toMatch(/^total;dur=[\d.]+$/);
      vi.setSystemTime(Date.now() + 1_000);
      expect(await timing()).toMatch(/total;dur=[\d.]+, db;dur=[\d.]+;desc="rows_read=1 queries=1"/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is kept at the edge for five minutes', async () => {
    const request = () => new Request(`${ORIGIN}/api/search/suggest?q=denv`);
    const on = { ...env, EDGE_CACHE: 'on' };
    let ctx = createExecutionContext();
    const first = await worker.fetch(request(), on, ctx);
    await waitOnExecutionContext(ctx);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300');
    ctx = createExecutionContext();
    const second = await worker.fetch(request(), on, ctx);
    expect(second.headers.get('Server-Timing')).toMatch(/^cache;desc="hit"/);
    expect(await second.json()).toEqual(await first.json());
  });
});
