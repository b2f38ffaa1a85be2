import { utcDay } from '../../lib/dates';
import { AVAILABILITY_JSON, availabilityFromJson } from '../../availability/queries/availability';
import type { Availability } from '../../availability/schemas';
import type { Database } from '../../lib/db';
import type { FacilitiesRow, StatesRow } from '../../lib/schema-types';

/** A published facility as the API returns it: the spec's Facility record plus location and freshness. */
export interface Facility {
  id: number;
  name: string;
  city: string;
  state: string;
  stateFullName: string;
  zip: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  website: string;
  email: string;
  description: string;
  treatmentTypes: string[];
  specializations: string[];
  insurance: string[];
  rating: number | null;
  reviews: number;
  established: string | null;
  accreditation: string[];
  features: string[];
  /** When it takes new patients in, in its own words ('' when it has not said). */
  intakeHours: string;
  /**
   * When the listing's details were last approved, imported or corrected: what the page calls
   * "Listing updated". Not a check by our staff (that is the listing's `verification`, decision 029).
   */
  lastVerified: string | null;
  /**
   * Accepting new patients, open beds, typical wait, each with its confirmation day and age; null if
   * never stated. On one listing and on search's cards; lists of listings (state pages) leave it out.
   */
  availability?: Availability | null;
  /**
   * Whether the listing reads the requests sent to it (REQUEST_READERS), so its form promises no more
   * than will happen. On one listing only.
   */
  receivesRequests?: boolean;
  distance?: number;
}

/** OWN_COLUMNS, then what the query adds. */
type FacilityRow = Pick<
  FacilitiesRow,
  | 'id'
  | 'name'
  | 'city'
  | 'state'
  | 'zip'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'website'
  | 'email'
  | 'description'
  | 'rating'
  | 'reviews'
  | 'established'
  | 'accreditation'
  | 'features'
  | 'intake_hours'
  | 'last_verified_at'
> & {
  state_name: StatesRow['name'];
  /** Only where the query reads it (one listing). */
  availability?: string | null;
  /** Only where the query reads it (one listing): 1 or 0. */
  receives_requests?: number;
  treatment_types: string;
  specializations: string;
  insurance: string;
};

/** A JSON array of the taxonomy names linked to facility `f`, in list order. */
export const namesOf = (link: string, table: string, column: string) => `
  (SELECT json_group_array(name) FROM (SELECT t.name FROM ${link} x JOIN ${table} t ON t.id = x.${column}
   WHERE x.facility_id = f.id ORDER BY t.bit))`;

/**
 * The accounts that read listing `f`'s requests (issue 41): facility accounts that can sign in
 * (active, their address confirmed) holding the listing or its organization. A FROM-WHERE for a
 * subquery beside `facilities f`: the one rule for the request's notice and the listing's form. The
 * unary `+` keeps the planner off users_role (every facility account) for the two id indexes.
 */
export const REQUEST_READERS = `FROM users u
  WHERE (u.facility_id = f.id OR u.organization_id = f.organization_id)
    AND +u.role = 'facility' AND +u.status = 'active' AND u.email_confirmation_hash IS NULL`;

/** The facility row's own columns (no joins). */
const OWN_COLUMNS = `f.id, f.name, f.city, f.state, f.zip, f.address, f.latitude, f.longitude,
    f.phone, f.website, f.email, f.description, f.rating, f.reviews, f.established, f.accreditation,
    f.features, f.intake_hours, f.last_verified_at`;

const FACILITY_COLUMNS = `
  SELECT ${OWN_COLUMNS}, s.name AS state_name,
    ${namesOf('facility_treatment_types', 'treatment_types', 'treatment_type_id')} AS treatment_types,
    ${namesOf('facility_specializations', 'specializations', 'specialization_id')} AS specializations,
    ${namesOf('facility_insurance', 'insurance_providers', 'insurance_id')} AS insurance`;

const SELECT_FACILITY = `${FACILITY_COLUMNS} FROM facilities f JOIN states s ON s.code = f.state`;
/**
 * One listing with its availability (a look-up that reads a row even when there is none: lists of
 * listings, whose cards do not show it, leave it out; search takes the cards' from what it holds).
 */
const SELECT_ONE_FACILITY = `${FACILITY_COLUMNS}, ${AVAILABILITY_JSON} AS availability,
    EXISTS (SELECT 1 ${REQUEST_READERS}) AS receives_requests
  FROM facilities f JOIN states s ON s.code = f.state`;

