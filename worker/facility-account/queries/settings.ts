import type { Database } from '../../lib/db';
import type { FacilityContact } from '../schemas/settings';
import { auditStatement } from '../../lib/audit';
import type { SqlCondition } from '../../email/queries/outbox';

// The facility dashboard's Settings: the account's password and sessions, and the listing's private
// contact details. Every statement names the signed-in account or its own listing by id.

interface Actor {
  id: number;
  email: string;
}

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export function passwordHashOf(db: Database, userId: number) {
  return db.first<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?1', userId);
}

/**
 * Stores a new password and moves the session epoch on, which ends every session of the account.
 * Only while the epoch is still `epoch` (the one the request's session was checked against): a sign
 * out everywhere that landed first wins, and this changes nothing. Returns the new epoch.
 */
export function changePasswordStatement(db: Database, userId: number, epoch: number, passwordHash: string) {
  return db.statement(
    `UPDATE users SET password_hash = ?3, session_epoch = session_epoch + 1, updated_at = ${NOW}
     WHERE id = ?1 AND session_epoch = ?2 AND status = 'active'
     RETURNING session_epoch`,
    userId,
    epoch,
    passwordHash,
  );
}

/**
 * True once the batch stored `passwordHash` (salted, so no other write stores the same): what the
 * audit line and the notice batched after changePasswordStatement check, so a change that did not
 * happen leaves neither.
 */
export const passwordStored = (userId: number, passwordHash: string): SqlCondition => ({
  sql: 'EXISTS (SELECT 1 FROM users WHERE id = ? AND password_hash = ?)',
  params: [userId, passwordHash],
});

/** The audit line of a password change, written only when `stored` holds. */
export function passwordChangeAuditStatement(db: Database, actor: Actor, stored: SqlCondition) {
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target)
     SELECT ?, ?, 'account.password_change', ? WHERE ${stored.sql}`,
    actor.id,
    actor.email,
    `user:${actor.id}`,
    ...stored.params,
  );
}

/** Sign out everywhere: the epoch moves on, so every session of the account ends at once. */
export function endAllSessionsStatements(db: Database, actor: Actor) {
  return [
    db.statement(`UPDATE users SET session_epoch = session_epoch + 1, updated_at = ${NOW} WHERE id = ?1`, actor.id),
    auditStatement(db, { actorId: actor.id, actorEmail: actor.email, action: 'account.sign_out_everywhere', target: `user:${actor.id}` }),
  ];
}

const CONTACT_COLUMNS = 'contact_name AS name, contact_title AS title, contact_phone AS phone, contact_email AS email';

/** The listing's private contact details (never part of the public listing). */
export function getContact(db: Database, facilityId: number) {
  return db.first<FacilityContact>(`SELECT ${CONTACT_COLUMNS} FROM facilities WHERE id = ?1`, facilityId);
}

/**
 * Stores the contact details, with an audit line naming the fields that changed (never their
 * values). Returns the details as stored.
 */
export function saveContactStatements(db: Database, actor: Actor, facilityId: number, contact: FacilityContact, changed: string[]) {
  return [
    db.statement(
      `UPDATE facilities SET contact_name = ?2, contact_title = ?3, contact_phone = ?4, contact_email = ?5
       WHERE id = ?1 RETURNING ${CONTACT_COLUMNS}`,
      facilityId,
      contact.name,
      contact.title,
      contact.phone,
      contact.email,
    ),
    auditStatement(db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'facility.contact_update',
      target: `facility:${facilityId}`,
      detail: { fields: changed },
    }),
  ];
}
