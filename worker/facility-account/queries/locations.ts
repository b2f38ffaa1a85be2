import type { Database } from '../../lib/db';
import type { FacilitySubmissionsRow } from '../../lib/schema-types';
import type { Idempotency } from '../../lib/idempotency';
import { NEWEST_LISTING, newListingStatements, type NewListing } from '../../accounts/queries/registrations';

// Several locations under one account (migration 0028): the organization an account belongs to, its
// locations (the dashboard's switcher), and "Add a location", which files a new listing for review.

type ListingStatus = 'pending' | 'approved' | 'rejected';

export interface OwnLocation {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  status: ListingStatus;
}

/** What the locations of one organization share, which "Add a location" starts from. */
export interface Organization {
  name: string;
  website: string;
}

/**
 * The account's organization and every location it manages, in the order they were listed: its
 * first listing, and every listing of its organization. An account made before organizations (or
 * whose listing never was one's) has its first listing as the organization.
 */
export async function ownLocations(db: Database, userId: number): Promise<{ organization: Organization | null; locations: OwnLocation[] }> {
  const [organizations, locations] = await db.batch([
    db.statement(
      `SELECT coalesce(o.name, f.name) AS name, coalesce(o.website, f.website) AS website
       FROM users u JOIN facilities f ON f.id = u.facility_id LEFT JOIN organizations o ON o.id = u.organization_id
       WHERE u.id = ?1`,
      userId,
    ),
    db.statement(
      `SELECT f.id, f.name, f.address, f.city, f.state, f.status FROM users u JOIN facilities f
         ON f.id = u.facility_id OR f.organization_id = u.organization_id
       WHERE u.id = ?1 ORDER BY f.id`,
      userId,
    ),
  ]);
  return {
    organization: (organizations?.[0] as Organization | undefined) ?? null,
    locations: (locations ?? []) as unknown as OwnLocation[],
  };
}

/** The location a request with this Idempotency-Key added, if one did (a retry is answered, not stored again). */
export function locationByKey(db: Database, key: string) {
  // request_hash is NULL only on rows written without a key: one found by its key has both.
  return db.first<Pick<FacilitySubmissionsRow, 'facility_id'> & { request_hash: string }>(
    `SELECT facility_id, request_hash FROM facility_submissions WHERE idempotency_key = ?1`,
    key,
  );
}

/**
 * One batch: the account's organization made first if it has none yet (an account from before
 * organizations: its first listing becomes one, keeping that listing's id and so its HSDS id), then
 * the new location as a pending listing of that organization, its submission for the review desk
 * (a registration, like the first listing's), and the audit line. Answers the new listing's id.
 */
export function addLocationStatements(
  db: Database,
  user: { id: number; email: string },
  location: NewListing,
  idem: Idempotency,
): D1PreparedStatement[] {
  const { listing, submission } = newListingStatements(
    db,
    location,
    {
      contactEmail: user.email,
      accountSql: '?1',
      accountParam: user.id,
    },
    idem,
  );
  return [
    db.statement(
      `INSERT OR IGNORE INTO organizations (id, name, website)
       SELECT f.id, f.name, f.website FROM users u JOIN facilities f ON f.id = u.facility_id
       WHERE u.id = ?1 AND u.organization_id IS NULL AND f.organization_id IS NULL`,
      user.id,
    ),
    db.statement(
      `UPDATE facilities SET organization_id = id
       WHERE id = (SELECT facility_id FROM users WHERE id = ?1 AND organization_id IS NULL) AND organization_id IS NULL`,
      user.id,
    ),
    db.statement(
      `UPDATE users SET organization_id = (SELECT f.organization_id FROM facilities f WHERE f.id = users.facility_id)
       WHERE id = ?1 AND organization_id IS NULL`,
      user.id,
    ),
    ...listing,
    db.statement(`UPDATE facilities SET organization_id = (SELECT organization_id FROM users WHERE id = ?1) WHERE id = ${NEWEST_LISTING}`, user.id),
    submission,
    // Ids only, as every audit line (the new listing's, which only this batch knows).
    db.statement(
      `INSERT INTO audit_log (actor_id, actor_email, action, target, detail)
       SELECT ?1, ?2, 'location.add', 'facility:' || id, json_object('facilityId', id) FROM facilities WHERE id = ${NEWEST_LISTING}`,
      user.id,
      user.email,
    ),
    db.statement(`SELECT ${NEWEST_LISTING} AS id`),
  ];
}
