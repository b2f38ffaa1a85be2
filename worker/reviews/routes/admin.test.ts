import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, addUser, api, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { deliverableText, newestEmail } from '../../test/mail';
import { addReview, deskAction, reviewRow } from '../../test/reviews-desk';
import { auditLinesFor, signedInAdmin } from '../../test/staff';
import { reviewNetworkHash } from '../reviewer-address';

// The review desk: publish and reject against the published guidelines, the reviewer told, the
// facility's answers moderated the same way, and the signals of abuse beside each review.

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  await loadReferenceData();
  admin = await signedInAdmin();
});

const listing = (name = `Desk ${crypto.randomUUID().slice(0, 6)} Recovery`) => addFacility({ name, reviews: 0 });
const figures = (id: number) => env.DB.prepare('SELECT rating, reviews FROM facilities WHERE id = ?1').bind(id).first<{ rating: number | null; reviews: number }>();

describe('publishing', () => {
  it('publishes a one-star review as readily as any (no condition on the rating), tells the reviewer, erases the address, audits it', async () => {
    const facilityId = await listing();
    const review = await addReview(facilityId, { rating: 1, body: 'Staff ignored us for days. Not recommended.' });
    const res = await deskAction(admin.cookie, review.id, 'publish');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { review: { status: string; canTellReviewer: boolean } };
    expect(body.review.status).toBe('published');
    expect(body.review.canTellReviewer).toBe(false);
    expect(await figures(facilityId)).toEqual({ rating: 1, reviews: 1 });
    const row = (await reviewRow(review.id))!;
    expect(row.email_sealed).toBeNull();
    expect(row.published_at).not.toBeNull();
    const told = await deliverableText(review.email, 'review_published');
    expect(told).toContain(`/facility/${facilityId}#reviews`);
    expect(told).not.toContain('Staff ignored us');
    expect((await auditLinesFor(`review:${review.id}`)).map((l) => [l.action, l.actor_id])).toEqual([['review.publish', admin.id]]);
    // The public page's answer now has it.
    const page = (await (await api(`/api/facility/public/${facilityId}/reviews`)).json()) as { total: number; reviews: Array<{ id: number }> };
    expect(page.reviews.map((r) => r.id)).toEqual([review.id]);
  });

  it('decides once: a second decision, an unconfirmed review and a missing one are refused', async () => {
    const facilityId = await listing();
    const review = await addReview(facilityId);
    expect((await deskAction(admin.cookie, review.id, 'publish')).status).toBe(200);
    const again = await deskAction(admin.cookie, review.id, 'reject', { guideline: 'advertising' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toBe('This review was already published.');
    const unconfirmed = await addReview(facilityId, { status: 'awaiting_confirmation', confirmed_at: null });
    expect((await deskAction(admin.cookie, unconfirmed.id, 'publish')).status).toBe(409);
    expect((await reviewRow(unconfirmed.id))!.status).toBe('awaiting_confirmation');
    expect((await deskAction(admin.cookie, 2_000_000_000, 'publish')).status).toBe(404);
    expect((await auditLinesFor(`review:${review.id}`)).length).toBe(1);
  });
});

describe('rejecting', () => {
  it('names the guideline, and tells the reviewer which, in the review’s language; the address is erased', async () => {
    const facilityId = await listing('Desk Rejecting Recovery');
    const review = await addReview(facilityId, { body: 'Call 555-0100 for the best detox deals!', lang: 'en' });
    const res = await deskAction(admin.cookie, review.id, 'reject', { guideline: 'advertising', notes: 'A phone number and a sales pitch.' });
    expect(res.status).toBe(200);
    const row = (await reviewRow(review.id))!;
    expect([row.status, row.rejected_guideline, row.moderation_notes, row.email_sealed]).toEqual(['rejected', 'advertising', 'A phone number and a sales pitch.', null]);
    const told = (await deliverableText(review.email, 'review_rejected'))!;
    expect(told).toContain('breaks this one of our published guidelines: Advertising.');
    expect(told).toContain('A review is never held back for being negative.');
    expect(told).toContain('/about#review-guidelines');
    // The desk's notes are for the desk.
    expect(told).not.toContain('sales pitch');
    expect((await auditLinesFor(`review:${review.id}`)).map((l) => [l.action, JSON.parse(l.detail!)])).toEqual([
      ['review.reject', { status: 'rejected', guideline: 'advertising' }],
    ]);

    const spanish = await addReview(facilityId, { lang: 'es', body: 'Mi vecino Juan Pérez también estuvo allí.' });
    expect((await deskAction(admin.cookie, spanish.id, 'reject', { guideline: 'other_clients' })).status).toBe(200);
    const dicho = (await newestEmail(spanish.email, 'review_rejected'))!;
    expect(dicho.subject).toBe('No pudimos publicar su opinión sobre Desk Rejecting Recovery');
    expect(await deliverableText(spanish.email, 'review_rejected')).toContain('Nombres de otros pacientes');
  });

  it('refuses a rejection that names no guideline, or one that is not published: the review stays as it was and nobody is emailed', async () => {
    const facilityId = await listing();
    const review = await addReview(facilityId);
    for (const body of [{}, { notes: 'I just do not like it.' }, { guideline: 'negative' }]) {
      const res = await deskAction(admin.cookie, review.id, 'reject', body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.guideline).toBe('Choose the guideline it breaks: a rejection always names one.');
    }
    const row = (await reviewRow(review.id))!;
    expect([row.status, row.rejected_guideline]).toEqual(['pending', null]);
    expect(row.email_sealed).not.toBeNull();
    expect(await newestEmail(review.email, 'review_rejected')).toBeNull();
    expect(await auditLinesFor(`review:${review.id}`)).toEqual([]);
  });
});

describe('the facility’s answer', () => {
  it('is published or rejected (naming a guideline) on the desk, once; the public page shows only a published one', async () => {
    const facilityId = await listing();
    const review = await addReview(facilityId, { status: 'published', published_at: new Date().toISOString(), response_body: 'Thank you, we have changed our intake hours.', response_status: 'pending', response_created_at: new Date().toISOString() });
    const publicResponse = async () => ((await (await api(`/api/facility/public/${facilityId}/reviews`)).json()) as { reviews: Array<{ response?: { body: string } }> }).reviews[0]!.response;
    expect(await publicResponse()).toBeUndefined();
    expect((await deskAction(admin.cookie, review.id, 'response/reject', {})).status).toBe(400);
    expect((await deskAction(admin.cookie, review.id, 'response/publish')).status).toBe(200);
    expect((await publicResponse())?.body).toBe('Thank you, we have changed our intake hours.');
    expect((await deskAction(admin.cookie, review.id, 'response/reject', { guideline: 'advertising' })).status).toBe(409);

    const other = await addReview(facilityId, { status: 'published', published_at: new Date().toISOString(), response_body: 'Visit our new spa wing!', response_status: 'pending', response_created_at: new Date().toISOString() });
    expect((await deskAction(admin.cookie, other.id, 'response/reject', { guideline: 'advertising' })).status).toBe(200);
    const row = (await reviewRow(other.id))!;
    expect([row.response_status, row.response_rejected_guideline]).toEqual(['rejected', 'advertising']);
    // A review with no answer has nothing to decide.
    const unanswered = await addReview(facilityId);
    expect((await deskAction(admin.cookie, unanswered.id, 'response/publish')).status).toBe(409);
    expect((await auditLinesFor(`review:${review.id}`)).map((l) => l.action)).toEqual(['review.response_publish']);
  });
});

describe('the desk’s list', () => {
  it('filters by status, and never carries an address, its hash or the network hash', async () => {
    const facilityId = await listing();
    const pending = await addReview(facilityId);
    await addReview(facilityId, { status: 'published', published_at: new Date().toISOString() });
    const res = await api(`/api/admin/reviews?status=pending&facilityId=${facilityId}`, withCookie(admin.cookie));
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = JSON.parse(text) as { items: Array<{ id: number; status: string; reports: unknown[] }>; total: number };
    expect(list.items.map((r) => r.id)).toEqual([pending.id]);
    expect(list.total).toBe(1);
    expect(list.items[0]!.reports).toEqual([]);
    const row = (await reviewRow(pending.id))!;
    for (const secret of [pending.email, row.email_hash, row.email_sealed]) expect(text).not.toContain(String(secret));
    expect(text).not.toContain('network');
  });

  it('shows the signals: the same network, a burst, all from the facility’s own invitations, written alike', async () => {
    const facilityId = await listing();
    const quiet = await listing();
    const network = await reviewNetworkHash(env, '203.0.113.7');
    const sameNet = await reviewNetworkHash(env, '203.0.113.200');
    expect(sameNet).toBe(network);
    expect(await reviewNetworkHash(env, '203.0.114.7')).not.toBe(network);
    const text = 'The counselors were kind and the program helped my brother stay sober through the winter months.';
    const a = await addReview(facilityId, { network_hash: network, invited_by: 'facility', body: text });
    await addReview(facilityId, { network_hash: sameNet, invited_by: 'facility', body: `${text} Highly recommended.` });
    await addReview(facilityId, { invited_by: 'facility', body: 'Completely different words about an uneventful week.' });
    const lone = await addReview(quiet, { created_at: '2026-01-01T00:00:00.000Z', body: 'A calm stay, good food, caring nurses.' });
    const res = await api(`/api/admin/reviews?limit=100`, withCookie(admin.cookie));
    const items = ((await res.json()) as { items: Array<{ id: number; signals: { sameNetwork: number; sameDay: number; allFromOwnInvitations: boolean; mostSimilar: { score: number } | null; raised: string[] } }> }).items;
    const of = (id: number) => items.find((r) => r.id === id)!.signals;
    expect(of(a.id).sameNetwork).toBe(1);
    expect(of(a.id).sameDay).toBe(3);
    expect(of(a.id).allFromOwnInvitations).toBe(true);
    expect(of(a.id).mostSimilar!.score).toBeGreaterThanOrEqual(0.5);
    expect(of(a.id).raised).toEqual(['same_network', 'burst', 'own_invitations', 'written_alike']);
    expect(of(lone.id)).toEqual({ sameNetwork: 0, sameDay: 1, allFromOwnInvitations: false, mostSimilar: null, raised: [] });
  });
});

describe('security', () => {
  it('is the administrators’ only: no session and a facility’s session are refused with 401, and nothing changes', async () => {
    const facilityId = await listing();
    const review = await addReview(facilityId);
    const facility = await addUser({ role: 'facility', password: 'a facility password 1', facilityId });
    const cookie = await signInAs('facility', facility.email, 'a facility password 1');
    expect((await api('/api/admin/reviews')).status).toBe(401);
    expect((await api('/api/admin/reviews', withCookie(cookie))).status).toBe(401);
    expect((await deskAction(cookie, review.id, 'publish')).status).toBe(401);
    expect((await reviewRow(review.id))!.status).toBe('pending');
  });
});
