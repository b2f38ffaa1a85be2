import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, addUser, api, loadReferenceData, send } from '../../test/fixtures';
import { publishedFacility } from '../../test/listing-edit';
import { deliverableText, newestEmail } from '../../test/mail';
import { confirmOwnReview, deleteOwnReview, editOwnReview, ownReview, reportReview, reviewBody, reviewKeyFor, writeReview } from '../../test/review-writing';
import { deskAction, reviewerEmail, reviewRow } from '../../test/reviews-desk';
import { signedInAdmin } from '../../test/staff';
import { purgeExpired } from '../../housekeeping';
import { Database } from '../../lib/db';
import { UNCONFIRMED_REVIEW_DAYS } from '../schemas/review-values';

// The reviewer's side of reviews (issue 43): who may write one, once per address per listing,
// confirmed from the address or verified by an invitation, edited and deleted with the key from
// the email, reported by anyone, and nothing in any answer saying who reviewed what.

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  await loadReferenceData();
  admin = await signedInAdmin();
});

const listing = () => addFacility({ name: `Writing ${crypto.randomUUID().slice(0, 6)} Recovery`, reviews: 0 });
const reviewsOf = async (id: number) => (await (await api(`/api/facility/public/${id}/reviews`)).json()) as { total: number; average: number | null; reviews: Array<{ id: number; body: string; verified: boolean }> };
const rowsOf = (facilityId: number) => env.DB.prepare('SELECT * FROM reviews WHERE facility_id = ?1 ORDER BY id').bind(facilityId).all<Record<string, unknown>>().then((r) => r.results);

/** Writes, confirms from the email and publishes at the desk: the review's id and its key. */
async function publishedReview(facilityId: number, values: Record<string, unknown> = {}) {
  const body = reviewBody(facilityId, values);
  expect((await writeReview(body)).status).toBe(202);
  const key = (await reviewKeyFor(body.email as string))!;
  const { id } = (await (await confirmOwnReview(key)).json()) as { id: number };
  expect((await deskAction(admin.cookie, id, 'publish')).status).toBe(200);
  return { id, key, email: body.email as string };
}

