import { env } from 'cloudflare:workers';
import { reviewerEmailHash, sealReviewerEmail } from '../reviews/reviewer-address';
import { insertRow, type Columns } from './factories';
import { send } from './fixtures';

// Reviews as the visitor side stores them (the address hashed and sealed with the Worker's own key),
// and the desk's calls, for the moderation tests.

export const reviewerEmail = () => `reviewer-${crypto.randomUUID().slice(0, 8)}@test.example.org`;

/** A review of `facilityId` from `email`, pending moderation unless `values` says otherwise. */
export async function addReview(facilityId: number, values: Columns<'reviews'> & { email?: string } = {}) {
  const { email = reviewerEmail(), ...columns } = values;
  const row = await insertRow('reviews', {
    facility_id: facilityId,
    status: 'pending',
    confirmed_at: new Date().toISOString(),
    email_hash: await reviewerEmailHash(env, email),
    email_sealed: await sealReviewerEmail(env, email),
    ...columns,
  });
  return { ...row, email };
}

export const reviewRow = (id: number) => env.DB.prepare('SELECT * FROM reviews WHERE id = ?1').bind(id).first<Record<string, unknown>>();

/** POST /api/admin/reviews/:id/<action> as `cookie`'s administrator. */
export const deskAction = (cookie: string, id: number, action: 'publish' | 'reject' | 'response/publish' | 'response/reject', body: unknown = {}) =>
  send('POST', `/api/admin/reviews/${id}/${action}`, body, { Cookie: cookie });
