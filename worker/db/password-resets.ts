import type { Database } from '../lib/db';

export function createResetStatement(db: Database, tokenHash: string, userId: number, expiresAt: Date) {
  return db.statement(
    'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?1, ?2, ?3)',
    tokenHash,
    userId,
    expiresAt.toISOString(),
  );
}

/** The account a reset token is for, while it is unused and unexpired. */
export function findUsableReset(db: Database, tokenHash: string, now: Date) {
  return db.first<{ user_id: number }>(
    `SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = ?1 AND r.used_at IS NULL AND r.expires_at > ?2 AND u.status != 'disabled'`,
    tokenHash,
    now.toISOString(),
  );
}

/** Marks the token used; the guard on used_at makes a second use of the same token change nothing. */
export function useResetStatement(db: Database, tokenHash: string, now: Date) {
  return db.statement(
    'UPDATE password_resets SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL',
    tokenHash,
    now.toISOString(),
  );
}
