// A listing as a submission keeps it: the public fields of a facilities row, its three taxonomy
// lists (ids) and its services (slugs), as JSON built in SQL. No D1 types here: the seed loader (Node) uses it too.

/** The fields of a listing a submission carries, as stored in its JSON snapshot. */
export interface ListingFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  phone: string;
  website: string;
  email: string;
  description: string;
  established: string | null;
  accreditation: string[];
  treatmentTypes: string[];
  /** Specialization ids: what it treats and whom it serves, as ticked (decision 016). */
  specializations: string[];
  insurance: string[];
  /** Service slugs of the catalogue (worker/reference/services.ts), in catalogue order. */
  services: string[];
  /** When it takes new patients in, as the facility words it. */
  intakeHours: string;
}

/** What a snapshot stored before services and intake hours were part of a listing lacks. */
export const withOfferDefaults = (fields: Omit<ListingFields, 'services' | 'intakeHours'> & Partial<ListingFields>): ListingFields => ({
  ...fields,
  services: fields.services ?? [],
  intakeHours: fields.intakeHours ?? '',
});

export const LISTING_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'website',
  'email',
  'description',
  'established',
  'accreditation',
  'treatmentTypes',
  'specializations',
  'insurance',
  'services',
  'intakeHours',
] as const satisfies readonly (keyof ListingFields)[];

/**
 * SQL for the snapshot of the facility whose id `facilityIdSql` yields (a bound parameter such as
 * `?1`, or a subquery of ours), read back from the rows just written in the same batch.
 */
export function listingSnapshotSql(facilityIdSql: string): string {
  return `(SELECT json_object(
      'name', f.name, 'address', f.address, 'city', f.city, 'state', f.state, 'zip', f.zip,
      'phone', f.phone, 'website', f.website, 'email', f.email, 'description', f.description,
      'established', f.established, 'accreditation', json(f.accreditation),
      'treatmentTypes', (SELECT json_group_array(treatment_type_id) FROM facility_treatment_types WHERE facility_id = f.id),
      'specializations', (SELECT json_group_array(specialization_id) FROM facility_specializations WHERE facility_id = f.id),
      'insurance', (SELECT json_group_array(insurance_id) FROM facility_insurance WHERE facility_id = f.id),
      'services', (SELECT json_group_array(slug) FROM (SELECT s.slug FROM json_each(f.services) j JOIN services s ON s.id = j.value ORDER BY s.id)),
      'intakeHours', f.intake_hours)
    FROM facilities f WHERE f.id = ${facilityIdSql})`;
}

/** One field an update changes: the published value and the proposed one. */
export interface ListingChange {
  field: keyof ListingFields;
  current: unknown;
  proposed: unknown;
}

/** The fields `proposed` carries, in the listing's order, each beside its published value. */
export const changeList = (current: ListingFields, proposed: Partial<ListingFields>): ListingChange[] =>
  LISTING_FIELDS.filter((field) => field in proposed).map((field) => ({ field, current: current[field], proposed: proposed[field] }));

/** Lists compare as sets (their order is the taxonomy's, not the facility's); blanks as blanks. */
const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? [...a].map(String).sort().join('\n') === [...b].map(String).sort().join('\n')
    : (a ?? '') === (b ?? '');

/** The fields of `proposed` that differ from `current`: what an update carries. */
export function changedFields(current: ListingFields, proposed: ListingFields): Partial<ListingFields> {
  return Object.fromEntries(
    LISTING_FIELDS.filter((field) => !sameValue(current[field], proposed[field])).map((field) => [field, proposed[field]]),
  ) as Partial<ListingFields>;
}
