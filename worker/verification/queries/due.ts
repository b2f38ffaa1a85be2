import { CURRENT_FOR_DAYS } from '../../availability/schemas';
import type { Database } from '../../lib/db';
import type { FacilitiesRow } from '../../lib/schema-types';
import { pageOf, Where, type Page } from '../../lib/list-query';
import { utcDay } from '../../lib/dates';
import {
  CONFIRMING,
  DUE_REASONS,
  RECHECK_AFTER_DAYS,
  RETRY_AFTER_DAYS,
  VISITS_DAYS,
  type DueReason,
  type Method,
  type Outcome,
} from '../schemas/verification-values';

// The verification desk's queue (decision 029): the published listings a person should check now,
// most-visited first. A listing is due when it was never checked by our staff, last checked more than
// six months ago, last checked without reaching it (a week later), reported since its last check,
// showing availability that went stale since its last check, or its phone or address changed since.
// Every reason is cleared by the next check.

/** A due listing: its row's own columns where a check is made (the phone above all), then the queue's. */
export interface DueListing extends Pick<FacilitiesRow, 'id' | 'name' | 'address' | 'city' | 'state' | 'zip' | 'phone'> {
  /** Its page's views over the last VISITS_DAYS days. */
  views: number;
  /** Our staff's latest check of it; null when never checked. */
  lastCheck: { at: string; method: Method; outcome: Outcome; by: string } | null;
  /** Listing reports made since that check. */
  reports: number;
  /** The newest day its availability was confirmed, when it stated any. */
  availabilityConfirmedOn: string | null;
  /** When its phone or address last changed (since the migration that began to note it). */
  contactChangedAt: string | null;
  reasons: DueReason[];
}

type DueRow = Omit<DueListing, 'lastCheck' | 'reasons'> & { last_at: string | null; last_method: Method | null; last_outcome: Outcome | null; last_by: string | null } & Record<DueReason, number>;

const DAY_MS = 24 * 3600 * 1000;
const CONFIRMING_SQL = CONFIRMING.map((o) => `'${o}'`).join(', ');

/**
 * Every published listing with its latest check, its views, and a flag per reason. The listing's
 * latest check is one index look-up (verifications_facility), its views a range of its own daily
 * rows, its reports and availability a look-up each. Bound: the views' first day (?), the recheck
 * cutoff (?), the retry cutoff (?), the day availability turns stale (?).
 */
const LISTINGS = `(
  SELECT l.*,
    l.last_at IS NULL AS never_checked,
    l.last_at < ?3 AS check_old,
    l.last_outcome NOT IN (${CONFIRMING_SQL}) AND l.last_at < ?4 AS check_failed,
    l.reports > 0 AS reported,
    l.availabilityConfirmedOn < ?5 AND coalesce(l.last_at, '') < strftime('%Y-%m-%d', l.availabilityConfirmedOn, '+${CURRENT_FOR_DAYS} days') AS availability_stale,
    l.contactChangedAt > coalesce(l.last_at, '') AS contact_changed
  FROM (
    SELECT f.id, f.name, f.address, f.city, f.state, f.zip, f.phone,
      coalesce((SELECT sum(s.views) FROM facility_daily_stats s WHERE s.facility_id = f.id AND s.day >= ?2), 0) AS views,
      c.checked_at AS last_at, c.method AS last_method, c.outcome AS last_outcome, c.checked_by_email AS last_by,
      (SELECT count(*) FROM listing_reports r WHERE r.facility_id = f.id AND r.created_at > coalesce(c.checked_at, '')) AS reports,
      (SELECT nullif(max(coalesce(a.accepting_confirmed_on, ''), coalesce(a.open_beds_confirmed_on, ''), coalesce(a.wait_days_confirmed_on, '')), '')
         FROM facility_availability a WHERE a.facility_id = f.id) AS availabilityConfirmedOn,
      (SELECT x.changed_at FROM facility_contact_changes x WHERE x.facility_id = f.id) AS contactChangedAt
    FROM facilities f
    LEFT JOIN verifications c ON c.id = (SELECT v.id FROM verifications v WHERE v.facility_id = f.id ORDER BY v.checked_at DESC, v.id DESC LIMIT 1)
    WHERE f.status = 'approved' AND (?1 IS NULL OR instr(lower(f.name), lower(?1)) > 0)
  ) l
) d`;

function toDue(row: DueRow): DueListing {
  const { last_at, last_method, last_outcome, last_by, ...rest } = row;
  const listing = Object.fromEntries(Object.entries(rest).filter(([key]) => !(DUE_REASONS as readonly string[]).includes(key))) as Omit<DueListing, 'lastCheck' | 'reasons'>;
  return {
    ...listing,
    lastCheck: last_at === null ? null : { at: last_at, method: last_method!, outcome: last_outcome!, by: last_by ?? '' },
    reasons: DUE_REASONS.filter((reason) => row[reason] === 1),
  };
}

/** One page of the queue, most-visited first (then by id), optionally one reason's and by name. */
export async function listDueListings(db: Database, filters: { reason?: DueReason; q?: string }, page: Page, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const where = new Where();
  // Reasons are our own fixed names, never what the request sent: the schema allowed one of them.
  where.add(filters.reason ? `d.${DUE_REASONS.find((r) => r === filters.reason)!} = 1` : `(${DUE_REASONS.map((r) => `d.${r}`).join(' OR ')})`);
  const { rows, total } = await pageOf<DueRow>(
    db,
    {
      columns: 'd.*',
      from: `FROM ${LISTINGS}`,
      fromParams: [filters.q ?? null, utcDay(ago(VISITS_DAYS - 1)), ago(RECHECK_AFTER_DAYS).toISOString(), ago(RETRY_AFTER_DAYS).toISOString(), utcDay(ago(CURRENT_FOR_DAYS))],
      order: 'ORDER BY d.views DESC, d.id',
    },
    where,
    page,
  );
  return { items: rows.map(toDue), total };
}
