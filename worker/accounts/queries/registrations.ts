import type { Database } from '../../lib/db';
import type { UsersRow } from '../../lib/schema-types';
import type { Idempotency } from '../../lib/idempotency';
import type { Registration } from '../schemas/registration';
import type { SqlCondition } from '../../email/queries/outbox';
import { accreditationList, listingLinkStatements, locateByZipStatement, serviceIdsSql } from '../../listings/queries/listing';
import { listingSnapshotSql } from '../../listings/queries/listing-snapshot';

// A registration waits for its address to be confirmed (users.email_confirmation_hash, the SHA-256
// of the emailed link's token): until then its account, listing and submission are in no desk, count,
// sign-in or email but the confirmation link itself, and after CONFIRM_DAYS they are deleted.

/** How long a confirmation link works; an unconfirmed registration is deleted after it. */
export const CONFIRM_DAYS = 7;
const CONFIRM_MS = CONFIRM_DAYS * 24 * 3600 * 1000;
const confirmableSince = (now: Date) => new Date(now.getTime() - CONFIRM_MS).toISOString();

/** A submission (aliased `s`) whose account has confirmed its address: what the review desk and its counts see. */
export const CONFIRMED_SUBMISSION = 's.user_id NOT IN (SELECT id FROM users WHERE email_confirmation_hash IS NOT NULL)';

/** What a new listing is made of: the listing's steps of the wizard (registration, or "Add a location"). */
export type NewListing = Omit<Registration, 'email' | 'password' | 'confirmPassword' | 'agreeToTerms' | 'agreeToReview'>;

/** The newest listing: the one the statements just before it inserted (a batch runs as one transaction). */
export const NEWEST_LISTING = '(SELECT max(id) FROM facilities)';

/**
 * A new pending listing (with its services, intake hours, place and taxonomy links) and its
 * submission for review, of no organization yet (the caller's next statement says whose location it
 * is). `contactEmail` is the private contact address (the account's). The listing's public
 * email is the one chosen for it, never the sign-in email (which is only the private contact address,
 * as Settings shows it). The submission's account is found by `accountSql`, ours too.
 */
export function newListingStatements(
  db: Database,
  r: NewListing,
  account: { contactEmail: string; accountSql: string; accountParam: string | number },
  idem: Idempotency,
): { listing: D1PreparedStatement[]; submission: D1PreparedStatement } {
  const facilityId = NEWEST_LISTING;
  return {
    listing: [
      db.statement(
        `INSERT INTO facilities (id, name, address, city, state, zip, phone, website, email, description,
           established, accreditation, status, contact_name, contact_title, contact_phone, contact_email, intake_hours, services)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM facilities), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'pending',
           ?12, ?13, ?6, ?14, ?15, ${serviceIdsSql('?16')})`,
        r.facilityName,
        r.address,
        r.city,
        r.state,
        r.zipCode,
        r.phone,
        r.website,
        r.publicEmail.toLowerCase(),
        r.description,
        r.established || null,
        JSON.stringify(accreditationList(r.accreditation)),
        // The private contact (Settings): the contact person, and the phone and account email given here.
        r.contactPerson,
        r.title,
        account.contactEmail.toLowerCase(),
        r.intakeHours,
        JSON.stringify(r.services),
      ),
      locateByZipStatement(db, facilityId, r.zipCode),
      ...listingLinkStatements(db, facilityId, r),
    ],
    submission: db.statement(
      `INSERT INTO facility_submissions (facility_id, user_id, contact_person, contact_title, capacity, listing,
         idempotency_key, request_hash)
       VALUES (${facilityId}, ${account.accountSql}, ?2, ?3, ?4, ${listingSnapshotSql(facilityId)}, ?5, ?6)`,
      account.accountParam,
      r.contactPerson,
      r.title,
      r.capacity,
      idem.key,
      idem.requestHash,
    ),
  };
}

