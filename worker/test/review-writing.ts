import { deliverableText } from './mail';
import { newClient, send } from './fixtures';
import { reviewerEmail } from './reviews-desk';

// The reviewer's calls (POST /api/reviews and the key from their email), for the tests of writing,
// confirming, editing, deleting and reporting reviews.

/** A whole, valid review of `facilityId` from a new address, with `values` over it. */
export const reviewBody = (facilityId: number, values: Record<string, unknown> = {}) => ({
  facilityId,
  rating: 4,
  title: 'Kind staff, slow intake',
  body: 'My brother stayed six weeks. The nurses were kind; intake took three days of calls.',
  relationship: 'family',
  displayName: 'Ana R.',
  stayedIn: '2026-03',
  email: reviewerEmail(),
  consent: true,
  ...values,
});

/** POST /api/reviews from a client address of its own (so rate limits of one test never touch another). */
export const writeReview = (body: unknown, headers: Record<string, string> = {}) => send('POST', '/api/reviews', body, { ...newClient(), ...headers });

/** The key in the newest `template` email to `to` (its link to the reviewer's page), or null. */
export async function reviewKeyFor(to: string, template = 'review_confirmation'): Promise<string | null> {
  const text = await deliverableText(to, template);
  return text ? (/reviews\/manage\?key=([0-9a-f]{64})/.exec(text)?.[1] ?? null) : null;
}

/** The reviewer's calls with their key. */
export const ownReview = (key: string) => send('GET', '/api/reviews/mine', undefined, { 'X-Review-Key': key, ...newClient() });
export const editOwnReview = (id: number, key: string, body: unknown) => send('PATCH', `/api/reviews/${id}`, body, { 'X-Review-Key': key, ...newClient() });
export const deleteOwnReview = (id: number, key: string) => send('DELETE', `/api/reviews/${id}`, undefined, { 'X-Review-Key': key, ...newClient() });
export const confirmOwnReview = (token: string) => send('POST', '/api/reviews/confirmation', { token }, newClient());
export const reportReview = (id: number, body: unknown, headers: Record<string, string> = {}) => send('POST', `/api/reviews/${id}/reports`, body, { ...newClient(), ...headers });
