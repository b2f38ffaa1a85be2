import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/client';
import { addFacility, api, loadPageRenderer, loadReferenceData, newClient, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';
import { reviewKeyFor } from '../test/review-writing';
import { addReview, reviewerEmail } from '../test/reviews-desk';

// The reviewer's pages as the Worker draws them, and their forms posted without script (issue 43,
// decision 025): the review form on /facility/:id/review, the reviewer's own page opened from their
// email (confirm, change, delete), and "Report this review" on the listing.

let facilityId: number;
beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Quiet Cove Recovery', reviews: 0 });
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

function post(path: string, fields: Record<string, string>) {
  return api(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...newClient() },
    body: new URLSearchParams(fields).toString(),
  });
}

const reviewForm = (fields: Record<string, string> = {}) => ({
  _form: 'review',
  _key: crypto.randomUUID(),
  rating: '2',
  relationship: 'client',
  title: '',
  body: 'Intake was quick; the evening staff rarely answered the phone.',
  displayName: 'Sam T.',
  stayedIn: '',
  lang: 'en',
  email: reviewerEmail(),
  invitation: '',
  consent: 'on',
  website: '',
  ...fields,
});

const rowsOf = (id: number) => env.DB.prepare('SELECT * FROM reviews WHERE facility_id = ?1 ORDER BY id').bind(id).all<Record<string, unknown>>().then((r) => r.results);

describe('the review form', () => {
  it('is drawn whole for a browser without script, never indexed, saying what will be public', async () => {
    const res = await api(`/facility/${facilityId}/review`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(/<form [^>]*aria-label="Write a review of this facility"[^>]*method="post"/);
    expect(html).toContain('Never public: your email address.');
    expect(html).toContain('name="relationship"');
    expect((await api('/facility/999999/review')).status).toBe(404);
  });

  it('sent without script: stored once, then the page says to check the email; refused, it comes back with its errors and every value', async () => {
    const id = await addFacility({ name: 'Posted Cove Recovery', reviews: 0 });
    const fields = reviewForm();
    const res = await post(`/facility/${id}/review`, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/facility/${id}/review?sent=confirm`);
    expect((await post(`/facility/${id}/review`, fields)).status).toBe(303);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await (await api(`/facility/${id}/review?sent=confirm`)).text()).toContain('Check your email to confirm your review');

    const { consent: _, ...unticked } = reviewForm({ body: 'Words I typed stay.', relationship: '' });
    const refused = await post(`/facility/${id}/review`, unticked);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Please say who you were to this facility');
    expect(html).toContain('Please confirm that your review is true and follows our guidelines');
    expect(html).toContain('Words I typed stay.');
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('is in Spanish on /es/, its errors too, and the review keeps the language chosen', async () => {
    const id = await addFacility({ name: 'Spanish Cove Recovery', reviews: 0 });
    expect(await (await api(`/es/facility/${id}/review`)).text()).toContain('Nunca se publica: su dirección de correo.');
    const refused = await post(`/es/facility/${id}/review`, reviewForm({ rating: '' }));
    expect(await refused.text()).toContain('Elija una calificación de 1 a 5 estrellas');
    expect((await post(`/es/facility/${id}/review`, reviewForm({ lang: 'es' }))).headers.get('Location')).toBe(`/es/facility/${id}/review?sent=confirm`);
    expect((await rowsOf(id))[0]).toMatchObject({ lang: 'es' });
  });
});

describe("the reviewer's own page", () => {
  it('confirms, changes and deletes the review with plain forms; never kept by a shared cache', async () => {
    const id = await addFacility({ name: 'Managed Cove Recovery', reviews: 0 });
    const fields = reviewForm();
    await post(`/facility/${id}/review`, fields);
    const key = (await reviewKeyFor(fields.email))!;
    const page = `/reviews/manage?key=${key}`;
    const shown = await api(page);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await shown.text();
    expect(html).toContain('Not confirmed yet');
    expect(html).toContain('Intake was quick');
    expect(html).not.toContain(fields.email);

    const confirmed = await post(page, { _form: 'confirm', _key: crypto.randomUUID() });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe(`/reviews/manage?key=${key}&done=confirmed`);
    expect((await rowsOf(id))[0]).toMatchObject({ status: 'pending' });

    const edit = { _form: 'edit', _key: crypto.randomUUID(), rating: '4', relationship: 'client', title: 'Better after week one', body: 'It got better.', displayName: 'Sam T.', stayedIn: '', lang: 'en' };
    expect((await post(page, { ...edit, body: '' })).status).toBe(400);
    expect((await post(page, edit)).status).toBe(303);
    expect((await rowsOf(id))[0]).toMatchObject({ rating: 4, title: 'Better after week one', body: 'It got better.', status: 'pending' });

    const deleted = await post(page, { _form: 'delete', _key: crypto.randomUUID() });
    expect(deleted.headers.get('Location')).toBe('/reviews/manage?done=deleted');
    expect(await rowsOf(id)).toEqual([]);
    expect(await (await api(page)).text()).toContain('This link does not open a review any more');
  });
});

describe('"Report this review" on the listing', () => {
  it('is under every published review, posts without script, lands with the review, and thanks under it', async () => {
    const id = await addFacility({ name: 'Reported Cove Recovery', reviews: 0 });
    const review = await addReview(id, { status: 'published', published_at: new Date().toISOString(), body: 'Best place ever, call now for a discount!' });
    const listing = await (await api(`/facility/${id}`)).text();
    expect(listing).toContain(`href="/facility/${id}/review"`);
    expect(listing).toContain('Report this review');
    const fields = { _form: 'review-report', _key: crypto.randomUUID(), reviewId: String(review.id), reason: 'advertising', details: 'A sales pitch.', website: '' };
    const refused = await post(`/facility/${id}`, { ...fields, reason: '' });
    expect(refused.status).toBe(400);
    const sent = await post(`/facility/${id}`, fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe(`/facility/${id}?reviewReported=${review.id}#review-${review.id}`);
    const reports = await env.DB.prepare('SELECT reason, details FROM review_reports WHERE review_id = ?1').bind(review.id).all();
    expect(reports.results).toEqual([{ reason: 'advertising', details: 'A sales pitch.' }]);
    expect(await (await api(`/facility/${id}?reviewReported=${review.id}`)).text()).toContain('Thank you for your report.');
  });
});
