import type { Database } from '../lib/db';

/** Drops rows whose time has passed: revoked sessions past expiry, old failure and rate counters. */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  await db.batch([
    db.statement('DELETE FROM revoked_sessions WHERE expires_at < ?1', now.toISOString()),
    db.statement('DELETE FROM sign_in_failures WHERE window_start < ?1', dayAgo),
    db.statement('DELETE FROM rate_limit_counters WHERE window_start < ?1', dayAgo),
    db.statement('DELETE FROM password_resets WHERE expires_at < ?1', dayAgo),
  ]);
}
