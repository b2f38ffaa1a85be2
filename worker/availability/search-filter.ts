import type { Database } from '../lib/db';
import { dayOf, daysBefore } from './queries';
import { FILTER_DAYS } from './schemas';

// Search's filter "Accepting new patients (confirmed in the last 14 days)". The search index is built
// ahead of time, but whether a confirmation is within 14 days depends on today: so the filter is not
// in the index. It is the ids of the listings accepting new patients confirmed since today minus 14
// days, read from D1 on the day and kept per isolate until availability changes (availability_state
// moves on with every change) or the UTC day turns. A search pays one row read for the check.

interface Held {
  version: number;
  day: string;
  ids: readonly number[];
}

let held: Held | null = null;

/** The ids of the facilities (any status: search keeps the published) accepting, confirmed recently. */
export async function acceptingRecently(db: Database, now: Date): Promise<readonly number[]> {
  const state = await db.first<{ version: number }>('SELECT version FROM availability_state WHERE id = 1');
  const version = state?.version ?? 0;
  const day = dayOf(now);
  if (held && held.version === version && held.day === day) return held.ids;
  const rows = await db.all<{ facility_id: number }>(
    `SELECT facility_id FROM facility_availability WHERE accepting = 'yes' AND accepting_confirmed_on >= ?1`,
    daysBefore(now, FILTER_DAYS),
  );
  held = { version, day, ids: rows.map((r) => r.facility_id) };
  return held.ids;
}
