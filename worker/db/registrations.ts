import type { Database } from '../lib/db';
import type { Idempotency } from '../lib/idempotency';
import type { Registration } from '../schemas/registration';
import { accreditationList, listingLinkStatements, locateByZipStatement } from './listing';
import { listingSnapshotSql } from './listing-snapshot';

/**
 * The statements that store one registration: a pending listing, its taxonomy links, a pending
 * facility account and the submission for review (with a snapshot of the listing as sent, and the
 * request's key). Run in one batch: the new rows are found by max(id) and by the account's email,
 * which is safe because D1 runs a batch as one transaction with writes serialized.
 */
export function registrationStatements(db: Database, r: Registration, passwordHash: string, idem: Idempotency): D1PreparedStatement[] {
  const facilityId = '(SELECT max(id) FROM facilities)';
  return [
    db.statement(
      `INSERT INTO facilities (id, name, address, city, state, zip, phone, website, email, description,
         established, accreditation, status, contact_name, contact_title, contact_phone, contact_email)
       VALUES ((SELECT coalesce(max(id), 0) + 1 FROM facilities), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'pending',
         ?12, ?13, ?6, ?8)`,
      r.facilityName,
      r.address,
      r.city,
      r.state,
      r.zipCode,
      r.phone,
      r.website,
      r.email.toLowerCase(),
      r.description,
      r.established || null,
      JSON.stringify(accreditationList(r.accreditation)),
      // The private contact (Settings): the contact person, and the phone and account email given here.
      r.contactPerson,
      r.title,
    ),
    locateByZipStatement(db, facilityId, r.zipCode),
    ...listingLinkStatements(db, facilityId, {
      treatmentTypes: r.treatmentTypes,
      addictionTypes: r.specializations,
      insurance: r.insurance,
    }),
    db.statement(
      `INSERT INTO users (email, name, role, status, password_hash, facility_id)
       VALUES (?1, ?2, 'facility', 'pending', ?3, ${facilityId})`,
      r.email.toLowerCase(),
      r.contactPerson,
      passwordHash,
    ),
    db.statement(
      `INSERT INTO facility_submissions (facility_id, user_id, contact_person, contact_title, capacity, listing,
         idempotency_key, request_hash)
       VALUES (${facilityId}, (SELECT id FROM users WHERE email = ?1), ?2, ?3, ?4, ${listingSnapshotSql(facilityId)}, ?5, ?6)`,
      r.email.toLowerCase(),
      r.contactPerson,
      r.title,
      r.capacity,
      idem.key,
      idem.requestHash,
    ),
  ];
}

export interface StoredRegistration {
  id: number;
  request_hash: string;
}

const BY_KEY = 'SELECT id, request_hash FROM facility_submissions WHERE idempotency_key = ?1';

/** Reads back, last in the registration's batch, the submission it stored. */
export const storedRegistrationStatement = (db: Database, key: string) => db.statement(BY_KEY, key);

/** The submission a registration with this Idempotency-Key stored, if one did. */
export const registrationByKey = (db: Database, key: string) => db.first<StoredRegistration>(BY_KEY, key);
