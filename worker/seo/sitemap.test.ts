import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_TIMING, rowsReadOf } from '../test/client';
import { api, loadReferenceData } from '../test/fixtures';

// Issue 27: at tens of thousands of listings each sitemap part reads its own URLs and little more.

const LISTINGS = 45_000;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml at 45,000 listings', () => {
  beforeAll(async () => {
    await loadReferenceData();
    // Every tenth listing is not published: it is in no part.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO facilities (id, name, city, state, status)
       SELECT i, 'Listing ' || i, 'Cheyenne', 'WY', CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END FROM n`,
    )
      .bind(LISTINGS)
      .run();
    // The search index (where part 0's city pages come from) is built once per version of the
    // data, not per sitemap request: built here, before the parts' reads are measured.
    expect((await api('/api/facility/public/search?limit=1')).status).toBe(200);
  }, 60_000);

  it('is an index of parts, each read in rows about the number of its URLs, together every published listing once', async () => {
    const index = await api('/sitemap.xml', { headers: DB_TIMING });
    expect(index.status).toBe(200);
    const parts = locs(await index.text());
    // Each listing is two URLs (English and Spanish, issue 29): 20,000 listings a part.
    expect(parts).toEqual([0, 1, 2, 3].map((part) => `http://localhost:8787/sitemap.xml?part=${part}`));
    expect(rowsReadOf(index)).toBeLessThan(200);

    const listings: string[] = [];
    for (const part of [0, 1, 2, 3]) {
      const res = await api(`/sitemap.xml?part=${part}`, { headers: DB_TIMING });
      expect(res.status).toBe(200);
      const urls = locs(await res.text());
      expect(urls.length, `part ${part}`).toBeLessThanOrEqual(40_000);
      const english = urls.filter((url) => url.includes('/facility/') && !url.includes('/es/'));
      // Its listings' rows (and the unpublished ones between them), plus at most 1,000 for everything else.
      expect(rowsReadOf(res), `part ${part}`).toBeLessThanOrEqual((part === 0 ? 0 : english.length / 0.9) + 1_000);
      listings.push(...english);
      // Each listing's Spanish page beside its English one.
      expect(urls.filter((url) => url.includes('/es/facility/')).length, `part ${part}`).toBe(urls.filter((url) => /\/\/[^/]+\/facility\//.test(url)).length);
    }
    expect(listings).toHaveLength(LISTINGS * 0.9);
    expect(new Set(listings).size).toBe(listings.length);
  });
});
