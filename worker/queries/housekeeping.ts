import type { Database } from '../lib/db';
import { purgeOutboxStatements } from '../email/queries/outbox';
import { UNCONFIRMED_REVIEW_DAYS } from '../reviews/schemas/review-values';

// The scheduled purge's SQL (housekeeping.ts): rows of many domains whose time has passed, deleted
// in one batch.

const DAY_MS = 24 * 3600 * 1000;

/** How long what is kept for a while is kept, in days. */
export interface PurgePeriods {
  /** Leads and contact messages. */
  retentionDays: number;
  /** A delivered email's text. */
  mailBodyDays: number;
  /** A failed email's sealed copy. */
  mailSealedDays: number;
}

/** The statements that drop what has expired at `now` (see purgeExpired for what and why). */
export function purgeExpiredStatements(db: Database, now: Date, periods: PurgePeriods): D1PreparedStatement[] {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const keptSince = new Date(now.getTime() - periods.retentionDays * DAY_MS).toISOString();
  const today = now.toISOString().slice(0, 10);
  return [
    db.statement('DELETE FROM revoked_sessions WHERE expires_at < ?1', now.toISOString()),
    db.statement('DELETE FROM sign_in_failures WHERE window_start < ?1', dayAgo),
    db.statement('DELETE FROM rate_limit_counters WHERE window_start < ?1', dayAgo),
    db.statement('DELETE FROM password_resets WHERE expires_at < ?1', dayAgo),
    db.statement('DELETE FROM contact_email_changes WHERE expires_at < ?1', now.toISOString()),
    db.statement('DELETE FROM leads WHERE created_at < ?1', keptSince),
    db.statement('DELETE FROM contact_messages WHERE created_at < ?1', keptSince),
    db.statement('DELETE FROM view_salts WHERE day < ?1', today),
    db.statement('DELETE FROM view_visitors WHERE day < ?1', today),
    ...purgeOutboxStatements(db, now, { bodyDays: periods.mailBodyDays, sealedDays: periods.mailSealedDays, retentionDays: periods.retentionDays }),
    db.statement('DELETE FROM registration_requests WHERE created_at < ?1', dayAgo),
    // A review its address never confirmed: gone after the days its confirmation email states.
    db.statement(`DELETE FROM reviews WHERE status = 'awaiting_confirmation' AND updated_at < ?1`, new Date(now.getTime() - UNCONFIRMED_REVIEW_DAYS * DAY_MS).toISOString()),
  ];
}
