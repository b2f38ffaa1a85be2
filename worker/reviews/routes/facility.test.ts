import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { api, loadReferenceData, send, withCookie } from '../../test/fixtures';
import { publishedFacility } from '../../test/listing-edit';
import { deliverableText, newestEmail } from '../../test/mail';
import { addReview, reviewerEmail, reviewRow } from '../../test/reviews-desk';
import { auditLinesFor } from '../../test/staff';
import { FACILITY_INVITATIONS_PER_DAY } from '../schemas/desk';
import { reviewBody, writeReview } from '../../test/review-writing';

// The facility's side: its reviews, its one answer to each, and its invitations.

beforeAll(async () => {
  await loadReferenceData();
});

const now = () => new Date().toISOString();
const answer = (cookie: string, id: number, body: unknown) => send('POST', `/api/facility/me/reviews/${id}/response`, body, { Cookie: cookie });
const invite = (cookie: string, body: unknown) => send('POST', '/api/facility/me/review-invitations', body, { Cookie: cookie });

describe('its reviews', () => {
  it('lists the listing’s published reviews with their answers’ state, counts the ones waiting, and never an address', async () => {
    const a = await publishedFacility();
    const published = await addReview(a.facilityId, { status: 'published', published_at: now(), body: 'Published words.' });
    const pending = await addReview(a.facilityId, { body: 'Words not yet moderated.' });
    await addReview(a.facilityId, { status: 'rejected', rejected_guideline: 'health_details', rejected_at: now(), body: 'Rejected words.' });
    const res = await api('/api/facility/me/reviews', withCookie(a.cookie));
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = JSON.parse(text) as { items: Array<{ id: number }>; total: number; awaitingModeration: number; unanswered: number };
    expect(list.items.map((r) => r.id)).toEqual([published.id]);
    expect([list.total, list.awaitingModeration, list.unanswered]).toEqual([1, 1, 1]);
    for (const hidden of [published.email, pending.email, 'Words not yet moderated', 'Rejected words', String((await reviewRow(published.id))!.email_hash)]) {
      expect(text).not.toContain(hidden);
    }
  });
});

describe('the answer', () => {
  it('is one per review: written pending moderation, audited; a second is refused', async () => {
    const a = await publishedFacility();
    const review = await addReview(a.facilityId, { status: 'published', published_at: now() });
    const res = await answer(a.cookie, review.id, { body: '  Thank you for telling us.  ' });
    expect(res.status).toBe(201);
    const row = (await reviewRow(review.id))!;
    expect([row.response_body, row.response_status]).toEqual(['Thank you for telling us.', 'pending']);
    const again = await answer(a.cookie, review.id, { body: 'A second answer.' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toBe('You have answered this review already: a review has one answer.');
    expect((await reviewRow(review.id))!.response_body).toBe('Thank you for telling us.');
    expect((await auditLinesFor(`review:${review.id}`)).map((l) => l.action)).toEqual(['review.response']);
    // Not shown publicly until the desk publishes it.
    const page = (await (await api(`/api/facility/public/${a.facilityId}/reviews`)).json()) as { reviews: Array<{ response?: unknown }> };
    expect(page.reviews[0]!.response).toBeUndefined();
  });

  it('refuses another facility’s review exactly as a missing one, and a review not yet published; an empty answer is a 400', async () => {
    const a = await publishedFacility();
    const b = await publishedFacility();
    const ofB = await addReview(b.facilityId, { status: 'published', published_at: now() });
    const pendingOfA = await addReview(a.facilityId);
    const missing = await answer(a.cookie, 2_000_000_000, { body: 'Hello.' });
    const other = await answer(a.cookie, ofB.id, { body: 'Hello.' });
    const unpublished = await answer(a.cookie, pendingOfA.id, { body: 'Hello.' });
    expect([missing.status, other.status, unpublished.status]).toEqual([404, 404, 404]);
    const messages = await Promise.all([missing, other, unpublished].map(async (r) => (await errorOf(r)).error.message));
    expect(new Set(messages).size).toBe(1);
    expect((await reviewRow(ofB.id))!.response_body).toBeNull();
    expect((await answer(a.cookie, ofB.id, { body: '   ' })).status).toBe(400);
  });
});

describe('invitations', () => {
  it('sends the one fixed text to each address (the facility writes none of it); a review from it redeems it once', async () => {
    const a = await publishedFacility();
    const [first, second] = [reviewerEmail(), reviewerEmail()];
    const res = await invite(a.cookie, { emails: [first, second, first.toUpperCase()], text: 'Only 5-star reviews please!' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ sent: 2, remainingToday: FACILITY_INVITATIONS_PER_DAY - 2 });
    const email = (await newestEmail(first, 'review_invitation'))!;
    expect(email.subject).toBe(`How was your experience with ${a.facilityName}?`);
    const text = (await deliverableText(first, 'review_invitation'))!;
    expect(text).not.toContain('5-star');
    expect(text).toContain('Everyone gets these same words.');
    // The outbox's copy has no working link.
    expect(email.body_text).not.toMatch(/invitation=[0-9a-f]{64}/);
    const token = /invitation=([0-9a-f]{64})/.exec(text)![1]!;
    // A review from it, by the address it was sent to however typed, is verified: once.
    expect(await (await writeReview(reviewBody(a.facilityId, { email: ` ${first.toUpperCase()}`, invitation: token }))).json()).toEqual({ status: 'pending' });
    expect(await (await writeReview(reviewBody(a.facilityId, { email: second, invitation: token }))).json()).toEqual({ status: 'awaiting_confirmation' });
  });

  it('an expired invitation does not redeem', async () => {
    const a = await publishedFacility();
    const to = reviewerEmail();
    expect((await invite(a.cookie, { emails: [to] })).status).toBe(202);
    const token = /invitation=([0-9a-f]{64})/.exec((await deliverableText(to, 'review_invitation'))!)![1]!;
    // Its 60 days passed: the review from it is an ordinary one, to be confirmed by email.
    await env.DB.prepare(`UPDATE review_invitations SET expires_at = '2020-01-01T00:00:00.000Z' WHERE facility_id = ?1`).bind(a.facilityId).run();
    expect(await (await writeReview(reviewBody(a.facilityId, { email: to, invitation: token }))).json()).toEqual({ status: 'awaiting_confirmation' });
  });

  it(`holds a listing to ${FACILITY_INVITATIONS_PER_DAY} in any 24 hours: more is a 429 rate_limited, and nothing of it is sent`, async () => {
    const a = await publishedFacility();
    const batch = (n: number) => Array.from({ length: n }, () => reviewerEmail());
    expect((await invite(a.cookie, { emails: batch(40) })).status).toBe(202);
    const over = batch(11);
    const refused = await invite(a.cookie, { emails: over });
    expect(refused.status).toBe(429);
    const { error } = await errorOf(refused);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('10 more can go now');
    for (const to of over) expect(await newestEmail(to, 'review_invitation')).toBeNull();
    expect((await invite(a.cookie, { emails: batch(10) })).status).toBe(202);
    expect((await invite(a.cookie, { emails: batch(1) })).status).toBe(429);
    const n = await env.DB.prepare(`SELECT count(*) AS n FROM review_invitations WHERE facility_id = ?1`).bind(a.facilityId).first<{ n: number }>();
    expect(n!.n).toBe(FACILITY_INVITATIONS_PER_DAY);
    expect((await invite(a.cookie, { emails: ['not an address'] })).status).toBe(400);
  });
});
