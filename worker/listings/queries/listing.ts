import type { Database } from '../../lib/db';

// A listing as a facility submits it and an admin reviews it: the public fields of a facilities row,
// its three taxonomy lists (ids) and its services. Registrations and resubmissions write it through
// these statements; each submission keeps a JSON copy (`facility_submissions.listing`).

/** The taxonomy lists of a listing as the forms send them: the ids stored, as ticked (decision 016). */
interface ListingLists {
  treatmentTypes: string[];
  specializations: string[];
  insurance: string[];
}

/**
 * Replaces the facility's three taxonomy lists; ids that do not exist are dropped. `facilityIdSql` is
 * ours (a parameter placeholder bound to `facilityId`, or a subquery), never caller text.
 */
export function listingLinkStatements(
  db: Database,
  facilityIdSql: string,
  lists: ListingLists,
  facilityId: number | null = null,
): D1PreparedStatement[] {
  const bound = (sql: string, list: string[]) =>
    facilityId === null ? db.statement(sql, JSON.stringify(list)) : db.statement(sql, JSON.stringify(list), facilityId);
  const clear = (table: string) =>
    facilityId === null ? [] : [db.statement(`DELETE FROM ${table} WHERE facility_id = ?1`, facilityId)];
  return [
    ...clear('facility_treatment_types'),
    ...clear('facility_specializations'),
    ...clear('facility_insurance'),
    bound(
      `INSERT INTO facility_treatment_types (facility_id, treatment_type_id)
       SELECT ${facilityIdSql}, id FROM treatment_types WHERE id IN (SELECT value FROM json_each(?1))`,
      lists.treatmentTypes,
    ),
    bound(
      `INSERT INTO facility_specializations (facility_id, specialization_id)
       SELECT ${facilityIdSql}, id FROM specializations WHERE id IN (SELECT value FROM json_each(?1))`,
      lists.specializations,
    ),
    bound(
      `INSERT INTO facility_insurance (facility_id, insurance_id)
       SELECT ${facilityIdSql}, id FROM insurance_providers WHERE id IN (SELECT value FROM json_each(?1))`,
      lists.insurance,
    ),
  ];
}

/** Places the facility at its ZIP code's coordinates (none when the ZIP is unknown). */
export function locateByZipStatement(db: Database, facilityIdSql: string, zip: string, facilityId: number | null = null) {
  const sql = `UPDATE facilities SET latitude = z.latitude, longitude = z.longitude
     FROM zip_codes z WHERE facilities.id = ${facilityIdSql} AND z.zip = ?1`;
  return facilityId === null ? db.statement(sql, zip.slice(0, 5)) : db.statement(sql, zip.slice(0, 5), facilityId);
}

/** The accreditation field as typed ("CARF, Joint Commission") as the stored list. */
export const accreditationList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * SQL for the `services` column from a JSON array of service slugs (`jsonSql`, a placeholder of
 * ours): their ids in catalogue order, unknown slugs dropped.
 */
export const serviceIdsSql = (jsonSql: string) =>
  `(SELECT json_group_array(id) FROM (SELECT id FROM services WHERE slug IN (SELECT value FROM json_each(${jsonSql})) ORDER BY id))`;
