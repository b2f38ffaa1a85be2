import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowStatement, updateRows } from '../test/factories';
import { addFacility, api, freshSearch, loadReferenceData } from '../test/fixtures';
import { bayesianRating, RATING_PRIOR_MEAN, RATING_PRIOR_REVIEWS } from './figures';

// "Best rated" and "Featured" rank by the Bayesian average of the published reviews (decision 027):
// one 5-star review does not beat forty that average 4.8.

const ids = {} as Record<'oneFive' | 'fortyHigh' | 'tenFives' | 'fewLow' | 'none', number>;
const recent = { accreditation: '["CARF"]', last_verified_at: new Date().toISOString() };

/** A listing in Montana whose published reviews have these ratings. */
async function listing(name: string, ratings: number[]): Promise<number> {
  const id = await addFacility({ name, city: 'Helena', state: 'MT', rating: null, columns: recent });
  if (ratings.length > 0) {
    await env.DB.batch(ratings.map((rating) => rowStatement('reviews', { facility_id: id, rating, status: 'published', published_at: '2026-02-01T00:00:00.000Z' })));
  }
  return id;
}

beforeAll(async () => {
  await loadReferenceData();
  ids.oneFive = await listing('One Five Star', [5]);
  ids.fortyHigh = await listing('Forty Reviews At 4.8', [...Array<number>(32).fill(5), ...Array<number>(8).fill(4)]);
  ids.tenFives = await listing('Ten Five Stars', Array<number>(10).fill(5));
  ids.fewLow = await listing('Three Low Reviews', [2, 2, 3]);
  ids.none = await listing('No Reviews At All', []);
  await freshSearch();
});

const ORDER = () => [ids.fortyHigh, ids.tenFives, ids.oneFive, ids.fewLow, ids.none];

describe('the Bayesian average', () => {
  it('is what the triggers store: (C × m + sum) / (C + n), with m = 3.5 and C = 10', async () => {
    expect([RATING_PRIOR_MEAN, RATING_PRIOR_REVIEWS]).toEqual([3.5, 10]);
    expect(bayesianRating(5, 1)).toBeCloseTo(40 / 11, 10);
    expect(bayesianRating(192, 40)).toBeCloseTo(4.54, 10);
    expect(bayesianRating(0, 0)).toBeNull();
    const rows = await env.DB.prepare('SELECT id, rating, reviews, bayesian_rating FROM facilities WHERE state = ?1').bind('MT').all<{ id: number; rating: number | null; reviews: number; bayesian_rating: number | null }>();
    for (const row of rows.results) {
      const expected = row.reviews === 0 ? null : bayesianRating(row.rating! * row.reviews, row.reviews);
      if (expected === null) expect(row.bayesian_rating).toBeNull();
      else expect(row.bayesian_rating).toBeCloseTo(expected, 9);
    }
  });

  it('orders the search’s "Highest Rated": forty 4.8s before one 5, listings without reviews last', async () => {
    const res = await api('/api/facility/public/search?state=MT&sort=rating&view=card');
    const json = (await res.json()) as { facilities: Array<{ id: number }> };
    expect(json.facilities.map((f) => f.id)).toEqual(ORDER());
  });

  it('orders a state’s best-rated list and picks the featured centers, which all have reviews', async () => {
    const state = (await (await api('/api/facility/public/states/mt/facilities?limit=10')).json()) as { facilities: Array<{ id: number }> };
    expect(state.facilities.map((f) => f.id)).toEqual(ORDER());
    const featured = (await (await api('/api/facility/public/featured?limit=10')).json()) as { facilities: Array<{ id: number }> };
    expect(featured.facilities.map((f) => f.id)).toEqual(ORDER().slice(0, 4));
  });

  it('follows a review as it is published, rejected or deleted, one listing’s row at a time', async () => {
    const figures = async (id: number) =>
      env.DB.prepare('SELECT rating, reviews, bayesian_rating FROM facilities WHERE id = ?1').bind(id).first<{ rating: number | null; reviews: number; bayesian_rating: number | null }>();
    const id = await listing('Changing Reviews', []);
    const other = await figures(ids.fortyHigh);
    const pending = await env.DB.prepare(
      `INSERT INTO reviews (facility_id, rating, body, relationship, display_name, email_hash, status) VALUES (?1, 2, 'x', 'family', 'A. B.', 'h1', 'pending') RETURNING id`,
    ).bind(id).first<{ id: number }>();
    expect(await figures(id)).toEqual({ rating: null, reviews: 0, bayesian_rating: null });
    await updateRows('reviews', { id: pending!.id }, { status: 'published', published_at: '2026-03-01T00:00:00.000Z' });
    expect(await figures(id)).toEqual({ rating: 2, reviews: 1, bayesian_rating: bayesianRating(2, 1) });
    await env.DB.batch([rowStatement('reviews', { facility_id: id, rating: 4, status: 'published', published_at: '2026-03-02T00:00:00.000Z' })]);
    expect(await figures(id)).toMatchObject({ rating: 3, reviews: 2 });
    await updateRows('reviews', { id: pending!.id }, { status: 'rejected', published_at: null, rejected_guideline: 'other_clients' });
    expect(await figures(id)).toMatchObject({ rating: 4, reviews: 1 });
    await env.DB.prepare('DELETE FROM reviews WHERE facility_id = ?1').bind(id).run();
    expect(await figures(id)).toEqual({ rating: null, reviews: 0, bayesian_rating: null });
    expect(await figures(ids.fortyHigh)).toEqual(other);
  });
});
