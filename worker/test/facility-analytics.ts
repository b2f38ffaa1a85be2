import { env } from 'cloudflare:workers';
import { client } from './client';
import { api, withCookie } from './fixtures';

// The dashboard's Analytics in tests: its request, and the daily rows it reads.

export const analytics = (cookie: string | undefined, days?: '30' | '90') =>
  client.facility.me.analytics.$get({ query: days ? { days } : {} }, withCookie(cookie));

/** A raw query string the typed client would refuse to send (days=7). */
export const analyticsWithQuery = (cookie: string | undefined, query: string) =>
  api(`/api/facility/me/analytics?${query}`, withCookie(cookie));

/** The UTC day `daysAgo` days before today, as the daily rows name days. */
export const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Adds counts to a listing's row for `day`, as the Worker's view writer and the leads trigger would
 * have. Views are written straight into the table: the view beacon's endpoint (another piece of
 * work, POST /api/facility/public/:id/views) batches its writes after the answer, and cannot write
 * past days. Past inquiries likewise: a lead's day is the day it is sent, so only today's can be
 * sent through POST /api/leads.
 */
export function addDailyStats(facilityId: number, day: string, counts: { views?: number; inquiries?: number }) {
  return env.DB.prepare(
    `INSERT INTO facility_daily_stats (facility_id, day, views, inquiries) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (facility_id, day) DO UPDATE SET views = views + excluded.views, inquiries = inquiries + excluded.inquiries`,
  )
    .bind(facilityId, day, counts.views ?? 0, counts.inquiries ?? 0)
    .run();
}
