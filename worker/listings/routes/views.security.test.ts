import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORIGIN } from '../../test/client';
import { addFacility, api, consoleDuring, loadReferenceData } from '../../test/fixtures';
import { DESKTOP_CHROME, newBrowser, sendView, view, viewsOf, viewsOnceWritten } from '../../test/views';

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Kestrel Point Recovery', state: 'AZ' });
});

const beacon = (headers: Record<string, string>) =>
  api(`/api/facility/public/${facilityId}/views`, { method: 'POST', headers: { ...newBrowser(), ...headers } });

describe('a view beacon from another site', { timeout: 20_000 }, () => {
  it.each([
    ['another Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('is refused with %s (403) and not counted', async (_label, headers) => {
    const res = await beacon(headers);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.code).toBe('forbidden');
    const before = await viewsOf(facilityId);
    await view(facilityId, newBrowser());
    expect(await viewsOnceWritten(facilityId, before + 1)).toBe(before + 1);
  });
});

describe('the beacon as browsers send it', { timeout: 20_000 }, () => {
  it('passes with no body and no Content-Type (fetch with keepalive), or a text/plain body (navigator.sendBeacon)', async () => {
    expect((await beacon({ Origin: ORIGIN })).status).toBe(202);
    expect((await api(`/api/facility/public/${facilityId}/views`, {
      method: 'POST',
      headers: { ...newBrowser(), 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain;charset=UTF-8' },
      body: '',
    })).status).toBe(202);
  });
});

describe('what counting keeps about a visitor', { timeout: 20_000 }, () => {
  it('stores no address and no user agent in any table, and logs neither', async () => {
    const address = '192.0.2.77';
    const userAgent = `${DESKTOP_CHROME} UniqueMarker/9.9`;
    const own = await addFacility({ name: 'Larkspur Haven', state: 'AZ' });
    const logged = await consoleDuring(async () => {
      await view(own, { 'CF-Connecting-IP': address, 'User-Agent': userAgent });
      expect(await viewsOnceWritten(own, 1)).toBe(1);
    });
    const { results: tables } = await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
    ).all<{ name: string }>();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['view_salts', 'view_visitors', 'facility_daily_stats']));
    for (const { name: table } of tables) {
      const rows = JSON.stringify((await env.DB.prepare(`SELECT * FROM ${table}`).all()).results);
      for (const personal of [address, 'UniqueMarker']) expect(rows, table).not.toContain(personal);
    }
    for (const personal of [address, 'UniqueMarker']) expect(logged).not.toContain(personal);
    // The visitor is a SHA-256 of the day's salt with the rest: 64 hex characters.
    const visitors = await env.DB.prepare('SELECT day, visitor FROM view_visitors').all<{ day: string; visitor: string }>();
    for (const row of visitors.results) expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps one salt, for today only', async () => {
    await view(facilityId, newBrowser());
    const { results } = await env.DB.prepare('SELECT day, length(salt) AS length FROM view_salts').all();
    expect(results).toEqual([{ day: new Date().toISOString().slice(0, 10), length: 64 }]);
  });

  it('answers a repeat exactly as a first view, so the answer does not tell who was here before', async () => {
    const visitor = newBrowser();
    const first = await sendView(facilityId, visitor);
    const again = await sendView(facilityId, visitor);
    expect([again.status, await again.text()]).toEqual([first.status, await first.text()]);
  });
});
