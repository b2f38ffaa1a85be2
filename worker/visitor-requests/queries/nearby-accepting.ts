import type { Database } from '../../lib/db';
import type { FacilitiesRow } from '../../lib/schema-types';
import { daysBefore } from '../../availability/queries/availability';
import { FILTER_DAYS } from '../../availability/schemas';

const RAD = Math.PI / 180;

export type AcceptingRow = Pick<FacilitiesRow, 'id' | 'name' | 'city' | 'state' | 'phone'>;

interface Near {
  state: string;
  /** Nearest to this point first; without it, the most recently confirmed first. */
  origin: { latitude: number; longitude: number } | null;
  /** The listing the request was sent to, never offered as its own alternative. */
  except: number | null;
  now: Date;
}

/**
 * Up to 3 published listings in `state` accepting new patients, with a phone to call today (issue
 * 41). "Accepting" is search's filter: 'yes', confirmed in the last FILTER_DAYS days, so a stale
 * claim does not count. One query: the (status, state) index bounds it to the state's listings, each
 * with one primary-key look-up of its availability. Nearness is a flat distance (longitude shrunk by
 * cos(latitude)), near enough to the great circle within one state to rank by, with no SQL math
 * functions; listings with no coordinates come after those with.
 */
export function nearbyAccepting(db: Database, near: Near) {
  const { origin } = near;
  return db.all<AcceptingRow>(
    `SELECT f.id, f.name, f.city, f.state, f.phone
     FROM facilities f JOIN facility_availability a ON a.facility_id = f.id
     WHERE f.status = 'approved' AND f.state = ?1 AND f.id IS NOT ?2 AND f.phone GLOB '*[0-9]*'
       AND a.accepting = 'yes' AND a.accepting_confirmed_on >= ?3
     ORDER BY f.latitude IS NULL OR f.longitude IS NULL OR ?4 IS NULL,
       (f.latitude - ?4) * (f.latitude - ?4) + (f.longitude - ?5) * (f.longitude - ?5) * ?6,
       a.accepting_confirmed_on DESC, f.id
     LIMIT 3`,
    near.state,
    near.except,
    daysBefore(near.now, FILTER_DAYS),
    origin?.latitude ?? null,
    origin?.longitude ?? null,
    origin ? Math.cos(origin.latitude * RAD) ** 2 : null,
  );
}
