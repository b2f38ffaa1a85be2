import type { Database } from '../../lib/db';
import { getFacilityAnyStatus, type Facility } from '../../listings/queries/facilities';
import type { ListingFields } from '../../listings/queries/listing-snapshot';

/**
 * The facility as its public page would show it with `changes` applied: the fields an update
 * carries replace the stored ones, its taxonomy ids become names in list order, its state its name.
 */
export async function listingPreview(db: Database, facilityId: number, changes: Partial<ListingFields>): Promise<Facility | null> {
  const facility = await getFacilityAnyStatus(db, facilityId);
  if (!facility) return null;
  const list = (field: 'treatmentTypes' | 'specializations' | 'insurance') => JSON.stringify(changes[field] ?? []);
  const [names, states] = await db.batch<{ list: string; name: string }>([
    db.statement(
      `SELECT 'treatmentTypes' AS list, name, bit FROM treatment_types WHERE id IN (SELECT value FROM json_each(?1))
       UNION ALL SELECT 'specializations', name, bit FROM specializations WHERE id IN (SELECT value FROM json_each(?2))
       UNION ALL SELECT 'insurance', name, bit FROM insurance_providers WHERE id IN (SELECT value FROM json_each(?3))
       ORDER BY 1, 3`,
      list('treatmentTypes'),
      list('specializations'),
      list('insurance'),
    ),
    db.statement(`SELECT 'state' AS list, name FROM states WHERE code = ?1`, changes.state ?? facility.state),
  ]);
  const namesIn = (field: string) => (names ?? []).filter((row) => row.list === field).map((row) => row.name);
  // Services are not part of the page's facility record (the public page reads them on their own).
  const { treatmentTypes, specializations, insurance, services: _services, ...scalars } = changes;
  return {
    ...facility,
    ...scalars,
    stateFullName: states?.[0]?.name ?? facility.stateFullName,
    ...(treatmentTypes ? { treatmentTypes: namesIn('treatmentTypes') } : {}),
    ...(specializations ? { specializations: namesIn('specializations') } : {}),
    ...(insurance ? { insurance: namesIn('insurance') } : {}),
  };
}