/** A card's row: the facility's own columns; search adds its availability from what it holds. */
type CardRow = Omit<FacilityRow, 'state_name' | 'treatment_types' | 'specializations' | 'insurance'>;

function toFacilityCard(row: CardRow): FacilityCardRow {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    zip: row.zip,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: row.website,
    email: row.email,
    description: row.description,
    rating: row.rating,
    reviews: row.reviews,
    established: row.established,
    accreditation: JSON.parse(row.accreditation) as string[],
    features: JSON.parse(row.features) as string[],
    intakeHours: row.intake_hours,
    lastVerified: row.last_verified_at,
    // Its age counted to the day of the answer, so the page rendered and the page hydrated agree.
    ...(row.availability === undefined ? {} : { availability: availabilityFromJson(row.availability, utcDay(new Date())) }),
    ...(row.receives_requests === undefined ? {} : { receivesRequests: row.receives_requests === 1 }),
  };
}

function toFacility(row: FacilityRow): Facility {
  return {
    ...toFacilityCard(row),
    stateFullName: row.state_name,
    treatmentTypes: JSON.parse(row.treatment_types) as string[],
    specializations: JSON.parse(row.specializations) as string[],
    insurance: JSON.parse(row.insurance) as string[],
  };
}

/** A facility's own row: what a result card shows but its taxonomy and state name. */
export type FacilityCardRow = Omit<Facility, 'treatmentTypes' | 'specializations' | 'insurance' | 'stateFullName'>;

/**
 * Published facilities by id, in the order given (ids no longer published are left out), one row
 * each: search fills in the taxonomy and state names from its in-memory index, so a page of 20
 * reads 20 rows rather than every link row of every listing.
 */
export async function getPublishedFacilityCardsByIds(db: Database, ids: number[]): Promise<FacilityCardRow[]> {
  if (ids.length === 0) return [];
  // CROSS JOIN fixes the loop order: look each id up by primary key. Left to itself the planner
  // scans every published facility and tests membership (measured: ~5,800 rows read at 5,000).
  const rows = await db.all<CardRow>(
    `SELECT ${OWN_COLUMNS} FROM json_each(?1) j CROSS JOIN facilities f ON f.id = j.value WHERE f.status = 'approved'`,
    JSON.stringify(ids),
  );
  const byId = new Map(rows.map((row) => [row.id, toFacilityCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getPublishedFacility(db: Database, id: number): Promise<Facility | null> {
  const row = await db.first<FacilityRow>(`${SELECT_ONE_FACILITY} WHERE f.id = ?1 AND f.status = 'approved'`, id);
  return row ? toFacility(row) : null;
}

/** A facility whatever its status: for its own account's preview, never for the public. */
export async function getFacilityAnyStatus(db: Database, id: number): Promise<Facility | null> {
  const row = await db.first<FacilityRow>(`${SELECT_ONE_FACILITY} WHERE f.id = ?1`, id);
  return row ? toFacility(row) : null;
}

/**
 * How listings are ranked wherever the directory shows "the best" (state pages, related, featured):
 * by the Bayesian average of their published reviews (decision 027), listings with none last.
 */
const BEST_FIRST = 'ORDER BY f.bayesian_rating DESC, f.reviews DESC, f.id';

/** The best-rated published facilities of a state (but `excludeId`, the listing they are shown beside). */
export async function listPublishedFacilitiesInState(db: Database, state: string, limit: number, excludeId = 0): Promise<Facility[]> {
  const rows = await db.all<FacilityRow>(
    `${SELECT_FACILITY} WHERE f.status = 'approved' AND f.state = ?1 AND f.id != ?2 ${BEST_FIRST} LIMIT ?3`,
    state,
    excludeId,
    limit,
  );
  return rows.map(toFacility);
}

/**
 * The home page's featured centers: the best-rated listings that carry an accreditation, were
 * updated within the last year (`last_verified_at`: approved, imported or corrected; not a staff
 * check, which is worker/verification's) and have published reviews (a listing with none is not
 * "highly rated").
 */
export async function listFeaturedFacilities(db: Database, limit: number, now: Date): Promise<Facility[]> {
  const since = new Date(now.getTime() - 365 * 24 * 3600 * 1000).toISOString();
  const rows = await db.all<FacilityRow>(
    `${SELECT_FACILITY} WHERE f.status = 'approved' AND f.accreditation != '[]' AND f.last_verified_at >= ?1
       AND f.bayesian_rating IS NOT NULL
     ${BEST_FIRST} LIMIT ?2`,
    since,
    limit,
  );
  return rows.map(toFacility);
}