/**
 * The statements that store one registration: a pending listing, the organization it is the first
 * location of (its id the listing's: migration 0028), its taxonomy links, a pending facility account
 * awaiting confirmation of its address, and the submission (with a snapshot of the listing as sent,
 * and the request's key). Run in one batch: the new rows are found by max(id) and by the account's
 * email, which is safe because D1 runs a batch as one transaction with writes serialized.
 */
export function registrationStatements(
  db: Database,
  r: Registration,
  secrets: { passwordHash: string; confirmationHash: string; confirmationSealed: string },
  idem: Idempotency,
): D1PreparedStatement[] {
  const facilityId = NEWEST_LISTING;
  const email = r.email.toLowerCase();
  const { listing, submission } = newListingStatements(
    db,
    r,
    { contactEmail: email, accountSql: '(SELECT id FROM users WHERE email = ?1)', accountParam: email },
    idem,
  );
  return [
    ...listing,
    // A discarded registration's organization may have left its id behind: it is this one's now.
    db.statement(
      `INSERT INTO organizations (id, name, website) SELECT id, name, website FROM facilities WHERE id = ${facilityId}
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, website = excluded.website`,
    ),
    db.statement(`UPDATE facilities SET organization_id = id WHERE id = ${facilityId}`),
    db.statement(
      `INSERT INTO users (email, name, role, status, password_hash, facility_id, organization_id, email_confirmation_hash, email_confirmation_sealed)
       VALUES (?1, ?2, 'facility', 'pending', ?3, ${facilityId}, ${facilityId}, ?4, ?5)`,
      email,
      r.contactPerson,
      secrets.passwordHash,
      secrets.confirmationHash,
      secrets.confirmationSealed,
    ),
    submission,
  ];
}

/**
 * Deletes unconfirmed registrations: the submissions, accounts and listings of `accounts` whose
 * address is still unconfirmed when the batch runs (a confirmed one is left whole). Listings go last,
 * once nothing refers to them; their taxonomy links and daily counts go with them (ON DELETE CASCADE).
 */
export function discardUnconfirmedStatements(db: Database, accounts: { id: number; facility_id: number | null }[]): D1PreparedStatement[] {
  const userIds = JSON.stringify(accounts.map((a) => a.id));
  const facilityIds = JSON.stringify(accounts.map((a) => a.facility_id).filter((id) => id !== null));
  const unconfirmed = `SELECT id FROM users WHERE id IN (SELECT value FROM json_each(?1)) AND email_confirmation_hash IS NOT NULL`;
  return [
    db.statement(`DELETE FROM facility_submissions WHERE user_id IN (${unconfirmed})`, userIds),
    db.statement(`DELETE FROM users WHERE id IN (${unconfirmed})`, userIds),
    db.statement(
      `DELETE FROM facilities WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'pending'
         AND NOT EXISTS (SELECT 1 FROM users WHERE facility_id = facilities.id)
         AND NOT EXISTS (SELECT 1 FROM facility_submissions WHERE facility_id = facilities.id)`,
      facilityIds,
    ),
    db.statement(
      `DELETE FROM organizations WHERE id IN (SELECT value FROM json_each(?1))
         AND NOT EXISTS (SELECT 1 FROM facilities WHERE organization_id = organizations.id)
         AND NOT EXISTS (SELECT 1 FROM users WHERE organization_id = organizations.id)`,
      facilityIds,
    ),
  ];
}

/** The registration awaiting confirmation of account `accountId` while its link works: when it was made, and its sealed link. */
export function pendingRegistration(db: Database, accountId: number, now: Date) {
  return db.first<Pick<UsersRow, 'id' | 'created_at' | 'email_confirmation_sealed'>>(
    `SELECT id, created_at, email_confirmation_sealed FROM users
     WHERE id = ?1 AND email_confirmation_hash IS NOT NULL AND created_at >= ?2`,
    accountId,
    confirmableSince(now),
  );
}

