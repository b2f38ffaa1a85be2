import type { Database } from '../../lib/db';
import type { AnalyticsWindow } from '../schemas/analytics';

// The dashboard's Analytics: one facility's daily rows over a window of days, read as one range of
// the primary key (facility_id, day), with the days that have no row filled in as zeros.

export interface DayStats {
  day: string;
  views: number;
  inquiries: number;
}

export interface FacilityAnalytics {
  days: AnalyticsWindow;
  /** The first and last day of the window (UTC, 'YYYY-MM-DD'); the last is today. */
  from: string;
  to: string;
  /** Every day of the window, oldest first. */
  series: DayStats[];
  /** inquiryRate = inquiries / views, null when there were no views. */
  totals: { views: number; inquiries: number; inquiryRate: number | null };
}

/** Exported for the test that checks its query plan: a search of the primary key, never a scan. */
export const DAILY_STATS_SQL = `SELECT day, views, inquiries FROM facility_daily_stats
  WHERE facility_id = ?1 AND day BETWEEN ?2 AND ?3 ORDER BY day`;

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days (UTC) up to and including `now`'s, oldest first. */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
}

export async function facilityAnalytics(db: Database, facilityId: number, days: AnalyticsWindow, now: Date): Promise<FacilityAnalytics> {
  const window = windowDays(now, days);
  const from = window[0]!;
  const to = window.at(-1)!;
  const rows = await db.all<DayStats>(DAILY_STATS_SQL, facilityId, from, to);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series = window.map((day) => ({ day, views: byDay.get(day)?.views ?? 0, inquiries: byDay.get(day)?.inquiries ?? 0 }));
  const views = rows.reduce((sum, row) => sum + row.views, 0);
  const inquiries = rows.reduce((sum, row) => sum + row.inquiries, 0);
  return { days, from, to, series, totals: { views, inquiries, inquiryRate: views === 0 ? null : inquiries / views } };
}
