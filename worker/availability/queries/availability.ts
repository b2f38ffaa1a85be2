import type { Database } from '../../lib/db';
import type { FacilityAvailabilityRow } from '../../lib/schema-types';
import { utcDay } from '../../lib/dates';
import { auditIfChangedStatement, auditStatement } from '../../lib/queries/audit';
import { isCurrent, type Accepting, type Availability, type AvailabilityValues, type Stated } from '../schemas';

// A facility's availability rows: read for its public page, cards and open data; written by its own
// account from the dashboard (each statement confirmed as of the UTC day it is saved or confirmed).

interface Actor {
  id: number;
  email: string;
}

export type AvailabilityRow = Pick<
  FacilityAvailabilityRow,
  'accepting_confirmed_on' | 'open_beds' | 'open_beds_confirmed_on' | 'wait_days' | 'wait_days_confirmed_on'
> & { accepting: Accepting | null };

const DAY_MS = 24 * 3600 * 1000;


/** Whole days from `day` to `today` (both YYYY-MM-DD, UTC). */
export const daysBetween = (day: string, today: string) => Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);

/** The UTC day `days` before `now`. */
export const daysBefore = (now: Date, days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));

function stated<T>(value: T | null, confirmedOn: string | null, today: string): Stated<T> | null {
  if (value === null || confirmedOn === null) return null;
  const daysAgo = Math.max(0, daysBetween(confirmedOn, today));
  return { value, confirmedOn, daysAgo, current: isCurrent(daysAgo) };
}

/** A stored row as the API answers it, its ages counted to `today`; null when nothing is stated. */
export function toAvailability(row: AvailabilityRow | null, today: string): Availability | null {
  if (!row) return null;
  const availability = {
    accepting: stated(row.accepting, row.accepting_confirmed_on, today),
    openBeds: stated(row.open_beds, row.open_beds_confirmed_on, today),
    waitDays: stated(row.wait_days, row.wait_days_confirmed_on, today),
  };
  return availability.accepting || availability.openBeds || availability.waitDays ? availability : null;
}

const COLUMNS = `accepting, accepting_confirmed_on, open_beds, open_beds_confirmed_on, wait_days, wait_days_confirmed_on`;

/**
 * For a query over facilities `f`: the listing's availability row as a JSON object (NULL for none),
 * one primary-key look-up; read it back with availabilityFromJson.
 */
export const AVAILABILITY_JSON = `(SELECT json_object(
    'accepting', a.accepting, 'accepting_confirmed_on', a.accepting_confirmed_on,
    'open_beds', a.open_beds, 'open_beds_confirmed_on', a.open_beds_confirmed_on,
    'wait_days', a.wait_days, 'wait_days_confirmed_on', a.wait_days_confirmed_on)
  FROM facility_availability a WHERE a.facility_id = f.id)`;

export const availabilityFromJson = (json: string | null, today: string): Availability | null =>
  toAvailability(json ? (JSON.parse(json) as AvailabilityRow) : null, today);

/** Every stated row (one per listing that said anything), for search's filter and cards (search-filter.ts). */
export function listStatedAvailability(db: Database) {
  return db.all<AvailabilityRow & Pick<FacilityAvailabilityRow, 'facility_id'>>(
    `SELECT facility_id, accepting, accepting_confirmed_on, open_beds, open_beds_confirmed_on, wait_days, wait_days_confirmed_on
     FROM facility_availability`,
  );
}

export function availabilityRowOf(db: Database, facilityId: number) {
  return db.first<AvailabilityRow>(`SELECT ${COLUMNS} FROM facility_availability WHERE facility_id = ?1`, facilityId);
}

/**
 * Saves what the dashboard's form states, every stated field confirmed `today` (saving it says it is
 * true now); an empty field is not stated. Returns the row as stored, then the audit line.
 */
export function saveAvailabilityStatements(db: Database, actor: Actor, facilityId: number, values: AvailabilityValues, today: string) {
  const on = (value: unknown) => (value === null ? null : today);
  return [
    db.statement(
      `INSERT INTO facility_availability (facility_id, accepting, accepting_confirmed_on, open_beds, open_beds_confirmed_on, wait_days, wait_days_confirmed_on)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (facility_id) DO UPDATE SET
         accepting = excluded.accepting, accepting_confirmed_on = excluded.accepting_confirmed_on,
         open_beds = excluded.open_beds, open_beds_confirmed_on = excluded.open_beds_confirmed_on,
         wait_days = excluded.wait_days, wait_days_confirmed_on = excluded.wait_days_confirmed_on,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING ${COLUMNS}`,
      facilityId,
      values.accepting,
      on(values.accepting),
      values.openBeds,
      on(values.openBeds),
      values.waitDays,
      on(values.waitDays),
    ),
    auditStatement(db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'availability.update',
      target: `facility:${facilityId}`,
      detail: { accepting: values.accepting, openBeds: values.openBeds, waitDays: values.waitDays },
    }),
  ];
}

/**
 * "Still accurate": every stated field confirmed `today`, values unchanged. Returns the row as
 * stored (none when nothing is stated), then the audit line, written only when a row was confirmed.
 */
export function confirmAvailabilityStatements(db: Database, actor: Actor, facilityId: number, today: string) {
  return [
    db.statement(
      `UPDATE facility_availability SET
         accepting_confirmed_on = CASE WHEN accepting IS NULL THEN NULL ELSE ?2 END,
         open_beds_confirmed_on = CASE WHEN open_beds IS NULL THEN NULL ELSE ?2 END,
         wait_days_confirmed_on = CASE WHEN wait_days IS NULL THEN NULL ELSE ?2 END,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE facility_id = ?1 AND (accepting IS NOT NULL OR open_beds IS NOT NULL OR wait_days IS NOT NULL)
       RETURNING ${COLUMNS}`,
      facilityId,
      today,
    ),
    auditIfChangedStatement(db, { actor, action: 'availability.confirm', target: `facility:${facilityId}` }),
  ];
}
