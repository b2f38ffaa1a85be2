import { outboxMailer } from '../email/mailer';
import { availabilityReminder } from '../email/templates';
import { Database } from '../lib/db';
import { siteUrl } from '../lib/site-config';
import { daysBefore } from './queries/availability';
import { dueReminders, markRemindedStatement, notRemindedSince } from './queries/reminders';
import { REMIND_AFTER_DAYS } from './schemas';

/** Reminders go from the first scheduled run at 15:00 UTC: morning across the US. */
export const REMINDER_HOUR_UTC = 15;
/** At most this many facilities per scheduled run (every five minutes), so one run stays small. */
const PER_RUN = 50;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The weekly reminder: each published listing whose availability is older than 7 days gets one email
 * asking to confirm it, at most one a week (reminded_at, set in the batch that writes the email).
 * Returns how many facilities were reminded (an unsubscribed address is counted but gets none).
 */
export async function queueAvailabilityReminders(env: Env, now: Date): Promise<number> {
  if (now.getUTCHours() < REMINDER_HOUR_UTC) return 0;
  const db = new Database(env.DB);
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const due = await dueReminders(db, daysBefore(now, REMIND_AFTER_DAYS), weekAgo, PER_RUN);
  if (due.length === 0) return 0;
  const mailer = outboxMailer(db, env);
  const site = siteUrl(env);
  const statements = [];
  for (const f of due) {
    statements.push(
      await mailer.queue(availabilityReminder(f.email, f.name, f.confirmed_on, site), notRemindedSince(f.facility_id, weekAgo)),
      markRemindedStatement(db, f.facility_id, now, weekAgo),
    );
  }
  await db.batch(statements);
  await mailer.dispatch();
  return due.length;
}