describe('writing a review', () => {
  it('is stored awaiting confirmation, the address emailed a link to its own page; confirmed, it waits for the desk; published, anyone reads it', async () => {
    const facilityId = await listing();
    const body = reviewBody(facilityId, { rating: 2 });
    const res = await writeReview(body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'awaiting_confirmation' });
    const [row] = await rowsOf(facilityId);
    expect(row).toMatchObject({ status: 'awaiting_confirmation', rating: 2, relationship: 'family', display_name: 'Ana R.', stayed_in: '2026-03', invited_by: null });
    // The address never sits in the clear, and the key only as its hash.
    expect(JSON.stringify(row)).not.toContain(body.email);
    const email = (await newestEmail(body.email as string, 'review_confirmation'))!;
    expect(email.body_text).not.toMatch(/key=[0-9a-f]{64}/);
    const key = (await reviewKeyFor(body.email as string))!;
    expect(row!.key_hash).not.toBe(key);
    expect((await reviewsOf(facilityId)).total).toBe(0);

    const mine = await ownReview(key);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await mine.json()).toMatchObject({ id: row!.id, status: 'awaiting_confirmation', body: body.body, verified: false });

    const confirmed = await confirmOwnReview(key);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ id: row!.id, status: 'pending' });
    // Confirming again (a second click) answers the same.
    expect(await (await confirmOwnReview(key)).json()).toEqual({ id: row!.id, status: 'pending' });
    expect((await reviewsOf(facilityId)).total).toBe(0);

    // A negative review is published as readily as any.
    expect((await deskAction(admin.cookie, row!.id as number, 'publish')).status).toBe(200);
    const page = await reviewsOf(facilityId);
    expect(page).toMatchObject({ total: 1, average: 2 });
    expect(page.reviews[0]).toMatchObject({ body: body.body, verified: false });
    expect(JSON.stringify(page)).not.toContain(body.email);
  });

  it('refuses a review without who the reviewer was, a rating out of 1–5, no consent, or a listing not published', async () => {
    const facilityId = await listing();
    const unpublished = await addFacility({ name: 'Unlisted Writing Recovery', status: 'pending' });
    for (const [values, field] of [
      [{ relationship: undefined }, 'relationship'],
      [{ relationship: 'neighbour' }, 'relationship'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ consent: false }, 'consent'],
      [{ body: '   ' }, 'body'],
      [{ email: 'not an address' }, 'email'],
      [{ stayedIn: '2099-01' }, 'stayedIn'],
    ] as const) {
      const res = await writeReview(reviewBody(facilityId, values));
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(Object.keys((await errorOf(res)).error.fields ?? {})).toContain(field);
    }
    const spanish = await writeReview(reviewBody(facilityId, { rating: 9, locale: 'es' }));
    expect((await errorOf(spanish)).error.fields?.rating).toBe('Elija una calificación de 1 a 5 estrellas');
    const missing = await writeReview(reviewBody(unpublished));
    expect(missing.status).toBe(404);
    expect(await rowsOf(facilityId)).toEqual([]);
  });

  it('refuses the listing’s own addresses and accounts: its public email, its account, its organisation’s staff, a signed-in account of it', async () => {
    const a = await publishedFacility();
    const listingEmail = `front-${crypto.randomUUID().slice(0, 6)}@listing.example.org`;
    await env.DB.prepare('UPDATE facilities SET email = ?2 WHERE id = ?1').bind(a.facilityId, listingEmail).run();
    const staff = await addUser({ role: 'facility', password: 'Staff Password 2026', facilityId: a.facilityId });
    for (const email of [listingEmail.toUpperCase(), a.email, ` ${staff.email} `]) {
      const res = await writeReview(reviewBody(a.facilityId, { rating: 5, email }));
      expect(res.status, email).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
    }
    const signedIn = await writeReview(reviewBody(a.facilityId, { rating: 5 }), { Cookie: a.cookie });
    expect(signedIn.status).toBe(403);
    expect(await rowsOf(a.facilityId)).toEqual([]);
    // Another listing is theirs to review like anyone's.
    expect((await writeReview(reviewBody(await listing(), { email: a.email }))).status).toBe(202);
  });

  it('keeps one review per address per listing: a second one answers as the first did, changes nothing, and tells the address where to edit theirs', async () => {
    const facilityId = await listing();
    const first = await publishedReview(facilityId, { body: 'The first words.' });
    const again = await writeReview(reviewBody(facilityId, { email: first.email.toUpperCase(), body: 'A second try.' }));
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ status: 'awaiting_confirmation' });
    const rows = await rowsOf(facilityId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ body: 'The first words.', status: 'published' });
    const told = (await deliverableText(first.email.toUpperCase().toLowerCase(), 'review_already_written'))!;
    expect(told).toContain('one review per facility');
    // The new link opens theirs; the old one stopped working.
    const renewed = (await reviewKeyFor(first.email, 'review_already_written'))!;
    expect((await ownReview(renewed)).status).toBe(200);
    expect((await ownReview(first.key)).status).toBe(404);
  });

  it('replaces a review still awaiting its confirmation when the same address writes again (nobody read the first)', async () => {
    const facilityId = await listing();
    const email = reviewerEmail();
    await writeReview(reviewBody(facilityId, { email, body: 'Draft one.' }));
    const oldKey = (await reviewKeyFor(email))!;
    await writeReview(reviewBody(facilityId, { email, body: 'Draft two.' }));
    const rows = await rowsOf(facilityId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ body: 'Draft two.', status: 'awaiting_confirmation' });
    expect((await confirmOwnReview(oldKey)).status).toBe(404);
    expect((await confirmOwnReview((await reviewKeyFor(email))!)).status).toBe(200);
  });

  it('stores a request sent twice with one Idempotency-Key once, with one email', async () => {
    const facilityId = await listing();
    const body = reviewBody(facilityId);
    const headers = { 'Idempotency-Key': `review-${crypto.randomUUID()}` };
    expect((await writeReview(body, headers)).status).toBe(202);
    expect((await writeReview(body, headers)).status).toBe(202);
    expect(await rowsOf(facilityId)).toHaveLength(1);
    const emails = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(body.email).first<{ n: number }>();
    expect(emails!.n).toBe(1);
    expect((await writeReview({ ...body, body: 'Other words.' }, headers)).status).toBe(409);
  });

  it('is verified and with the desk at once from an invitation for this listing and this address, which it uses up', async () => {
    const a = await publishedFacility();
    const invited = reviewerEmail();
    expect((await send('POST', '/api/facility/me/review-invitations', { emails: [invited] }, { Cookie: a.cookie })).status).toBe(202);
    const token = /invitation=([0-9a-f]{64})/.exec((await deliverableText(invited, 'review_invitation'))!)![1]!;
    // Another address, or another listing, cannot use it: their review is an ordinary one.
    const other = await writeReview(reviewBody(a.facilityId, { invitation: token }));
    expect(await other.json()).toEqual({ status: 'awaiting_confirmation' });
    const elsewhere = await writeReview(reviewBody(await listing(), { email: invited, invitation: token }));
    expect(await elsewhere.json()).toEqual({ status: 'awaiting_confirmation' });

    const res = await writeReview(reviewBody(a.facilityId, { email: ` ${invited.toUpperCase()}`, invitation: token, rating: 1 }));
    expect(await res.json()).toEqual({ status: 'pending' });
    const row = (await rowsOf(a.facilityId)).find((r) => r.invited_by === 'facility')!;
    expect(row).toMatchObject({ status: 'pending', invited_by: 'facility' });
    expect(row.confirmed_at).not.toBeNull();
    const used = await env.DB.prepare('SELECT used_at FROM review_invitations WHERE id = ?1').bind(row.invitation_id).first<{ used_at: string | null }>();
    expect(used!.used_at).not.toBeNull();
    expect(await deliverableText(invited, 'review_received')).toContain('verified');
    expect((await deskAction(admin.cookie, row.id as number, 'publish')).status).toBe(200);
    expect((await reviewsOf(a.facilityId)).reviews[0]).toMatchObject({ verified: true });
  });
});

