import type { Database } from '../lib/db';

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

export async function getAdminStats(db: Database): Promise<AdminStats> {
  const row = await db.first<AdminStats>(
    `SELECT
       (SELECT count(*) FROM facility_submissions) AS totalSubmissions,
       (SELECT count(*) FROM facility_submissions WHERE status = 'pending') AS pendingSubmissions,
       (SELECT count(*) FROM facility_submissions WHERE status = 'approved') AS approvedSubmissions,
       (SELECT count(*) FROM facility_submissions WHERE status = 'rejected') AS rejectedSubmissions,
       (SELECT count(*) FROM users) AS totalUsers,
       (SELECT count(*) FROM facilities WHERE status = 'approved') AS totalFacilities,
       (SELECT count(*) FROM leads WHERE status = 'new') AS newLeads,
       (SELECT count(*) FROM contact_messages WHERE status = 'new') AS newContactMessages,
       (SELECT count(*) FROM listing_reports WHERE status = 'open') AS openListingReports`,
  );
  return row!;
}
