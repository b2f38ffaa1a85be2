import type { Database } from '../../lib/db';
import type { FacilitiesRow, FacilityAvailabilityRow, UsersRow } from '../../lib/schema-types';
import type { SqlCondition } from '../../email/queries/outbox';

// The weekly availability reminder's SQL (reminder.ts): who is due, and reminded_at, which keeps it
// to one email a week.

export type DueReminder = Pick<FacilityAvailabilityRow, 'facility_id'> & Pick<FacilitiesRow, 'name'> & Pick<UsersRow, 'email'> & { confirmed_on: string };

/** The day availability was last confirmed: the newest of its statements' days. */
const CONFIRMED_ON = `max(coalesce(a.accepting_confirmed_on, ''), coalesce(a.open_beds_confirmed_on, ''), coalesce(a.wait_days_confirmed_on, ''))`;

/**
 * Published listings whose stated availability was last confirmed before `confirmedBefore` (a day)
 * and that were not reminded since `remindedBefore`, with their account's address (the first active
 * one); at most `limit`, in id order.
 */
export function dueReminders(db: Database, confirmedBefore: string, remindedBefore: string, limit: number) {
  return db.all<DueReminder>(
    `SELECT a.facility_id, f.name, u.email, ${CONFIRMED_ON} AS confirmed_on
     FROM facility_availability a
     JOIN facilities f ON f.id = a.facility_id AND f.status = 'approved'
     JOIN users u ON u.id = (SELECT min(x.id) FROM users x WHERE x.facility_id = a.facility_id AND x.role = 'facility' AND x.status = 'active')
     WHERE ${CONFIRMED_ON} != '' AND ${CONFIRMED_ON} < ?1 AND (a.reminded_at IS NULL OR a.reminded_at < ?2)
     ORDER BY a.facility_id LIMIT ?3`,
    confirmedBefore,
    remindedBefore,
    limit,
  );
}

/** Still not reminded since `weekAgo` as the batch runs: two runs at once write one email. */
export const notRemindedSince = (facilityId: number, weekAgo: string): SqlCondition => ({
  sql: 'NOT EXISTS (SELECT 1 FROM facility_availability WHERE facility_id = ? AND reminded_at >= ?)',
  params: [facilityId, weekAgo],
});

/** Notes the reminder, in the batch that writes its email (unless another run reminded it since `weekAgo`). */
export function markRemindedStatement(db: Database, facilityId: number, now: Date, weekAgo: string) {
  return db.statement(
    `UPDATE facility_availability SET reminded_at = ?2 WHERE facility_id = ?1 AND (reminded_at IS NULL OR reminded_at < ?3)`,
    facilityId,
    now.toISOString(),
    weekAgo,
  );
}
