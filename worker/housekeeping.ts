import type { Database } from './lib/db';
import { purgeOutboxStatements } from './email/queries/outbox';
import { discardUnconfirmedStatements, expiredUnconfirmed } from './accounts/queries/registrations';

const DAY_MS = 24 * 3600 * 1000;

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
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const keptSince = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const today = now.toISOString().slice(0, 10);
  await db.batch([
    db.statement('DELETE FROM revoked_sessions WHERE expires_at < ?1', now.toISOString()),
    db.statement('DELETE FROM sign_in_failures WHERE window_start < ?1', dayAgo),
    db.statement('DELETE FROM rate_limit_counters WHERE window_start < ?1', dayAgo),
    db.statement('DELETE FROM password_resets WHERE expires_at < ?1', dayAgo),
    db.statement('DELETE FROM contact_email_changes WHERE expires_at < ?1', now.toISOString()),
    db.statement('DELETE FROM leads WHERE created_at < ?1', keptSince),
    db.statement('DELETE FROM contact_messages WHERE created_at < ?1', keptSince),
    db.statement('DELETE FROM view_salts WHERE day < ?1', today),
    db.statement('DELETE FROM view_visitors WHERE day < ?1', today),
    ...purgeOutboxStatements(db, now, { bodyDays: MAIL_BODY_DAYS, sealedDays: MAIL_SEALED_DAYS, retentionDays }),
    db.statement('DELETE FROM registration_requests WHERE created_at < ?1', dayAgo),
  ]);
  await purgeUnconfirmedRegistrations(db, now);
}

/** Registrations whose address was not confirmed within CONFIRM_DAYS: account, listing and submission. */
async function purgeUnconfirmedRegistrations(db: Database, now: Date): Promise<void> {
  const expired = await expiredUnconfirmed(db, now);
  if (expired.length > 0) await db.batch(discardUnconfirmedStatements(db, expired));
}