describe('the reviewer’s key', () => {
  it('edits the review: back to moderation and off the page, the listing’s figures with it', async () => {
    const facilityId = await listing();
    const { id, key } = await publishedReview(facilityId, { rating: 5 });
    expect((await reviewsOf(facilityId)).average).toBe(5);
    const res = await editOwnReview(id, key, { rating: 3, body: 'Changed my mind after the discharge.', relationship: 'family', displayName: 'A. R.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'pending', rating: 3, body: 'Changed my mind after the discharge.', displayName: 'A. R.' });
    expect(await reviewsOf(facilityId)).toMatchObject({ total: 0, average: null });
    expect((await reviewRow(id))!.published_at).toBeNull();
    expect((await editOwnReview(id, key, { rating: 3, body: '', relationship: 'family', displayName: 'A' })).status).toBe(400);
  });

  it('deletes the review, and nothing opens without the right key for that review', async () => {
    const facilityId = await listing();
    const mine = await publishedReview(facilityId);
    const theirs = await publishedReview(facilityId);
    for (const res of [await deleteOwnReview(theirs.id, mine.key), await deleteOwnReview(mine.id, 'f'.repeat(64)), await deleteOwnReview(mine.id, 'short')]) {
      expect(res.status).toBe(404);
    }
    expect((await ownReview('0'.repeat(64))).status).toBe(404);
    expect((await send('GET', '/api/reviews/mine')).status).toBe(404);
    expect((await editOwnReview(theirs.id, mine.key, { rating: 1, body: 'Hijacked.', relationship: 'client', displayName: 'X' })).status).toBe(404);
    expect((await reviewsOf(facilityId)).total).toBe(2);

    expect((await deleteOwnReview(mine.id, mine.key)).status).toBe(204);
    expect(await reviewRow(mine.id)).toBeNull();
    expect((await reviewsOf(facilityId)).total).toBe(1);
    expect((await deleteOwnReview(mine.id, mine.key)).status).toBe(404);
  });
});

describe('reports', () => {
  it('anyone reports a published review; it lands on the desk, which keeps it or takes it down naming the guideline', async () => {
    const facilityId = await listing();
    const kept = await publishedReview(facilityId);
    const removed = await publishedReview(facilityId);
    const report = await reportReview(kept.id, { reason: 'fake', details: 'This person was never there.' });
    expect(report.status).toBe(201);
    expect((await reportReview(removed.id, { reason: 'other_clients' })).status).toBe(201);
    expect((await reportReview(kept.id, { reason: 'because' })).status).toBe(400);
    expect((await reportReview(2_000_000_000, { reason: 'fake' })).status).toBe(404);

    const desk = (await (await api(`/api/admin/reviews?reported=1&facilityId=${facilityId}`, { headers: { Cookie: admin.cookie } })).json()) as {
      items: Array<{ id: number; reports: Array<{ reason: string; details: string; resolvedAt: string | null }> }>;
    };
    expect(desk.items.map((r) => r.id).sort()).toEqual([kept.id, removed.id].sort());
    expect(desk.items.find((r) => r.id === kept.id)!.reports).toEqual([expect.objectContaining({ reason: 'fake', details: 'This person was never there.', resolvedAt: null })]);

    expect((await deskAction(admin.cookie, kept.id, 'publish')).status).toBe(200);
    expect((await deskAction(admin.cookie, removed.id, 'reject', { guideline: 'other_clients' })).status).toBe(200);
    expect((await reviewRow(removed.id))!).toMatchObject({ status: 'rejected', rejected_guideline: 'other_clients', published_at: null });
    expect((await reviewsOf(facilityId)).reviews.map((r) => r.id)).toEqual([kept.id]);
    const after = (await (await api(`/api/admin/reviews?reported=1&facilityId=${facilityId}`, { headers: { Cookie: admin.cookie } })).json()) as { items: unknown[] };
    expect(after.items).toEqual([]);
    // Decided, a published review is not decided again without a new report.
    expect((await deskAction(admin.cookie, kept.id, 'publish')).status).toBe(409);
    // The reviewer sees what happened to theirs.
    expect(await (await ownReview(removed.key)).json()).toMatchObject({ status: 'rejected', rejectedGuideline: 'other_clients' });
  });

  it('refuses a report about a review that is not published', async () => {
    const facilityId = await listing();
    await writeReview(reviewBody(facilityId));
    const [row] = await rowsOf(facilityId);
    expect((await reportReview(row!.id as number, { reason: 'fake' })).status).toBe(404);
  });
});

describe('an unconfirmed review', () => {
  it(`is deleted ${UNCONFIRMED_REVIEW_DAYS} days after it was written, as its email says; a confirmed one stays`, async () => {
    const facilityId = await listing();
    const unconfirmed = reviewBody(facilityId);
    const confirmed = reviewBody(facilityId);
    await writeReview(unconfirmed);
    await writeReview(confirmed);
    await confirmOwnReview((await reviewKeyFor(confirmed.email as string))!);
    expect(await deliverableText(unconfirmed.email as string, 'review_confirmation')).toContain(`deleted after ${UNCONFIRMED_REVIEW_DAYS} days`);
    const db = new Database(env.DB);
    await purgeExpired(db, new Date(Date.now() + (UNCONFIRMED_REVIEW_DAYS - 1) * 24 * 3600 * 1000), 365);
    expect(await rowsOf(facilityId)).toHaveLength(2);
    await purgeExpired(db, new Date(Date.now() + (UNCONFIRMED_REVIEW_DAYS + 0.01) * 24 * 3600 * 1000), 365);
    expect((await rowsOf(facilityId)).map((r) => r.status)).toEqual(['pending']);
  });
});
