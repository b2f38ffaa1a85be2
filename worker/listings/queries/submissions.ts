import type { Database } from '../../lib/db';
import { pageOf, Where } from '../../lib/list-query';
import type { Idempotency } from '../../lib/idempotency';
import { auditStatement } from '../../lib/queries/audit';
import { CONFIRMED_SUBMISSION } from '../../accounts/queries/registrations';
import { changeList, listingSnapshotSql, withOfferDefaults, type ListingChange, type ListingFields } from './listing-snapshot';
import { serviceIdsSql } from './listing';

// The review desk: facility submissions, their history per facility, and the decision on one. A
// registration whose address is not confirmed yet is not there (accounts/queries/registrations.ts).

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';
export type SubmissionKind = 'registration' | 'update';

/** A row of the desk's list: the spec's submission record. */
export interface SubmissionSummary {
  id: number;
  kind: SubmissionKind;
  status: SubmissionStatus;
  facilityId: number;
  facilityName: string;
  contactPerson: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  submittedAt: string;
}

interface Decision {
  reviewNotes: string | null;
  reviewedAt: string | null;
  reviewer: { name: string; email: string } | null;
}

/** A submission as the review panel shows it. */
export interface SubmissionDetail extends SubmissionSummary, Decision {
  userId: number;
  accountEmail: string;
  contactTitle: string;
  capacity: string;
  /** The listing as submitted (for an update: as it would be once approved). */
  listing: ListingFields;
  /** For an update: each field it changes, from the published value to the proposed one. */
  changes: ListingChange[];
  facilityStatus: SubmissionStatus;
  /**
   * The version of all of the above that a decision names (`facilities.review_version`, read with
   * it): it moves whenever the submission or the listing it changes does (migration 0016).
   */
  version: number;
  /** The facility's other submissions, newest first, with their decisions. */
  history: (Pick<SubmissionSummary, 'id' | 'kind' | 'status' | 'submittedAt'> & Decision)[];
}

// The record's email is the account's, the registrant's confirmed address (the listing's public one may be none).
const SUMMARY_COLUMNS = `s.id, s.kind, s.status, s.facility_id AS facilityId, f.name AS facilityName,
  s.contact_person AS contactPerson, f.city, f.state, f.phone, (SELECT email FROM users WHERE id = s.user_id) AS email,
  s.submitted_at AS submittedAt`;

export async function listSubmissions(
  db: Database,
  filter: { status?: SubmissionStatus; limit: number; offset: number },
): Promise<{ items: SubmissionSummary[]; total: number }> {
  const where = new Where();
  where.equals('s.status', filter.status);
  where.add(CONFIRMED_SUBMISSION);
  const { rows, total } = await pageOf<SubmissionSummary>(
    db,
    {
      columns: SUMMARY_COLUMNS,
      // Every submission has its facility (facility_id NOT NULL REFERENCES facilities), so the join counts none more or less.
      from: 'FROM facility_submissions s JOIN facilities f ON f.id = s.facility_id',
      countFrom: 'FROM facility_submissions s',
      order: 'ORDER BY s.submitted_at DESC, s.id DESC',
    },
    where,
    filter,
  );
  return { items: rows, total };
}

interface DetailRow extends SubmissionSummary {
  userId: number;
  accountEmail: string;
  contactTitle: string;
  capacity: string;
  reviewNotes: string | null;
  reviewedAt: string | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
  facilityStatus: SubmissionStatus;
  version: number;
  listing: string;
  current: string;
  changes: string | null;
}

const decisionOf = (row: { reviewNotes: string | null; reviewedAt: string | null; reviewerName: string | null; reviewerEmail: string | null }): Decision => ({
  reviewNotes: row.reviewNotes,
  reviewedAt: row.reviewedAt,
  reviewer: row.reviewerEmail ? { name: row.reviewerName ?? '', email: row.reviewerEmail } : null,
});

