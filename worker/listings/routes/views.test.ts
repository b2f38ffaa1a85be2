import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, loadReferenceData } from '../../test/fixtures';
import { newBrowser, sendView, view, viewsOf, viewsOnceWritten } from '../../test/views';

// Views are written up to ~2 s after the beacon's answer: tests wait for the counts they expect.
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
  });
});
