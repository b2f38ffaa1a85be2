import type { Database } from '../../lib/db';
import type { FacilitySubmissionsRow } from '../../lib/schema-types';
import type { Resubmission } from '../../listings/schemas/review';
import { auditStatement } from '../../lib/queries/audit';
import { accreditationList, listingLinkStatements, locateByZipStatement, serviceIdsSql } from '../../listings/queries/listing';
import { listingSnapshotSql } from '../../listings/queries/listing-snapshot';

// A rejected registration, corrected by the facility: the listing goes back to review as a new
// submission. Earlier submissions (and the reviewers' notes on them) are not touched.

/** The account's latest submission, which decides whether a resubmission is allowed. */
export function latestOwnSubmission(db: Database, userId: number, facilityId: number) {
  return db.first<Pick<FacilitySubmissionsRow, 'kind' | 'status'>>(
    `SELECT kind, status FROM facility_submissions WHERE user_id = ?1 AND facility_id = ?2 ORDER BY id DESC LIMIT 1`,
    userId,
    facilityId,
  );
}

interface ResubmissionInput {
  user: { id: number; email: string };
  facilityId: number;
  listing: Resubmission;
  at: Date;
}

/**
 * One batch: the corrected listing (only while it is still rejected), its place and taxonomy, the new
 * pending submission with its snapshot, and the audit line. The submission's facility_id comes from a
 * subquery that is NULL unless this account's latest submission is still a rejected registration, so
 * a second request racing the first (a double click) breaks the NOT NULL rule and the whole batch,
 * links and audit line included, rolls back: see `isNotWaitingForCorrections`.
 */
export function resubmissionStatements(db: Database, input: ResubmissionInput): D1PreparedStatement[] {
  const { user, facilityId, listing: r } = input;
  const at = input.at.toISOString();
  return [
    db.statement(
      `UPDATE facilities SET name = ?2, address = ?3, city = ?4, state = ?5, zip = ?6, phone = ?7, website = ?8,
         description = ?9, established = ?10, accreditation = ?11, status = 'pending', updated_at = ?12,
         contact_name = ?13, contact_title = ?14, contact_phone = ?7,
         contact_email = coalesce(nullif(contact_email, ''), ?15), intake_hours = ?16, services = ${serviceIdsSql('?17')}
       WHERE id = ?1 AND status = 'rejected'`,
      facilityId,
      r.facilityName,
      r.address,
      r.city,
      r.state,
      r.zipCode,
      r.phone,
      r.website,
      r.description,
      r.established || null,
      JSON.stringify(accreditationList(r.accreditation)),
      at,
      r.contactPerson,
      r.title,
      user.email,
      r.intakeHours,
      JSON.stringify(r.services),
    ),
    locateByZipStatement(db, '?2', r.zipCode, facilityId),
    ...listingLinkStatements(db, '?2', r, facilityId),
    db.statement(
      `INSERT INTO facility_submissions (facility_id, user_id, contact_person, contact_title, capacity, kind, listing, submitted_at)
       VALUES (
         (SELECT ?1 WHERE NOT EXISTS (SELECT 1 FROM facility_submissions WHERE facility_id = ?1 AND status = 'pending')
            AND (SELECT kind || ':' || status FROM facility_submissions WHERE user_id = ?2 AND facility_id = ?1
                 ORDER BY id DESC LIMIT 1) = 'registration:rejected'),
         ?2, ?3, ?4, ?5, 'registration', ${listingSnapshotSql('?1')}, ?6)`,
      facilityId,
      user.id,
      r.contactPerson,
      r.title,
      r.capacity,
      at,
    ),
    auditStatement(db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'submission.resubmit',
      target: `facility:${facilityId}`,
      detail: { facilityId, kind: 'registration' },
    }),
  ];
}

/** The error D1 raises when the guard above finds the listing no longer waiting for corrections. */
export const isNotWaitingForCorrections = (error: unknown) =>
  error instanceof Error && /NOT NULL constraint failed: facility_submissions\.facility_id/i.test(error.message);
