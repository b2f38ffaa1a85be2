import type { Database } from '../../lib/db';
import { CONFIRMED_SUBMISSION } from '../../accounts/queries/registrations';

export interface AdminStats {
  totalSubmissions: number;
  pendingSubmissions: number;
  approvedSubmissions: number;
  rejectedSubmissions: number;
  totalUsers: number;
  totalFacilities: number;
  /** What waits, for the admin navigation. */
  newLeads: number;
  newContactMessages: number;
  openListingReports: number;
}

/** The desk's counts: a registration whose address is not confirmed yet is in none of them. */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const row = await db.first<AdminStats>(
    `SELECT
       (SELECT count(*) FROM facility_submissions s WHERE ${CONFIRMED_SUBMISSION}) AS totalSubmissions,
       (SELECT count(*) FROM facility_submissions s WHERE s.status = 'pending' AND ${CONFIRMED_SUBMISSION}) AS pendingSubmissions,
       (SELECT count(*) FROM facility_submissions s WHERE s.status = 'approved' AND ${CONFIRMED_SUBMISSION}) AS approvedSubmissions,
       (SELECT count(*) FROM facility_submissions s WHERE s.status = 'rejected' AND ${CONFIRMED_SUBMISSION}) AS rejectedSubmissions,
       (SELECT count(*) FROM users WHERE email_confirmation_hash IS NULL) AS totalUsers,
       (SELECT count(*) FROM facilities WHERE status = 'approved') AS totalFacilities,
       (SELECT count(*) FROM leads WHERE status = 'new') AS newLeads,
       (SELECT count(*) FROM contact_messages WHERE status = 'new') AS newContactMessages,
       (SELECT count(*) FROM listing_reports WHERE status = 'open') AS openListingReports`,
  );
  return row!;
}
