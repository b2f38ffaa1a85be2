import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowStatement } from '../../test/factories';
import { addFacility, api, loadReferenceData } from '../../test/fixtures';

let id: number;
let pendingListing: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Reviewed Harbor', state: 'WA', rating: null });
  pendingListing = await addFacility({ name: 'Unpublished Harbor', state: 'WA', rating: null, status: 'pending' });
  const at = (day: number) => `2026-04-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  await env.DB.batch([
    ...Array.from({ length: 12 }, (_, k) =>
      rowStatement('reviews', { facility_id: id, rating: 1 + (k % 5), status: 'published', created_at: at(k + 1), published_at: at(k + 2), body: `Review number ${k + 1}.`, email_hash: `secret-hash-${k}` }),
    ),
    rowStatement('reviews', {
      facility_id: id, rating: 5, status: 'published', created_at: at(20), published_at: at(21), title: 'Gracias', body: 'Muy buena atención.', lang: 'es',
      relationship: 'family', display_name: 'Rosa M.', stayed_in: '2025-11', invited_by: 'directory', email_hash: 'secret-hash-es', email_sealed: 'sealed-address',
      response_body: 'Thank you.', response_status: 'published', response_created_at: at(22), response_published_at: at(22),
    }),
    rowStatement('reviews', { facility_id: id, rating: 1, status: 'published', created_at: at(19), published_at: at(20), body: 'Answer pending.', response_body: 'Not yet public.', response_status: 'pending', response_created_at: at(21) }),
    rowStatement('reviews', { facility_id: id, rating: 5, status: 'pending', body: 'Waiting for moderation.' }),
    rowStatement('reviews', { facility_id: pendingListing, rating: 5, status: 'published', published_at: at(1) }),
  ]);
});

const reviewsOf = async (listing: number, query = '') => api(`/api/facility/public/${listing}/reviews${query}`);

describe('GET /api/facility/public/{id}/reviews', () => {
  it('answers a page of published reviews, newest first, with the figures of them all', async () => {
    const res = await reviewsOf(id);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { reviews: Array<Record<string, unknown>>; total: number; average: number; distribution: Record<string, number>; page: number; limit: number };
    expect(json.total).toBe(14);
    expect(json.reviews).toHaveLength(10);
    expect(json.page).toBe(1);
    expect(json.limit).toBe(10);
    expect(json.distribution).toEqual({ 1: 4, 2: 3, 3: 2, 4: 2, 5: 3 });
    expect(json.average).toBeCloseTo((1 * 4 + 2 * 3 + 3 * 2 + 4 * 2 + 5 * 3) / 14, 10);
    expect(json.reviews[0]).toEqual({
      id: expect.any(Number), rating: 5, title: 'Gracias', body: 'Muy buena atención.', relationship: 'family', displayName: 'Rosa M.',
      stayedIn: '2025-11', verified: true, lang: 'es', createdAt: '2026-04-20T09:00:00.000Z', response: { body: 'Thank you.', createdAt: '2026-04-22T09:00:00.000Z' },
    });
    // A facility's answer is public only once published; the reviewer's address never is.
    expect(json.reviews[1]).toMatchObject({ body: 'Answer pending.', verified: false, lang: 'en' });
    expect(json.reviews[1]).not.toHaveProperty('response');
    const text = JSON.stringify(json);
    for (const secret of ['secret-hash', 'sealed-address', 'Not yet public', 'Waiting for moderation', 'email']) expect(text).not.toContain(secret);
  });

  it('pages and sorts: newest, highest, lowest', async () => {
    const page2 = (await (await reviewsOf(id, '?page=2')).json()) as { reviews: Array<{ body: string }> };
    expect(page2.reviews.map((r) => r.body)).toEqual(['Review number 4.', 'Review number 3.', 'Review number 2.', 'Review number 1.']);
    const highest = (await (await reviewsOf(id, '?sort=highest&limit=50')).json()) as { reviews: Array<{ rating: number }> };
    expect(highest.reviews.map((r) => r.rating)).toEqual([...highest.reviews.map((r) => r.rating)].sort((a, b) => b - a));
    const lowest = (await (await reviewsOf(id, '?sort=lowest&limit=3')).json()) as { reviews: Array<{ rating: number; body: string }> };
    expect(lowest.reviews.map((r) => r.body)).toEqual(['Answer pending.', 'Review number 11.', 'Review number 6.']);
    const beyond = (await (await reviewsOf(id, '?page=9')).json()) as { reviews: unknown[]; total: number };
    expect(beyond).toMatchObject({ reviews: [], total: 14 });
  });

  describe('errors', () => {
    it('refuses a sort, page or limit out of bounds (400), and a listing not published or unknown (404)', async () => {
      for (const query of ['?sort=random', '?page=0', '?limit=51', '?limit=x']) {
        const res = await reviewsOf(id, query);
        expect(res.status, query).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
      }
      for (const listing of [pendingListing, 987654]) {
        const res = await reviewsOf(listing);
        expect(res.status).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      }
    });
  });
});
