import type { Database } from '../../lib/db';
import { insertOnce, type Idempotency } from '../../lib/idempotency';
import type { ListingReportInput } from '../../visitor-requests/schemas/visitor-requests';

export function insertListingReport(db: Database, facilityId: number, r: ListingReportInput, idem: Idempotency) {
  return insertOnce(
    db,
    'listing_reports',
    db.statement(
      `INSERT INTO listing_reports (facility_id, reason, details, reporter_email, idempotency_key, request_hash, locale)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (idempotency_key) DO NOTHING`,
      facilityId,
      r.reason,
      r.details,
      r.email,
      idem.key,
      idem.requestHash,
      r.locale,
    ),
    idem.key,
  );
}
