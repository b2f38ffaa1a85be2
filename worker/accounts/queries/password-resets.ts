import type { Database } from '../../lib/db';
import type { PasswordResetsRow, UsersRow } from '../../lib/schema-types';
import type { SqlCondition } from '../../email/queries/outbox';

// Single-use links, stored as the SHA-256 of their token. A 'reset' link sets a new password for a
// facility account; an 'invite' link sets an invited administrator's first one. Each flow accepts
// only its own purpose, so one kind of link can never be used as the other.

export function createResetStatement(db: Database, tokenHash: string, userId: number, expiresAt: Date) {
  return db.statement(
    `INSERT INTO password_resets (token_hash, user_id, expires_at, purpose) VALUES (?1, ?2, ?3, 'reset')`,
    tokenHash,
    userId,
    expiresAt.toISOString(),
  );
}

/**
 * An invitation link for the account with `email`, which the same batch has just created (so its
 * id is not known yet when the batch is built).
 */
export function createInviteStatement(db: Database, tokenHash: string, email: string, expiresAt: Date) {
  return db.statement(
    `INSERT INTO password_resets (token_hash, user_id, expires_at, purpose)
     SELECT ?1, id, ?3, 'invite' FROM users WHERE email = ?2`,
    tokenHash,
    email,
    expiresAt.toISOString(),
  );
}

/**
 * A new invitation link for a pending administrator (the earlier one ends: migrations/0017). Only
 * while still pending, as the batch runs; returns the account's id, no row when nothing was issued.
 */
export function reissueInviteStatement(db: Database, tokenHash: string, userId: number, expiresAt: Date) {
  return db.statement(
    `INSERT INTO password_resets (token_hash, user_id, expires_at, purpose)
     SELECT ?1, id, ?3, 'invite' FROM users WHERE id = ?2 AND role = 'admin' AND status = 'pending'
     RETURNING user_id`,
    tokenHash,
    userId,
    expiresAt.toISOString(),
  );
}

/** The link `tokenHash` was stored, as the batch reaches the statement this guards (its email). */
export const linkIssued = (tokenHash: string): SqlCondition => ({
  sql: 'EXISTS (SELECT 1 FROM password_resets WHERE token_hash = ?)',
  params: [tokenHash],
});

/** Which accounts each kind of link may still be used for (fixed SQL, no input). */
const USABLE_ACCOUNT = {
  reset: `u.status != 'disabled'`,
  invite: `u.role = 'admin' AND u.status = 'pending'`,
} as const;

function findUsable(db: Database, purpose: keyof typeof USABLE_ACCOUNT, tokenHash: string, now: Date) {
  return db.first<Pick<PasswordResetsRow, 'user_id'> & Pick<UsersRow, 'email'>>(
    `SELECT r.user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = ?1 AND r.purpose = ?2 AND r.used_at IS NULL AND r.expires_at > ?3 AND ${USABLE_ACCOUNT[purpose]}`,
    tokenHash,
    purpose,
    now.toISOString(),
  );
}

/** The account a reset token is for, while it is unused and unexpired. */
export const findUsableReset = (db: Database, tokenHash: string, now: Date) => findUsable(db, 'reset', tokenHash, now);

/** The invited administrator an invitation token is for, while it is unused, unexpired and still pending. */
export const findUsableInvite = (db: Database, tokenHash: string, now: Date) => findUsable(db, 'invite', tokenHash, now);

/** Marks the token used; the guard on used_at makes a second use of the same token change nothing. */
export function useResetStatement(db: Database, tokenHash: string, now: Date) {
  return db.statement(
    'UPDATE password_resets SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL',
    tokenHash,
    now.toISOString(),
  );
}

/**
 * True once the account's password is `passwordHash` (salted, so only the request that set it can
 * match): a statement batched after the change happens only when that change did.
 */
export const passwordSetTo = (userId: number, passwordHash: string): SqlCondition => ({
  sql: 'EXISTS (SELECT 1 FROM users WHERE id = ? AND password_hash = ?)',
  params: [userId, passwordHash],
});
