import { outboxMailer } from '../email/mailer';
import type { SqlCondition } from '../email/queries/outbox';
import { availabilityReminder } from '../email/templates';
import { Database } from '../lib/db';
import { siteUrl } from '../lib/site-config';
import { daysBefore } from './queries';
import { REMIND_AFTER_DAYS } from './schemas';

/** Reminders go from the first scheduled run at 15:00 UTC: morning across the US. */
export const REMINDER_HOUR_UTC = 15;
/** At most this many facilities per scheduled run (every five minutes), so one run stays small. */
const PER_RUN = 50;
const WEEK_MS = 7 * 24 * 3600 * 1000;

interface Due {
  facility_id: number;
  name: string;
  email: string;
  confirmed_on: string;
}

/** The day availability was last confirmed: the newest of its statements' days. */
const CONFIRMED_ON = `max(coalesce(a.accepting_confirmed_on, ''), coalesce(a.open_beds_confirmed_on, ''), coalesce(a.wait_days_confirmed_on, ''))`;

/**
 * Published listings whose stated availability is older than REMIND_AFTER_DAYS and that were not
 * reminded in the last 7 days, with their account's address (the first active one).
 */
function dueReminders(db: Database, now: Date) {
  return db.all<Due>(
    `SELECT a.facility_id, f.name, u.email, ${CONFIRMED_ON} AS confirmed_on
     FROM facility_availability a
     JOIN facilities f ON f.id = a.facility_id AND f.status = 'approved'
     JOIN users u ON u.id = (SELECT min(x.id) FROM users x WHERE x.facility_id = a.facility_id AND x.role = 'facility' AND x.status = 'active')
     WHERE ${CONFIRMED_ON} != '' AND ${CONFIRMED_ON} < ?1 AND (a.reminded_at IS NULL OR a.reminded_at < ?2)
     ORDER BY a.facility_id LIMIT ?3`,
    daysBefore(now, REMIND_AFTER_DAYS),
    new Date(now.getTime() - WEEK_MS).toISOString(),
    PER_RUN,
  );
}

/** Still not reminded since `weekAgo` as the batch runs: two runs at once write one email. */
const notRemindedSince = (facilityId: number, weekAgo: string): SqlCondition => ({
  sql: 'NOT EXISTS (SELECT 1 FROM facility_availability WHERE facility_id = ? AND reminded_at >= ?)',
  params: [facilityId, weekAgo],
});

/**
 * The weekly reminder: each published listing whose availability is older than 7 days gets one email
 * asking to confirm it, at most one a week (reminded_at, set in the batch that writes the email).
 * Returns how many facilities were reminded (an unsubscribed address is counted but gets none).
 */
export async function queueAvailabilityReminders(env: Env, now: Date): Promise<number> {
  if (now.getUTCHours() < REMINDER_HOUR_UTC) return 0;
  const db = new Database(env.DB);
  const due = await dueReminders(db, now);
  if (due.length === 0) return 0;
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const mailer = outboxMailer(db, env);
  const site = siteUrl(env);
  const statements = [];
  for (const f of due) {
    statements.push(
      await mailer.queue(availabilityReminder(f.email, f.name, f.confirmed_on, site), notRemindedSince(f.facility_id, weekAgo)),
      db.statement(
        `UPDATE facility_availability SET reminded_at = ?2 WHERE facility_id = ?1 AND (reminded_at IS NULL OR reminded_at < ?3)`,
        f.facility_id,
        now.toISOString(),
        weekAgo,
      ),
    );
  }
  await db.batch(statements);
  await mailer.dispatch();
  return due.length;
}
