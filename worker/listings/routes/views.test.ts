import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORIGIN } from '../../test/client';
import { addFacility, api, consoleDuring, loadReferenceData } from '../../test/fixtures';
import { DESKTOP_CHROME, newBrowser, sendView, view, viewsOf, viewsOnceWritten } from '../../test/views';

describe('listing-views', () => {
  // Views are written after the beacon's answer (VIEW_FLUSH_MS, 100 ms here): tests wait for the counts they expect.
  const WAITS = { timeout: 20_000 };

  beforeAll(async () => {
    await loadReferenceData();
  });

  const listing = (name: string) => addFacility({ name, state: 'CO' });

  describe('POST /api/facility/public/:id/views', WAITS, () => {
    it('answers 202 at once with no body and no caching, then counts the view for today (UTC)', async () => {
      const id = await listing('Aspen Ridge Recovery');
      const res = await sendView(id, newBrowser());
      expect(res.status).toBe(202);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.text()).toBe('');

      expect(await viewsOnceWritten(id, 1)).toBe(1);
      const { results } = await env.DB.prepare('SELECT day, views, inquiries FROM facility_daily_stats WHERE facility_id = ?1').bind(id).all();
      expect(results).toEqual([{ day: new Date().toISOString().slice(0, 10), views: 1, inquiries: 0 }]);
    });

    it('counts one visitor once per listing per day, however often the page is opened', async () => {
      const id = await listing('Blue Spruce Center');
      const visitor = newBrowser();
      await view(id, visitor);
      await view(id, visitor);
      expect(await viewsOnceWritten(id, 1)).toBe(1);

      // Again after that first count was written, then someone else: only the someone else counts.
      await view(id, visitor);
      await view(id, newBrowser());
      expect(await viewsOnceWritten(id, 2)).toBe(2);
      expect(await viewsOf(id)).toBe(2);
    });

    it('counts an address once per listing per day whatever user agent it sends; another address counts again', async () => {
      const id = await listing('Columbine House');
      const first = newBrowser();
      // Fifty user agents from one address: one visitor (a script varied its user agent to count 50).
      for (let i = 0; i < 50; i++) await view(id, { ...first, 'User-Agent': first['User-Agent']!.replace('Chrome/142.0.0.0', `Chrome/142.0.${i}.0`) });
      // Another address of the same IPv6 /64 is the same client too.
      await view(id, { ...first, 'CF-Connecting-IP': '2001:db8:77:1::1' });
      await view(id, { ...first, 'CF-Connecting-IP': '2001:db8:77:1::2' });
      await view(id, { ...newBrowser(), 'User-Agent': first['User-Agent']! });
      expect(await viewsOnceWritten(id, 3)).toBe(3);
      // Sent after the rest: once it shows, the ones before it were written or dropped.
      await view(id, newBrowser());
      expect(await viewsOnceWritten(id, 4)).toBe(4);
      expect(await viewsOf(id)).toBe(4);
    });

    it('refuses a client sending more than 60 beacons in ten minutes with our 429 and Retry-After; other clients go on', async () => {
      const ids = await Promise.all(Array.from({ length: 3 }, (_, i) => listing(`Sweep Target ${i}`)));
      const sweeper = newBrowser();
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await sendView(ids[i % 3]!, sweeper)).status);
      expect(statuses.every((status) => status === 202)).toBe(true);
      const refused = await sendView(ids[0]!, { ...sweeper, 'User-Agent': `${sweeper['User-Agent']} Other/1` });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await errorOf(refused)).error.code).toBe('rate_limited');
      // Another client is not held back.
      await view(ids[0]!, newBrowser());
      expect(await viewsOnceWritten(ids[0]!, 2)).toBe(2);
    });

    it('counts each listing on its own: one visitor viewing two listings is a view of each', async () => {
      const [a, b] = [await listing('Dove Creek Lodge'), await listing('Eagle Peak Clinic')];
      const visitor = newBrowser();
      await view(a, visitor);
      await view(b, visitor);
      expect([await viewsOnceWritten(a, 1), await viewsOnceWritten(b, 1)]).toEqual([1, 1]);
    });

    it('does not count crawlers, link previews, headless browsers, scripts or a missing user agent, and answers them the same 202', async () => {
      const id = await listing('Bot Target Lodge');
      const bots = [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
        'curl/8.5.0',
        'Wget/1.21.4',
        'python-requests/2.32.3',
      ];
      const { 'User-Agent': _none, ...noUserAgent } = newBrowser();
      for (const bot of [...bots.map((userAgent) => newBrowser(userAgent)), noUserAgent]) {
        const res = await sendView(id, bot);
        expect(res.status, bot['User-Agent'] ?? 'no user agent').toBe(202);
        expect(await res.text()).toBe('');
      }
      await view(id, newBrowser());
      expect(await viewsOnceWritten(id, 1)).toBe(1);
      expect(await viewsOf(id)).toBe(1);
    });

    it('writes a burst of views from many visitors without losing or doubling any', async () => {
      const ids = [await listing('Fir Grove Center'), await listing('Granite Falls Recovery'), await listing('Hawthorn Place')];
      const visitors = Array.from({ length: 70 }, () => newBrowser());
      // 210 distinct views and 210 repeats, all at once: more than one buffer's worth.
      await Promise.all(ids.flatMap((id) => visitors.flatMap((v) => [view(id, v), view(id, v)])));
      const counts = await Promise.all(ids.map((id) => viewsOnceWritten(id, 70)));
      expect(counts).toEqual([70, 70, 70]);
      // 420 requests: on a loaded 2-core machine they took 21 s, past the 20 s the others are allowed.
    }, 60_000);
  });
});

describe('listing-views.errors', () => {
  let published: number;

  beforeAll(async () => {
    await loadReferenceData();
    published = await addFacility({ name: 'Juniper Hollow', state: 'NM' });
  });

  describe('POST /api/facility/public/:id/views for what is not a published listing', { timeout: 20_000 }, () => {
    it.each([
      ['abc', 'Facility id must be a number.'],
      ['0', 'Facility id must be a positive number.'],
      ['-4', 'Facility id must be a positive number.'],
      ['1.5', 'Facility id must be a whole number.'],
      ['99999999999', 'Facility id is too large.'],
    ])('a malformed id %j is a 400 with our error body', async (id, message) => {
      const res = await sendView(id, newBrowser());
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toMatchObject({ code: 'invalid_request', message });
    });

    it.each([
      ['an unknown id', async () => 987_654],
      ['a pending listing', () => addFacility({ name: 'Not Yet Approved', status: 'pending' })],
      ['a rejected listing', () => addFacility({ name: 'Turned Down', status: 'rejected' })],
    ])('%s is a 404 and counts nothing', async (_label, make) => {
      const id = await make();
      const res = await sendView(id, newBrowser());
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toMatchObject({ code: 'not_found', message: 'Facility not found.' });
      // A countable view after it: once that is written, so would the refused one have been.
      const before = await viewsOf(published);
      await view(published, newBrowser());
      expect(await viewsOnceWritten(published, before + 1)).toBe(before + 1);
      const stats = await env.DB.prepare('SELECT count(*) AS n FROM facility_daily_stats WHERE facility_id = ?1').bind(id).first<{ n: number }>();
      expect(stats!.n).toBe(0);
    });

    it('GET is a 405 that allows POST only', async () => {
      const res = await api(`/api/facility/public/${published}/views`, { headers: { 'User-Agent': DESKTOP_CHROME } });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('POST');
      expect((await errorOf(res)).error.code).toBe('method_not_allowed');
    });
  });
});

describe('listing-views.security', () => {
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
});