/** Everything the review panel shows about one submission, or null when there is none. */
export async function getSubmission(db: Database, id: number): Promise<SubmissionDetail | null> {
  const [rows, history] = await db.batch([
    db.statement(
      `SELECT ${SUMMARY_COLUMNS}, s.user_id AS userId, u.email AS accountEmail, s.contact_title AS contactTitle,
         s.capacity, s.review_notes AS reviewNotes, s.reviewed_at AS reviewedAt, r.name AS reviewerName,
         r.email AS reviewerEmail, f.status AS facilityStatus, f.review_version AS version, s.changes,
         ${listingSnapshotSql('s.facility_id')} AS current,
         coalesce(s.listing, ${listingSnapshotSql('s.facility_id')}) AS listing
       FROM facility_submissions s JOIN facilities f ON f.id = s.facility_id JOIN users u ON u.id = s.user_id
       LEFT JOIN users r ON r.id = s.reviewed_by
       WHERE s.id = ?1 AND ${CONFIRMED_SUBMISSION}`,
      id,
    ),
    db.statement(
      `SELECT s.id, s.kind, s.status, s.submitted_at AS submittedAt, s.review_notes AS reviewNotes,
         s.reviewed_at AS reviewedAt, r.name AS reviewerName, r.email AS reviewerEmail
       FROM facility_submissions s LEFT JOIN users r ON r.id = s.reviewed_by
       WHERE s.facility_id = (SELECT facility_id FROM facility_submissions WHERE id = ?1) AND s.id != ?1
       ORDER BY s.id DESC`,
      id,
    ),
  ]);
  const row = rows?.[0] as DetailRow | undefined;
  if (!row) return null;
  const current = JSON.parse(row.current) as ListingFields;
  const proposed = row.changes ? (JSON.parse(row.changes) as Partial<ListingFields>) : {};
  const listing = row.kind === 'update' ? { ...current, ...proposed } : withOfferDefaults(JSON.parse(row.listing) as ListingFields);
  const { current: _current, listing: _listing, changes: _changes, reviewerName: _n, reviewerEmail: _e, ...rest } = row;
  return {
    ...rest,
    ...decisionOf(row),
    listing,
    changes: changeList(current, proposed),
    history: (history as unknown as (DetailRow & { id: number })[]).map((h) => ({
      id: h.id,
      kind: h.kind,
      status: h.status,
      submittedAt: h.submittedAt,
      ...decisionOf(h),
    })),
  };
}

