import type { Database } from './lib/db';
import { discardUnconfirmedStatements, expiredUnconfirmed } from './accounts/queries/registrations';
import { purgeExpiredStatements } from './queries/housekeeping';

/** A delivered email's text is kept this many days (docs/SECURITY.md, Retention). */
export const MAIL_BODY_DAYS = 30;
/** A failed email can be sent again from the desk for this many days; then its sealed copy goes. */
export const MAIL_SEALED_DAYS = 7;

/**
 * Drops rows whose time has passed: revoked sessions past expiry, old failure and rate counters,
 * used-up reset links, registrations never confirmed, contact emails whose link expired unfollowed,
 * and leads and contact messages older than `retentionDays` (the privacy page states the same
 * period). Audit lines about a deleted request stay: they name it by id only.
 * Listing views keep only today's (UTC) salt and visitor hashes: without its salt, an earlier day's
 * hash can never be linked to anyone again. Emails: see purgeOutboxStatements.
 */
export async function purgeExpired(db: Database, now: Date, retentionDays: number): Promise<void> {
  await db.batch(purgeExpiredStatements(db, now, { retentionDays, mailBodyDays: MAIL_BODY_DAYS, mailSealedDays: MAIL_SEALED_DAYS }));
  await purgeUnconfirmedRegistrations(db, now);
}

/** Registrations whose address was not confirmed within CONFIRM_DAYS: account, listing and submission. */
async function purgeUnconfirmedRegistrations(db: Database, now: Date): Promise<void> {
  const expired = await expiredUnconfirmed(db, now);
  if (expired.length > 0) await db.batch(discardUnconfirmedStatements(db, expired));
}
