import type { SqlCondition } from '../../email/queries/outbox';
import type { Database } from '../../lib/db';
import type { Idempotency } from '../../lib/idempotency';
import type { ReviewsRow } from '../../lib/schema-types';
import type { EditReviewInput, OwnReview, ReviewReportInput, WriteReviewInput } from '../schemas/writing';

// The reviewer's side of reviews (issue 43): writing one, confirming it, editing or deleting it with
// the key from their email, and anyone's report about a published one. The reviewer's address is
// only ever its keyed hash here, and sealed (../reviewer-address.ts); the key only its SHA-256.

/** A published listing as a review of it needs it: where its own people can be recognised. */
export interface ReviewedListing {
  id: number;
  name: string;
  organizationId: number | null;
}

export function findReviewedListing(db: Database, id: number) {
  return db.first<ReviewedListing>(`SELECT id, name, organization_id AS organizationId FROM facilities WHERE id = ?1 AND status = 'approved'`, id);
}

/**
 * Whether `email` is the listing's own: its public or contact address, or an account of the
 * facility or of its organisation (its staff). Such an address cannot review it.
 */
export async function isListingsOwnAddress(db: Database, listing: ReviewedListing, email: string): Promise<boolean> {
  const row = await db.first<{ own: number }>(
    `SELECT EXISTS (SELECT 1 FROM facilities WHERE id = ?1 AND (lower(trim(email)) = ?2 OR lower(trim(contact_email)) = ?2))
         OR EXISTS (SELECT 1 FROM users WHERE lower(email) = ?2 AND (facility_id = ?1 OR (?3 IS NOT NULL AND organization_id = ?3))) AS own`,
    listing.id,
    email,
    listing.organizationId,
  );
  return row?.own === 1;
}

