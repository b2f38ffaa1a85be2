import type { Database } from '../../lib/db';
import type { UsersRow } from '../../lib/schema-types';
import type { FacilityContact } from '../schemas/settings';
import { auditIfChangedStatement, auditStatement } from '../../lib/queries/audit';
import type { SqlCondition } from '../../email/queries/outbox';

// The facility dashboard's Settings: the account's password and sessions, and the listing's private
// contact details. Every statement names the signed-in account or its own listing by id.

interface Actor {
  id: number;
  email: string;
}

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export function passwordHashOf(db: Database, userId: number) {
  return db.first<Pick<UsersRow, 'password_hash'>>('SELECT password_hash FROM users WHERE id = ?1', userId);
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

/** How long a new contact email's confirmation link works; the address asked for is dropped after it. */
export const CONTACT_CONFIRM_DAYS = 7;
const CONTACT_CONFIRM_MS = CONTACT_CONFIRM_DAYS * 24 * 3600 * 1000;

/** A new contact email asked for in Settings, awaiting its link; notices go to the confirmed one meanwhile. */
export interface PendingEmail {
  email: string;
  expiresAt: string;
}

/**
 * The listing's private contact details (never part of the public listing): `email` is the
 * confirmed address, where notices go; `pendingEmail` the one asked for, while its link still works.
 */
export async function getContact(db: Database, facilityId: number, now: Date): Promise<{ contact: FacilityContact; pendingEmail: PendingEmail | null } | null> {
  const row = await db.first<FacilityContact & { pendingEmail: string | null; pendingExpiresAt: string | null }>(
    `SELECT f.contact_name AS name, f.contact_title AS title, f.contact_phone AS phone, f.contact_email AS email,
       c.email AS pendingEmail, c.expires_at AS pendingExpiresAt
     FROM facilities f LEFT JOIN contact_email_changes c ON c.facility_id = f.id AND c.expires_at > ?2
     WHERE f.id = ?1`,
    facilityId,
    now.toISOString(),
  );
  if (!row) return null;
  const { pendingEmail, pendingExpiresAt, ...contact } = row;
  return { contact, pendingEmail: pendingEmail === null ? null : { email: pendingEmail, expiresAt: pendingExpiresAt! } };
}

/**
 * Stores the contact details (`contact.email` a confirmed address: see the route), with an audit line
 * naming the fields that changed (never their values).
 */
export function saveContactStatements(db: Database, actor: Actor, facilityId: number, contact: FacilityContact, changed: string[]) {
  return [
    db.statement(
      'UPDATE facilities SET contact_name = ?2, contact_title = ?3, contact_phone = ?4, contact_email = ?5 WHERE id = ?1',
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

/**
 * Keeps `email` as the listing's contact address asked for, with the SHA-256 of its link's token,
 * replacing any earlier one (whose link then works no more). Audited without the address.
 */
export function requestEmailChangeStatements(db: Database, actor: Actor, facilityId: number, email: string, tokenHash: string, now: Date) {
  return [
    db.statement(
      `INSERT INTO contact_email_changes (facility_id, email, token_hash, expires_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (facility_id) DO UPDATE SET email = excluded.email, token_hash = excluded.token_hash,
         expires_at = excluded.expires_at, created_at = excluded.created_at`,
      facilityId,
      email,
      tokenHash,
      new Date(now.getTime() + CONTACT_CONFIRM_MS).toISOString(),
    ),
    auditStatement(db, { actorId: actor.id, actorEmail: actor.email, action: 'facility.contact_email_requested', target: `facility:${facilityId}` }),
  ];
}

/** Drops the address asked for (the confirmed one was saved again): its link works no more. */
export function cancelEmailChangeStatements(db: Database, actor: Actor, facilityId: number) {
  return [
    db.statement('DELETE FROM contact_email_changes WHERE facility_id = ?1', facilityId),
    auditIfChangedStatement(db, { actor, action: 'facility.contact_email_cancelled', target: `facility:${facilityId}` }),
  ];
}

/** The listing a contact email's link is for, while the link is its newest and unexpired. */
export function findEmailChange(db: Database, tokenHash: string, now: Date) {
  return db.first<{ facilityId: number }>(
    'SELECT facility_id AS facilityId FROM contact_email_changes WHERE token_hash = ?1 AND expires_at > ?2',
    tokenHash,
    now.toISOString(),
  );
}

/**
 * Follows a contact email's link, once: the address asked for becomes the listing's contact email
 * (where notices go), the audit line is written, and the link is spent. The first statement returns
 * the listing's id, and no row when the link was spent meanwhile (two confirmations racing).
 */
export function confirmEmailChangeStatements(db: Database, tokenHash: string, facilityId: number, now: Date) {
  const pending = 'FROM contact_email_changes WHERE token_hash = ?1 AND facility_id = ?2 AND expires_at > ?3';
  return [
    db.statement(
      `UPDATE facilities SET contact_email = (SELECT email ${pending})
       WHERE id = ?2 AND EXISTS (SELECT 1 ${pending}) RETURNING id`,
      tokenHash,
      facilityId,
      now.toISOString(),
    ),
    // By the link's holder, not by a session: no actor.
    auditIfChangedStatement(db, { actor: null, action: 'facility.contact_email_confirmed', target: `facility:${facilityId}` }),
    db.statement('DELETE FROM contact_email_changes WHERE token_hash = ?1', tokenHash),
  ];
}
