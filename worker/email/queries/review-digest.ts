import type { Database } from '../../lib/db';
import type { UsersRow } from '../../lib/schema-types';
import type { SqlCondition } from './outbox';
import { CONFIRMED_SUBMISSION } from '../../accounts/queries/registrations';

// The administrators' daily digest: what waits for review, and who has not had today's.

/**
 * Registrations and changes to published listings waiting for a decision, and since when the oldest
 * has: as the desk counts them, so a registration whose address is not confirmed is not one.
 */
export async function reviewsWaiting(db: Database): Promise<{ count: number; oldest: string | null }> {
  const row = await db.first<{ count: number; oldest: string | null }>(
    `SELECT count(*) AS count, min(submitted_at) AS oldest FROM facility_submissions s WHERE s.status = 'pending' AND ${CONFIRMED_SUBMISSION}`,
  );
  return row ?? { count: 0, oldest: null };
}

/** Active administrators without a digest written since `dayStart`. */
export function adminsWithoutDigest(db: Database, dayStart: string) {
  return db.all<Pick<UsersRow, 'email'>>(
    `SELECT u.email FROM users u WHERE u.role = 'admin' AND u.status = 'active'
       AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.template = 'review_digest' AND o.to_email = u.email AND o.created_at >= ?1)
     ORDER BY u.id`,
    dayStart,
  );
}

/** Still no digest for `email` since `dayStart` as the batch runs (two scheduled runs at once write one). */
export const noDigestSince = (email: string, dayStart: string): SqlCondition => ({
  sql: `NOT EXISTS (SELECT 1 FROM email_outbox WHERE template = 'review_digest' AND to_email = ? AND created_at >= ?)`,
  params: [email, dayStart],
});