/** Whether a signed-in account is the listing's own (the facility or its organisation). */
export async function isListingsOwnAccount(db: Database, listing: ReviewedListing, userId: number): Promise<boolean> {
  const row = await db.first<{ own: number }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = ?1 AND (facility_id = ?2 OR (?3 IS NOT NULL AND organization_id = ?3))) AS own`,
    userId,
    listing.id,
    listing.organizationId,
  );
  return row?.own === 1;
}

type WriterRow = Pick<ReviewsRow, 'id' | 'status' | 'request_hash'>;

/** The review a request with this Idempotency-Key stored (a retry is answered as the first time). */
export const reviewStoredBy = (db: Database, key: string) => db.first<WriterRow>('SELECT id, status, request_hash FROM reviews WHERE idempotency_key = ?1', key);

/** This address's review of the listing, if it wrote one. */
export const reviewByAddress = (db: Database, facilityId: number, emailHash: string) =>
  db.first<WriterRow>('SELECT id, status, request_hash FROM reviews WHERE facility_id = ?1 AND email_hash = ?2', facilityId, emailHash);

export interface Writing {
  review: WriteReviewInput;
  emailHash: string;
  emailSealed: string;
  networkHash: string;
  keyHash: string;
  invitationHash: string | null;
  idem: Idempotency;
  now: string;
}

/**
 * The statements that store a new review (or replace one still awaiting its confirmation: the
 * address never confirmed it, so nobody has read it), verified and pending at once when it comes
 * with a valid invitation for this listing and this address, which it then uses up in the same batch.
 * `stored` holds once it is written, `invited` once it was written from an invitation.
 */
export function writeReviewStatements(db: Database, w: Writing) {
  const r = w.review;
  const insert = db.statement(
    `INSERT INTO reviews (facility_id, rating, title, body, relationship, stayed_in, display_name, lang, status, invited_by,
       invitation_id, email_hash, email_sealed, network_hash, key_hash, idempotency_key, request_hash, confirmed_at, created_at, updated_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, CASE WHEN i.id IS NULL THEN 'awaiting_confirmation' ELSE 'pending' END, i.invited_by,
       i.id, ?9, ?10, ?11, ?12, ?13, ?14, CASE WHEN i.id IS NULL THEN NULL ELSE ?15 END, ?15, ?15
     FROM (SELECT 1) LEFT JOIN review_invitations i
       ON i.token_hash = ?16 AND i.facility_id = ?1 AND i.email_hash = ?9 AND i.used_at IS NULL AND i.expires_at > ?15
     WHERE true
     ON CONFLICT (facility_id, email_hash) DO UPDATE SET
       rating = excluded.rating, title = excluded.title, body = excluded.body, relationship = excluded.relationship,
       stayed_in = excluded.stayed_in, display_name = excluded.display_name, lang = excluded.lang, status = excluded.status,
       invited_by = excluded.invited_by, invitation_id = excluded.invitation_id, email_sealed = excluded.email_sealed,
       network_hash = excluded.network_hash, key_hash = excluded.key_hash, idempotency_key = excluded.idempotency_key,
       request_hash = excluded.request_hash, confirmed_at = excluded.confirmed_at, created_at = excluded.created_at,
       updated_at = excluded.updated_at
     WHERE reviews.status = 'awaiting_confirmation'`,
    r.facilityId,
    r.rating,
    r.title || null,
    r.body,
    r.relationship,
    r.stayedIn || null,
    r.displayName,
    r.lang,
    w.emailHash,
    w.emailSealed,
    w.networkHash,
    w.keyHash,
    w.idem.key,
    w.idem.requestHash,
    w.now,
    w.invitationHash,
  );
  // The invitation the review was just written from, used up with it.
  const useInvitation = db.statement(
    `UPDATE review_invitations SET used_at = ?2 WHERE used_at IS NULL AND id = (SELECT invitation_id FROM reviews WHERE key_hash = ?1)`,
    w.keyHash,
    w.now,
  );
  const stored: SqlCondition = { sql: `EXISTS (SELECT 1 FROM reviews WHERE key_hash = ? AND status = 'awaiting_confirmation')`, params: [w.keyHash] };
  const invited: SqlCondition = { sql: `EXISTS (SELECT 1 FROM reviews WHERE key_hash = ? AND status = 'pending')`, params: [w.keyHash] };
  return { statements: [insert, useInvitation], stored, invited };
}

/**
 * The address wrote a review of this listing already (confirmed): a new key replaces its old one, and
 * the email that carries it tells them where to edit theirs. `renewed` holds once it is replaced.
 */
export function renewKeyStatement(db: Database, reviewId: number, keyHash: string) {
  const statement = db.statement('UPDATE reviews SET key_hash = ?2 WHERE id = ?1', reviewId, keyHash);
  const renewed: SqlCondition = { sql: 'EXISTS (SELECT 1 FROM reviews WHERE id = ? AND key_hash = ?)', params: [reviewId, keyHash] };
  return { statement, renewed };
}

/** Confirms the review with this key: it goes to moderation. Returns its state after (null: no such key). */
export async function confirmReview(db: Database, keyHash: string, now: string) {
  await db.run(`UPDATE reviews SET status = 'pending', confirmed_at = ?2, updated_at = ?2 WHERE key_hash = ?1 AND status = 'awaiting_confirmation'`, keyHash, now);
  return db.first<Pick<ReviewsRow, 'id' | 'status'>>('SELECT id, status FROM reviews WHERE key_hash = ?1', keyHash);
}

type OwnRow = Pick<
  ReviewsRow,
  'id' | 'facility_id' | 'rating' | 'title' | 'body' | 'relationship' | 'display_name' | 'stayed_in' | 'lang' | 'status' | 'invited_by' | 'rejected_guideline' | 'created_at' | 'updated_at'
> & { facility_name: string };

/** The review whose key this is, as its reviewer sees it. */
export async function findOwnReview(db: Database, keyHash: string, id?: number): Promise<OwnReview | null> {
  const row = await db.first<OwnRow>(
    `SELECT r.id, r.facility_id, f.name AS facility_name, r.rating, r.title, r.body, r.relationship, r.display_name, r.stayed_in,
       r.lang, r.status, r.invited_by, r.rejected_guideline, r.created_at, r.updated_at
     FROM reviews r JOIN facilities f ON f.id = r.facility_id WHERE r.key_hash = ?1 AND (?2 IS NULL OR r.id = ?2)`,
    keyHash,
    id ?? null,
  );
  if (!row) return null;
  return {
    id: row.id,
    facility: { id: row.facility_id, name: row.facility_name },
    rating: row.rating,
    title: row.title ?? '',
    body: row.body,
    relationship: row.relationship as OwnReview['relationship'],
    displayName: row.display_name,
    stayedIn: row.stayed_in ?? '',
    lang: row.lang as OwnReview['lang'],
    status: row.status as OwnReview['status'],
    verified: row.invited_by !== null,
    rejectedGuideline: row.rejected_guideline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The reviewer's edit: the new text goes back to moderation (off the page until the desk reads it;
 * the listing's figures follow, by the triggers). Holding the key proves the address, so an edit
 * of a review still awaiting its confirmation confirms it too.
 */
export function editReview(db: Database, id: number, keyHash: string, edit: EditReviewInput, now: string) {
  return db.first<{ id: number }>(
    `UPDATE reviews SET rating = ?3, title = ?4, body = ?5, relationship = ?6, stayed_in = ?7, display_name = ?8, lang = ?9,
       status = 'pending', published_at = NULL, rejected_at = NULL, rejected_guideline = NULL, confirmed_at = coalesce(confirmed_at, ?10),
       updated_at = ?10
     WHERE id = ?1 AND key_hash = ?2 RETURNING id`,
    id,
    keyHash,
    edit.rating,
    edit.title || null,
    edit.body,
    edit.relationship,
    edit.stayedIn || null,
    edit.displayName,
    edit.lang,
    now,
  );
}

/** The reviewer deletes theirs: gone, with its reports and its answer. */
export const deleteReview = (db: Database, id: number, keyHash: string) => db.first<{ id: number }>('DELETE FROM reviews WHERE id = ?1 AND key_hash = ?2 RETURNING id', id, keyHash);

/** A published review anyone may report. */
export const findPublishedReview = (db: Database, id: number) => db.first<{ id: number }>(`SELECT id FROM reviews WHERE id = ?1 AND status = 'published'`, id);

/** Stores a report once per Idempotency-Key; the stored row (the first one for a retry). */
export async function insertReviewReport(db: Database, reviewId: number, report: ReviewReportInput, networkHash: string, idem: Idempotency) {
  const [, rows] = await db.batch<{ id: number; request_hash: string }>([
    db.statement(
      `INSERT INTO review_reports (review_id, reason, details, network_hash, idempotency_key, request_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (idempotency_key) DO NOTHING`,
      reviewId,
      report.reason,
      report.details || null,
      networkHash,
      idem.key,
      idem.requestHash,
    ),
    db.statement('SELECT id, request_hash FROM review_reports WHERE idempotency_key = ?1', idem.key),
  ]);
  return rows![0]!;
}
