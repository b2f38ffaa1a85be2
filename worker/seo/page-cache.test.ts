import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { ORIGIN } from '../test/client';
import { addFacility, loadReferenceData } from '../test/fixtures';

// Rendered pages for anonymous visitors are kept at the edge briefly and served stale while a
// fresh copy renders; a session cookie, or a page that depended on the visitor, bypasses it.

const on = { ...env, EDGE_CACHE: 'on' };
let id: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Harbor Light', city: 'Bangor', state: 'ME' });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Where Cloudflare says the visitor is (request.cf): what a search without a place is around. */
const AUSTIN = { latitude: '30.2672', longitude: '-97.7431', country: 'US', city: 'Austin', regionCode: 'TX' };

async function get(path: string, headers: Record<string, string> = {}, cf?: typeof AUSTIN) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers, ...(cf ? { cf } : {}) }) as Request<unknown, IncomingRequestCfProperties>;
  const res = await worker.fetch(request, on, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, served: /cache;desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1] ?? 'rendered' };
}

describe('the edge cache of rendered pages', () => {
  it('serves an anonymous page from the cache the second time, with the same HTML', async () => {
    const first = await get(`/facility/${id}`);
    expect(first.served).toBe('rendered');
    expect(first.res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const second = await get(`/facility/${id}`);
    expect(second.served).toBe('hit');
    expect(second.html).toBe(first.html);
  });

  it('serves a page stale after a minute while it renders it again, and not after six', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await get('/states/me');
    vi.setSystemTime(Date.now() + 90_000);
    expect((await get('/states/me')).served).toBe('stale');
    // The copy rendered behind the stale answer is fresh now.
    expect((await get('/states/me')).served).toBe('hit');
    vi.setSystemTime(Date.now() + 400_000);
    expect((await get('/states/me')).served).toBe('rendered');
  });

  it('never reads or stores a page for a request with a session cookie', async () => {
    await get('/about');
    const signedIn = await get('/about', { Cookie: 'rd_facility=0123456789abcdef0123456789abcdef' });
    expect(signedIn.served).toBe('rendered');
    expect(signedIn.res.headers.get('Cache-Control')).toBe('no-cache');
    // Nor is what it rendered kept for others.
    await get('/privacy', { Cookie: 'rd_admin=whatever' });
    expect((await get('/privacy')).served).toBe('rendered');
  });

  it('never stores a page built from an answer about the visitor, nor a 404', async () => {
    // An empty search answers for the whole country (issue 25); near=me asks for the visitor's location.
    const nearby = await get('/search?near=me', {}, AUSTIN);
    expect(nearby.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect((await get('/search?near=me', {}, AUSTIN)).served).toBe('rendered');
    await get('/no-such-page');
    expect((await get('/no-such-page')).served).toBe('rendered');
  });
});
