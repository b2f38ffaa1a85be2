import type { Database } from '../lib/db';

export interface AdminStats {
  totalSubmissions: number;
  pendingSubmissions: number;
  approvedSubmissions: number;
  rejectedSubmissions: number;
  totalUsers: number;
  totalFacilities: number;
}

export async function getAdminStats(db: Database): Promise<AdminStats> {
  const row = await db.first<AdminStats>(
    `SELECT
       (SELECT count(*) FROM facility_submissions) AS totalSubmissions,
       (SELECT count(*) FROM facility_submissions WHERE status = 'pending') AS pendingSubmissions,
       (SELECT count(*) FROM facility_submissions WHERE status = 'approved') AS approvedSubmissions,
       (SELECT count(*) FROM facility_submissions WHERE status = 'rejected') AS rejectedSubmissions,
       (SELECT count(*) FROM users) AS totalUsers,
       (SELECT count(*) FROM facilities WHERE status = 'approved') AS totalFacilities`,
  );
  return row!;
}
