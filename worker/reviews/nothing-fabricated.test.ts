import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowStatement, type Columns } from '../test/factories';
import { addFacility, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';

// Issue 43's "done when": for 100 listings with published, pending, rejected and unconfirmed reviews,
// no listing page, search card, JSON-LD block or API answer shows a rating or a count that the
// published reviews do not make.

interface Expected {
  id: number;
  ratings: number[];
}

const LISTINGS = 100;
const listings: Expected[] = [];
const mean = (e: Expected) => e.ratings.reduce((a, b) => a + b, 0) / e.ratings.length;
const byId = (id: number) => listings.find((e) => e.id === id)!;

beforeAll(async () => {
  await loadReferenceData();
  const reviews: Array<Columns<'reviews'>> = [];
  for (let k = 0; k < LISTINGS; k++) {
    // Made with no reviews of its own; every review is one of the rows below.
    const id = await addFacility({
      name: `Honest Figures Center ${k}`,
      city: 'Eugene',
      state: 'OR',
      rating: null,
      columns: { accreditation: '["CARF"]', last_verified_at: new Date().toISOString() },
    });
    const ratings = Array.from({ length: k % 13 === 0 ? 0 : k % 7 }, (_, j) => 1 + ((k * 3 + j * 7) % 5));
    listings.push({ id, ratings });
    ratings.forEach((rating, j) =>
      reviews.push({ facility_id: id, rating, status: 'published', published_at: `2026-0${1 + (j % 9)}-10T10:00:00.000Z`, created_at: `2026-0${1 + (j % 9)}-09T10:00:00.000Z`, body: `Published review ${j} of listing ${k}.` }),
    );
    // What the public never counts: awaiting confirmation, awaiting moderation, rejected.
    reviews.push({ facility_id: id, rating: 5, status: 'awaiting_confirmation', body: 'HIDDEN unconfirmed review.' });
    if (k % 2 === 0) reviews.push({ facility_id: id, rating: 5, status: 'pending', body: 'HIDDEN pending review.' });
    if (k % 3 === 0) reviews.push({ facility_id: id, rating: 1, status: 'rejected', rejected_guideline: 'advertising', body: 'HIDDEN rejected review.' });
  }
  for (let i = 0; i < reviews.length; i += 200) await env.DB.batch(reviews.slice(i, i + 200).map((r) => rowStatement('reviews', r)));
  await freshSearch();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS * 2);

/** A listing's figures, as any answer must give them. */
function expectFigures(e: Expected, shown: { rating: number | null; reviews: number }, where: string) {
  expect(shown.reviews, where).toBe(e.ratings.length);
  if (e.ratings.length === 0) expect(shown.rating, where).toBeNull();
  else expect(shown.rating, where).toBeCloseTo(mean(e), 6);
}

describe('no rating or count but the published reviews’ own', () => {
  it('in the API: the listing, its reviews and their distribution', async () => {
    for (const e of listings) {
      const one = (await (await api(`/api/facility/public/${e.id}`)).json()) as { facility: { rating: number | null; reviews: number } };
      expectFigures(e, one.facility, `listing ${e.id}`);
      const res = await api(`/api/facility/public/${e.id}/reviews?limit=50`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { reviews: Array<{ rating: number; body: string }>; total: number; average: number | null; distribution: Record<string, number> };
      expectFigures(e, { rating: page.average, reviews: page.total }, `reviews of ${e.id}`);
      expect(page.reviews.map((r) => r.rating).sort()).toEqual([...e.ratings].sort());
      for (const stars of [1, 2, 3, 4, 5]) expect(page.distribution[stars]).toBe(e.ratings.filter((r) => r === stars).length);
      expect(JSON.stringify(page)).not.toContain('HIDDEN');
    }
    // 200 requests: well past the default 5 s beside the other test files on a 2-core machine.
  }, 60_000);

  it('on search cards, state lists and the featured centers', async () => {
    const search = (await (await api('/api/facility/public/search?state=OR&limit=100&view=card&sort=rating')).json()) as {
      facilities: Array<{ id: number; rating: number | null; reviews: number }>;
      total: number;
    };
    expect(search.total).toBe(LISTINGS);
    for (const card of search.facilities) expectFigures(byId(card.id), card, `card ${card.id}`);
    const state = (await (await api('/api/facility/public/states/or/facilities?limit=100')).json()) as { facilities: Array<{ id: number; rating: number | null; reviews: number }> };
    for (const f of state.facilities) expectFigures(byId(f.id), f, `state list ${f.id}`);
    const featured = (await (await api('/api/facility/public/featured?limit=6')).json()) as { facilities: Array<{ id: number; rating: number | null; reviews: number }> };
    expect(featured.facilities.length).toBeGreaterThan(0);
    for (const f of featured.facilities) {
      expect(f.reviews).toBeGreaterThan(0);
      expectFigures(byId(f.id), f, `featured ${f.id}`);
    }
  }, 30_000);

  it('on every listing page and in its JSON-LD', async () => {
    for (const e of listings) {
      const html = await (await api(`/facility/${e.id}`)).text();
      const body = /<div id="root">([\s\S]*)<\/div><script id="router-data"/.exec(html)?.[1] ?? '';
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const business = jsonLd.find((d) => d['@type'] === 'MedicalBusiness')!;
      // The page's words, without React's markers and the tags.
      const words = (markup: string) => markup.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
      const main = words(/<article class="facility-main"[\s\S]*?<\/header>/.exec(body)?.[0] ?? '');
      expect(body).not.toContain('HIDDEN');
      if (e.ratings.length === 0) {
        expect(main, `${e.id}`).toContain('No reviews yet');
        expect(main).not.toContain('★');
        expect(business).not.toHaveProperty('aggregateRating');
        expect(business).not.toHaveProperty('review');
        continue;
      }
      const n = e.ratings.length;
      expect(main, `${e.id}`).toContain(`${mean(e).toFixed(1)} out of 5 (${n} review${n === 1 ? '' : 's'})`);
      expect(words(body)).toContain(`${mean(e).toFixed(1)} out of 5, from ${n} published review${n === 1 ? '' : 's'}`);
      expect(business.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: Math.round(mean(e) * 10) / 10, reviewCount: n, bestRating: 5, worstRating: 1 });
      const shown = (business.review as Array<{ reviewRating: { ratingValue: number } }>).map((r) => r.reviewRating.ratingValue);
      expect(shown.sort()).toEqual([...e.ratings].sort());
    }
  }, 120_000);
});
