import type { Database } from '../../lib/db';
import type { UsersRow } from '../../lib/schema-types';

export type Role = 'admin' | 'facility';

export type UserRow = Pick<UsersRow, 'id' | 'email' | 'name' | 'password_hash' | 'facility_id' | 'session_epoch'> & {
  role: Role;
  status: 'pending' | 'active' | 'disabled';
  /** 1 for a registration whose address is not confirmed yet: as if there were no account (accounts/queries/registrations.ts). */
  awaiting_confirmation: 0 | 1;
};

const COLUMNS = `id, email, name, role, status, password_hash, facility_id, session_epoch,
  (email_confirmation_hash IS NOT NULL) AS awaiting_confirmation`;

export function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  return db.first<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = ?1`, email);
}

/** The user behind a session, only while the account is active and the session not revoked. */
export function findSessionUser(db: Database, userId: number, epoch: number, sessionHash: string): Promise<UserRow | null> {
  return db.first<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = ?1 AND status = 'active' AND session_epoch = ?2
       AND NOT EXISTS (SELECT 1 FROM revoked_sessions WHERE session_hash = ?3)`,
    userId,
    epoch,
    sessionHash,
  );
}

/**
 * `facilityId` when it is one of the account's locations: its first listing, or any listing of its
 * organization (migration 0028). Null otherwise, whoever holds it.
 */
export async function findOwnLocation(db: Database, userId: number, facilityId: number): Promise<number | null> {
  const row = await db.first<{ id: number }>(
    `SELECT f.id FROM users u JOIN facilities f ON f.id = ?2
     WHERE u.id = ?1 AND (f.id = u.facility_id OR f.organization_id = u.organization_id)`,
    userId,
    facilityId,
  );
  return row?.id ?? null;
}

export function recordSignIn(db: Database, userId: number, newHash: string | null) {
  return db.run(
    `UPDATE users SET last_login_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
       password_hash = coalesce(?2, password_hash) WHERE id = ?1`,
    userId,
    newHash,
  );
}

export function revokeSession(db: Database, sessionHash: string, expiresAt: number) {
  return db.run(
    `INSERT INTO revoked_sessions (session_hash, expires_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING`,
    sessionHash,
    new Date(expiresAt).toISOString(),
  );
}

/**
 * Sets a new password and ends every session of the account (the epoch moves on, which also ends
 * every other reset link: migrations/0017). Only when the statement batched just before it changed
 * a row (the link being marked used): of two uses of one link at once, the second sets nothing.
 */
export function setPasswordIfLinkUsedStatement(db: Database, userId: number, passwordHash: string) {
  return db.statement(
    `UPDATE users SET password_hash = ?2, session_epoch = session_epoch + 1,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND changes() > 0 RETURNING id`,
    userId,
    passwordHash,
  );
}
