import type { Database } from '../../lib/db';
import type { ContactMessagesRow, LeadsRow, ListingReportsRow } from '../../lib/schema-types';

// What a visitor's own confirmation page reads back (issue 41: a form sent without script is
// answered by a redirect to its confirmation, Post/Redirect/Get). A request is named by the
// one-time key it was stored under, which only its sender holds, and only for a day.

/** How long after sending a confirmation can be opened again (a reload, the back button). */
export const RECEIPT_HOURS = 24;

const since = (now: Date) => new Date(now.getTime() - RECEIPT_HOURS * 3_600_000).toISOString();

/** The stored request a lead's confirmation is told from: where it went, how soon, whether a receipt was mailed. */
export function leadByKey(db: Database, key: string, now: Date) {
  return db.first<Pick<LeadsRow, 'facility_id' | 'urgency' | 'email' | 'state'>>(
    'SELECT facility_id, urgency, email, state FROM leads WHERE idempotency_key = ?1 AND created_at >= ?2',
    key,
    since(now),
  );
}

export function contactMessageByKey(db: Database, key: string, now: Date) {
  return db.first<Pick<ContactMessagesRow, 'id'>>('SELECT id FROM contact_messages WHERE idempotency_key = ?1 AND created_at >= ?2', key, since(now));
}

export function listingReportByKey(db: Database, facilityId: number, key: string, now: Date) {
  return db.first<Pick<ListingReportsRow, 'id'>>(
    'SELECT id FROM listing_reports WHERE facility_id = ?1 AND idempotency_key = ?2 AND created_at >= ?3',
    facilityId,
    key,
    since(now),
  );
}
