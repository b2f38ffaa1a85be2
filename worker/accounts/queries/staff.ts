import type { Database } from '../../lib/db';
import { pageOf, Where } from '../../lib/list-query';

// Staff are the users with role 'admin'. An invited one is 'pending' (awaiting_password = 1) until
// they set a password through the invitation link; 'disabled' ones cannot sign in.

export type StaffStatus = 'pending' | 'active' | 'disabled';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  status: StaffStatus;
  lastLoginAt: string | null;
  createdAt: string;
}

const STAFF_COLUMNS = 'id, email, name, status, last_login_at AS lastLoginAt, created_at AS createdAt';
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** One page of staff, longest-serving first, and how many there are. */
export async function listStaff(db: Database, limit: number, offset: number): Promise<{ items: StaffMember[]; total: number }> {
  const where = new Where();
  where.add("role = 'admin'");
  const { rows, total } = await pageOf<StaffMember>(db, { columns: STAFF_COLUMNS, from: 'FROM users', order: 'ORDER BY id' }, where, { limit, offset });
  return { items: rows, total };
}

export function findStaffMember(db: Database, id: number): Promise<StaffMember | null> {
  return db.first<StaffMember>(`SELECT ${STAFF_COLUMNS} FROM users WHERE id = ?1 AND role = 'admin'`, id);
}

/**
 * An invited administrator: pending, awaiting a password. `placeholderHash` is a real hash of a
 * secret nobody keeps, so sign-in spends the usual time on it and never matches.
 */
export function createInvitedStaffStatement(db: Database, input: { email: string; name: string; placeholderHash: string }) {
  return db.statement(
    `INSERT INTO users (email, name, role, status, password_hash, awaiting_password) VALUES (?1, ?2, 'admin', 'pending', ?3, 1)
     RETURNING ${STAFF_COLUMNS}`,
    input.email,
    input.name,
    input.placeholderHash,
  );
}

interface Actor {
  id: number;
  email: string;
}

/** The invitation's audit line: its target is the id the same batch just gave the new account. */
export function inviteAuditStatement(db: Database, actor: Actor, email: string) {
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target) SELECT ?1, ?2, 'staff.invite', 'user:' || id FROM users WHERE email = ?3`,
    actor.id,
    actor.email,
    email,
  );
}

/**
 * Disables an administrator and ends their sessions (the epoch moves on), unless that would leave no
 * active administrator. The check is part of the UPDATE itself, so two admins disabling each other at
 * once cannot both succeed. Returns the account as it now is; no row when nothing changed.
 */
export function disableStaffStatement(db: Database, id: number) {
  return db.statement(
    `UPDATE users SET status = 'disabled', session_epoch = session_epoch + 1, updated_at = ${NOW}
     WHERE id = ?1 AND role = 'admin' AND status != 'disabled'
       AND (status = 'pending'
            OR (SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active' AND id != ?1) > 0)
     RETURNING ${STAFF_COLUMNS}`,
    id,
  );
}

/** Enables a disabled administrator again: active, or pending when they never accepted their invitation. */
export function enableStaffStatement(db: Database, id: number) {
  return db.statement(
    `UPDATE users SET status = CASE awaiting_password WHEN 1 THEN 'pending' ELSE 'active' END, updated_at = ${NOW}
     WHERE id = ?1 AND role = 'admin' AND status = 'disabled'
     RETURNING ${STAFF_COLUMNS}`,
    id,
  );
}

/**
 * An invited administrator's first password: the account becomes active. Only a pending account
 * changes, so of two uses of one link at once, the second changes nothing.
 */
export function acceptInvitationStatement(db: Database, id: number, passwordHash: string) {
  return db.statement(
    `UPDATE users SET password_hash = ?2, status = 'active', awaiting_password = 0,
       session_epoch = session_epoch + 1, updated_at = ${NOW}
     WHERE id = ?1 AND role = 'admin' AND status = 'pending'
     RETURNING id, email`,
    id,
    passwordHash,
  );
}
