import { utcDay } from '../lib/dates';
import type { Database } from '../lib/db';
import { daysBefore, listStatedAvailability, toAvailability, type AvailabilityRow } from './queries/availability';
import { FILTER_DAYS, type Availability } from './schemas';

// Search's filter "Accepting new patients (confirmed in the last 14 days)" and the result cards'
// availability. The search index is built ahead of time, but whether a confirmation is within 14
// days depends on today: so availability is not in the index. Each isolate holds every stated row
// (one per listing that said anything), read again after HOLD_MS, when the UTC day turns, or at once
// in the isolate that saved a change; the filter's ids are worked out against the day they are read
// on. A search thus reads no availability row at all most of the time, and a card none of its own.

/** How long an isolate serves what it read: other isolates see a change within this (the edge cache holds a search 60 s). */
const HOLD_MS = 30_000;

interface Held {
  readAt: number;
  day: string;
  rows: Map<number, AvailabilityRow>;
  /** The listings accepting new patients, confirmed within FILTER_DAYS of `day`. */
  accepting: readonly number[];
}

let held: Held | null = null;

async function heldRows(db: Database, now: Date): Promise<Held> {
  const day = utcDay(now);
  if (held && held.day === day && now.getTime() - held.readAt < HOLD_MS) return held;
  const rows = await listStatedAvailability(db);
  const since = daysBefore(now, FILTER_DAYS);
  held = {
    readAt: now.getTime(),
    day,
    rows: new Map(rows.map((row) => [row.facility_id, row])),
    accepting: rows.filter((r) => r.accepting === 'yes' && r.accepting_confirmed_on! >= since).map((r) => r.facility_id),
  };
  return held;
}

/** Availability as search sees it: the ids the filter keeps (any status: search keeps the published), and each card's. */
export async function searchAvailability(db: Database, now: Date) {
  const { accepting, rows, day } = await heldRows(db, now);
  return { accepting, of: (facilityId: number): Availability | null => toAvailability(rows.get(facilityId) ?? null, day) };
}

/** After this isolate saved a change: its next search reads availability again. */
export function forgetHeldAvailability(): void {
  held = null;
}