/** Display names of the taxonomy ids and service slugs a listing carries (a service's name is its category's and its label). */
export async function taxonomyNames(
  db: Database,
  listing: Pick<ListingFields, 'treatmentTypes' | 'specializations' | 'insurance'> & Partial<Pick<ListingFields, 'services'>>,
): Promise<Record<string, string>> {
  const rows = await db.all<{ id: string; name: string }>(
    `SELECT id, name FROM treatment_types WHERE id IN (SELECT value FROM json_each(?1))
     UNION ALL SELECT id, name FROM specializations WHERE id IN (SELECT value FROM json_each(?2))
     UNION ALL SELECT id, name FROM insurance_providers WHERE id IN (SELECT value FROM json_each(?3))
     UNION ALL SELECT s.slug, c.name || ': ' || s.label FROM services s JOIN service_categories c ON c.code = s.category
       WHERE s.slug IN (SELECT value FROM json_each(?4))`,
    JSON.stringify(listing.treatmentTypes),
    JSON.stringify(listing.specializations),
    JSON.stringify(listing.insurance),
    JSON.stringify(listing.services ?? []),
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

interface Reviewer {
  id: number;
  email: string;
}

/**
 * Marks the submission decided on the version the admin was shown, keeping the deciding request's
 * key (a retry of it is answered, not refused). The migrations' triggers abort the whole batch when
 * it was decided already (so of two admins deciding at once exactly one succeeds), and when that
 * version is no longer the current one (so a facility saving its update again in the meantime makes
 * the decision fail, not apply to what the admin never saw).
 */
function decideStatement(db: Database, id: number, status: 'approved' | 'rejected', d: DecisionInput, at: string) {
  return db.statement(
    `UPDATE facility_submissions SET status = ?2, review_notes = ?3, reviewed_by = ?4, reviewed_at = ?5,
       decision_key = ?6, decision_hash = ?7, decided_version = ?8
     WHERE id = ?1`,
    id,
    status,
    d.notes,
    d.by.id,
    at,
    d.request.key,
    d.request.requestHash,
    d.version,
  );
}

/** A pending account may sign in from the first decision on (to go live, or to read the notes). */
function activateAccountStatement(db: Database, userId: number, at: string) {
  return db.statement(`UPDATE users SET status = 'active', updated_at = ?2 WHERE id = ?1 AND status = 'pending'`, userId, at);
}

const SCALAR_FIELDS = ['name', 'address', 'city', 'state', 'zip', 'phone', 'website', 'email', 'description', 'established'] as const;

/**
 * Applies exactly the fields an update changes: a field absent from `changes` keeps its value.
 * The listing stays published; it counts as verified today.
 */
function applyUpdateStatements(db: Database, facilityId: number, changes: string, at: string): D1PreparedStatement[] {
  const set = SCALAR_FIELDS.map(
    (field) => `${field} = CASE WHEN json_type(?2, '$.${field}') IS NULL THEN ${field} ELSE json_extract(?2, '$.${field}') END`,
  ).join(',\n');
  const links = [
    ['facility_treatment_types', 'treatment_type_id', 'treatmentTypes', 'treatment_types'],
    ['facility_specializations', 'specialization_id', 'specializations', 'specializations'],
    ['facility_insurance', 'insurance_id', 'insurance', 'insurance_providers'],
  ] as const;
  return [
    db.statement(
      `UPDATE facilities SET ${set},
         accreditation = CASE WHEN json_type(?2, '$.accreditation') = 'array' THEN json_extract(?2, '$.accreditation') ELSE accreditation END,
         intake_hours = CASE WHEN json_type(?2, '$.intakeHours') IS NULL THEN intake_hours ELSE json_extract(?2, '$.intakeHours') END,
         services = CASE WHEN json_type(?2, '$.services') = 'array' THEN ${serviceIdsSql("json_extract(?2, '$.services')")} ELSE services END,
         last_verified_at = ?3, updated_at = ?3
       WHERE id = ?1`,
      facilityId,
      changes,
      at,
    ),
    db.statement(
      `UPDATE facilities SET latitude = z.latitude, longitude = z.longitude FROM zip_codes z
       WHERE facilities.id = ?1 AND json_type(?2, '$.zip') IS NOT NULL AND z.zip = substr(json_extract(?2, '$.zip'), 1, 5)`,
      facilityId,
      changes,
    ),
    ...links.flatMap(([table, column, field, source]) => [
      db.statement(`DELETE FROM ${table} WHERE facility_id = ?1 AND json_type(?2, '$.${field}') = 'array'`, facilityId, changes),
      db.statement(
        `INSERT INTO ${table} (facility_id, ${column})
         SELECT ?1, id FROM ${source} WHERE id IN (SELECT value FROM json_each(?2, '$.${field}'))
           AND json_type(?2, '$.${field}') = 'array'`,
        facilityId,
        changes,
      ),
    ]),
  ];
}

export interface DecisionInput {
  submission: Pick<SubmissionDetail, 'id' | 'kind' | 'facilityId' | 'userId'> & { changesJson: string | null };
  /** The version the admin was shown (and the Worker found current): what is decided. */
  version: number;
  notes: string | null;
  by: Reviewer;
  at: Date;
  /** Queue the emails that tell the facility, in the same batch. */
  emails: D1PreparedStatement[];
  /** The deciding request's Idempotency-Key and body hash. */
  request: Idempotency;
}

/**
 * One decision's batch: the submission decided, what it does to the listing, the account able to sign
 * in, the emails and the audit line.
 */
function decisionStatements(db: Database, d: DecisionInput, status: 'approved' | 'rejected', listing: D1PreparedStatement[]) {
  const at = d.at.toISOString();
  const { id, kind, facilityId, userId } = d.submission;
  return [
    decideStatement(db, id, status, d, at),
    ...listing,
    activateAccountStatement(db, userId, at),
    ...d.emails,
    auditStatement(db, {
      actorId: d.by.id,
      actorEmail: d.by.email,
      action: status === 'approved' ? 'submission.approve' : 'submission.reject',
      target: `submission:${id}`,
      detail: { facilityId, kind, version: d.version },
    }),
  ];
}

/** Approval: the listing goes live (or the update applies, counting as verified today). */
export function approveStatements(db: Database, d: DecisionInput): D1PreparedStatement[] {
  const at = d.at.toISOString();
  const { kind, facilityId } = d.submission;
  return decisionStatements(
    db,
    d,
    'approved',
    kind === 'update'
      ? applyUpdateStatements(db, facilityId, d.submission.changesJson ?? '{}', at)
      : [db.statement(`UPDATE facilities SET status = 'approved', last_verified_at = ?2, updated_at = ?2 WHERE id = ?1`, facilityId, at)],
  );
}

/**
 * Rejection: the notes are stored and sent; a new listing stays off the site (a published one keeps
 * its content); the account may sign in to read the notes and resubmit.
 */
export function rejectStatements(db: Database, d: DecisionInput): D1PreparedStatement[] {
  const { kind, facilityId } = d.submission;
  return decisionStatements(
    db,
    d,
    'rejected',
    kind === 'registration'
      ? [
          db.statement(
            `UPDATE facilities SET status = 'rejected', updated_at = ?2 WHERE id = ?1 AND status = 'pending'`,
            facilityId,
            d.at.toISOString(),
          ),
        ]
      : [],
  );
}

/** What a decision needs to know about the submission before it is made. */
export function findSubmissionForDecision(db: Database, id: number) {
  return db.first<{
    id: number;
    kind: SubmissionKind;
    status: SubmissionStatus;
    facilityId: number;
    userId: number;
    accountEmail: string;
    facilityName: string;
    changesJson: string | null;
    /** The version there is now (`SubmissionDetail.version`). */
    version: number;
    /** The request that decided it: its Idempotency-Key and body hash. */
    decisionKey: string | null;
    decisionHash: string | null;
  }>(
    `SELECT s.id, s.kind, s.status, s.facility_id AS facilityId, s.user_id AS userId, u.email AS accountEmail,
       f.name AS facilityName, s.changes AS changesJson, f.review_version AS version,
       s.decision_key AS decisionKey, s.decision_hash AS decisionHash
     FROM facility_submissions s JOIN users u ON u.id = s.user_id JOIN facilities f ON f.id = s.facility_id
     WHERE s.id = ?1 AND ${CONFIRMED_SUBMISSION}`,
    id,
  );
}

/** Who decided a submission, and how (for the 409 when someone else decided first). */
export function findDecision(db: Database, id: number) {
  return db.first<{ status: SubmissionStatus; reviewedAt: string | null; reviewerName: string | null; reviewerEmail: string | null }>(
    `SELECT s.status, s.reviewed_at AS reviewedAt, r.name AS reviewerName, r.email AS reviewerEmail
     FROM facility_submissions s LEFT JOIN users r ON r.id = s.reviewed_by WHERE s.id = ?1`,
    id,
  );
}

/**
 * The errors D1 raises when a trigger refuses the decision: decided already, or on a version that is
 * no longer current. Either way, what the submission is now says which.
 */
export const isRefusedDecision = (error: unknown) =>
  error instanceof Error && /submission_already_decided|submission_changed/.test(error.message);