/** Whole days, at least one, that a link made at `createdAt` still works. */
export const daysLeftOf = (createdAt: string, now: Date) =>
  Math.max(1, Math.ceil((new Date(createdAt).getTime() + CONFIRM_MS - now.getTime()) / (24 * 3600 * 1000)));

/**
 * A new link for a pending registration whose sealed one cannot be opened (sealed under a MAIL_KEY
 * since rotated, or made before links were sealed): the registration stays as it was, and the link
 * still expires CONFIRM_DAYS after it was made.
 */
export function renewLinkStatement(db: Database, accountId: number, link: { confirmationHash: string; confirmationSealed: string }) {
  return db.statement(
    `UPDATE users SET email_confirmation_hash = ?2, email_confirmation_sealed = ?3 WHERE id = ?1 AND email_confirmation_hash IS NOT NULL`,
    accountId,
    link.confirmationHash,
    link.confirmationSealed,
  );
}

/** Unconfirmed registrations whose link has expired, for the scheduled housekeeping to delete. */
export function expiredUnconfirmed(db: Database, now: Date) {
  return db.all<Pick<UsersRow, 'id' | 'facility_id'>>(
    `SELECT id, facility_id FROM users WHERE email_confirmation_hash IS NOT NULL AND created_at < ?1`,
    confirmableSince(now),
  );
}

/** The unconfirmed account whose link has this token hash, while the link works, with its registration's listing name and submission. */
export function findConfirmable(db: Database, confirmationHash: string, now: Date) {
  return db.first<{ id: number; email: string; facilityName: string; submissionId: number }>(
    `SELECT u.id, u.email, f.name AS facilityName, s.id AS submissionId
     FROM users u JOIN facilities f ON f.id = u.facility_id JOIN facility_submissions s ON s.user_id = u.id
     WHERE u.email_confirmation_hash = ?1 AND u.created_at >= ?2`,
    confirmationHash,
    confirmableSince(now),
  );
}

/** Holds while the link with this token hash is unused: for what confirming does once (its email). */
export const stillUnconfirmed = (accountId: number, confirmationHash: string): SqlCondition => ({
  sql: 'EXISTS (SELECT 1 FROM users WHERE id = ? AND email_confirmation_hash = ?)',
  params: [accountId, confirmationHash],
});

/**
 * Confirms the account's address, once: the submission enters review (the desk orders by when it
 * arrived there) and the link is spent. Statements batched ahead of these with `stillUnconfirmed`
 * run once however many confirmations race.
 */
export function confirmStatements(db: Database, accountId: number, confirmationHash: string, now: Date): D1PreparedStatement[] {
  return [
    db.statement(
      `UPDATE facility_submissions SET submitted_at = ?3
       WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND email_confirmation_hash = ?2)`,
      accountId,
      confirmationHash,
      now.toISOString(),
    ),
    db.statement(
      `UPDATE users SET email_confirmation_hash = NULL, email_confirmation_sealed = NULL, updated_at = ?3 WHERE id = ?1 AND email_confirmation_hash = ?2`,
      accountId,
      confirmationHash,
      now.toISOString(),
    ),
  ];
}

/**
 * Keeps the key of a registration that stored nothing (its address had an account), with the same
 * batch as the email it sent the owner: a retry with the key is answered and sends nothing more.
 */
export function registrationRequestStatement(db: Database, idem: Idempotency) {
  return db.statement('INSERT INTO registration_requests (idempotency_key, request_hash) VALUES (?1, ?2)', idem.key, idem.requestHash);
}

/** A registration with this Idempotency-Key, if one was made: the submission it stored, or the request that stored none. */
export const registrationByKey = (db: Database, key: string) =>
  db.first<{ request_hash: string }>(
    `SELECT request_hash FROM facility_submissions WHERE idempotency_key = ?1
     UNION ALL SELECT request_hash FROM registration_requests WHERE idempotency_key = ?1`,
    key,
  );
