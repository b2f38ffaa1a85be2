import type { Database } from '../../lib/db';

// What the dashboard's overview reads: the stat cards and the recent activity of one facility.

export interface FacilityStats {
  totalViews: number;
  monthViews: number;
  totalInquiries: number;
  monthInquiries: number;
  rating: number | null;
  reviews: number;
}

/** The counters from the daily rows (one per day the listing had any), this month from `monthStart`. */
export async function facilityStats(db: Database, facilityId: number, monthStart: string): Promise<FacilityStats> {
  const row = await db.first<FacilityStats>(
    `SELECT coalesce(sum(d.views), 0) AS totalViews,
       coalesce(sum(CASE WHEN d.day >= ?2 THEN d.views END), 0) AS monthViews,
       coalesce(sum(d.inquiries), 0) AS totalInquiries,
       coalesce(sum(CASE WHEN d.day >= ?2 THEN d.inquiries END), 0) AS monthInquiries,
       f.rating, f.reviews
     FROM facilities f LEFT JOIN facility_daily_stats d ON d.facility_id = f.id
     WHERE f.id = ?1`,
    facilityId,
    monthStart,
  );
  return row ?? { totalViews: 0, monthViews: 0, totalInquiries: 0, monthInquiries: 0, rating: null, reviews: 0 };
}

export type ActivityKind =
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'edit_submitted'
  | 'edit_approved'
  | 'edit_rejected'
  | 'inquiry'
  | 'report';

/** One event; `inquiryId` links a new inquiry, `reason` says what a report was about. */
export interface ActivityItem {
  kind: ActivityKind;
  at: string;
  inquiryId: number | null;
  reason: string | null;
}

/**
 * The facility's latest events, newest first: its submissions and their decisions, inquiries and
 * problem reports. Each source reads at most `limit` rows through its facility index. No inquiry
 * content: the item links to the inquiry, whose opening is audited.
 */
export function recentActivity(db: Database, facilityId: number, limit: number): Promise<ActivityItem[]> {
  return db.all<ActivityItem>(
    `SELECT kind, at, inquiryId, reason FROM (
       SELECT * FROM (SELECT CASE kind WHEN 'update' THEN 'edit_submitted' ELSE 'submitted' END AS kind,
           submitted_at AS at, NULL AS inquiryId, NULL AS reason
         FROM facility_submissions WHERE facility_id = ?1 ORDER BY id DESC LIMIT ?2)
       UNION ALL
       SELECT * FROM (SELECT CASE kind WHEN 'update' THEN 'edit_' ELSE '' END || status, reviewed_at, NULL, NULL
         FROM facility_submissions WHERE facility_id = ?1 AND reviewed_at IS NOT NULL ORDER BY id DESC LIMIT ?2)
       UNION ALL
       SELECT * FROM (SELECT 'inquiry', created_at, id, NULL FROM leads WHERE facility_id = ?1 ORDER BY created_at DESC LIMIT ?2)
       UNION ALL
       SELECT * FROM (SELECT 'report', created_at, NULL, reason FROM listing_reports WHERE facility_id = ?1
         ORDER BY created_at DESC LIMIT ?2)
     ) ORDER BY at DESC LIMIT ?2`,
    facilityId,
    limit,
  );
}
