import { AVAILABILITY_JSON, type AvailabilityRow } from '../../availability/queries/availability';
import type { Database } from '../../lib/db';
import type { FacilitiesRow, FacilityTreatmentTypesRow } from '../../lib/schema-types';
import type { OpenDataAvailability, OpenDataFacility, OpenDataTaxonomyTerm } from '../schemas';

// The open-data reads: published listings (status 'approved') in id order, a page at a time by key
// (`id > ?`), with their list entries read by facility-id range from the link tables. Only columns a
// listing page already shows are selected: never contact_* (the facility's private contact), status,
// notes, views or anything of accounts and leads.
//
// `+f.status` keeps the planner on the primary key (a range scan that reads about `limit` rows);
// left alone it picks the status index and sorts every published listing for each page.

/** The columns of a published listing every open-data read selects (the export's and the HSDS API's). */
export type PublishedListingRow = Pick<
  FacilitiesRow,
  'id' | 'name' | 'description' | 'website' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude' | 'updated_at'
> & {
  /** JSON array of locator service ids. */
  services: FacilitiesRow['services'];
  source: 'directory' | 'locator';
};

interface ListingRow extends PublishedListingRow {
  /** The facility_availability row as JSON, or null when it stated none. */
  availability: string | null;
}

type LinkRow = Pick<FacilityTreatmentTypesRow, 'facility_id'> & { term: string };

/** A list entry or a locator service, as a taxonomy term with its place in page order. */
interface Term extends OpenDataTaxonomyTerm {
  order: number;
}

/** The lists and the locator catalogue, read once per answer (a few hundred small rows). */
export interface Vocabulary {
  treatmentTypes: Map<string, Term>;
  specializations: Map<string, Term>;
  insurance: Map<string, Term>;
  services: Map<number, Term>;
}

/** A listing with its terms, ready to be written as HSDS JSON or as a CSV row. */
export interface Listing {
  row: ListingRow;
  treatmentTypes: Term[];
  specializations: Term[];
  insurance: Term[];
  services: Term[];
}

const LISTING_COLUMNS = `f.id, f.name, f.description, f.website, f.email, f.phone, f.address, f.city, f.state, f.zip,
  f.latitude, f.longitude, f.services, f.source, f.updated_at, ${AVAILABILITY_JSON} AS availability`;

export async function readVocabulary(db: Database): Promise<Vocabulary> {
  const list = (table: string) => db.statement(`SELECT id, name, bit FROM ${table}`);
  const [treatmentTypes, specializations, insurance, services] = await db.batch<Record<string, string | number>>([
    list('treatment_types'),
    list('specializations'),
    list('insurance_providers'),
    db.statement(
      `SELECT s.id, s.slug, s.label, c.position FROM services s JOIN service_categories c ON c.code = s.category`,
    ),
  ]);
  const listTerms = (rows: Record<string, string | number>[] | undefined, kind: string) =>
    new Map(
      (rows ?? []).map((r) => [
        String(r.id),
        { term: String(r.name), taxonomy: 'recovery-directory' as const, code: `${kind}:${r.id}`, order: Number(r.bit) },
      ]),
    );
  return {
    treatmentTypes: listTerms(treatmentTypes, 'treatment_type'),
    specializations: listTerms(specializations, 'specialization'),
    insurance: listTerms(insurance, 'insurance'),
    services: new Map(
      (services ?? []).map((r) => [
        Number(r.id),
        // Category first, then catalogue order: the facility page's order.
        { term: String(r.label), taxonomy: 'samhsa-locator' as const, code: String(r.slug), order: Number(r.position) * 1e6 + Number(r.id) },
      ]),
    ),
  };
}

/** How many listings are published, and when the latest of them changed. */
export async function openDataSummary(db: Database): Promise<{ total: number; lastModified: string | null }> {
  const [count, latest] = await db.batch<{ n?: number; updated_at?: string }>([
    db.statement(`SELECT count(*) AS n FROM facilities WHERE status = 'approved'`),
    // Newest first along facilities_updated, stopping at the first published row.
    db.statement(`SELECT updated_at FROM facilities WHERE +status = 'approved' ORDER BY updated_at DESC LIMIT 1`),
  ]);
  return { total: count?.[0]?.n ?? 0, lastModified: latest?.[0]?.updated_at ?? null };
}

// Not pageOf: the listings are read by keyset (ids above the page's first), in chunks the export streams, and counted once in openDataSummary.
/** The id just before the first listing of page `page` (0 for the first page). */
export async function idBeforePage(db: Database, page: number, limit: number): Promise<number | null> {
  if (page === 1) return 0;
  const row = await db.first<Pick<FacilitiesRow, 'id'>>(
    `SELECT id FROM facilities WHERE +status = 'approved' ORDER BY id LIMIT 1 OFFSET ?1`,
    (page - 1) * limit - 1,
  );
  return row?.id ?? null;
}

const byOrder = (a: Term, b: Term) => a.order - b.order;

function group(rows: LinkRow[] | undefined, terms: Map<string, Term>): Map<number, Term[]> {
  const out = new Map<number, Term[]>();
  for (const { facility_id, term } of rows ?? []) {
    const t = terms.get(term);
    if (!t) continue;
    const list = out.get(facility_id);
    if (list) list.push(t);
    else out.set(facility_id, [t]);
  }
  return out;
}

/**
 * Up to `limit` published listings with ids above `afterId`, in id order: one read of the listings,
 * then one batch over the link tables for their id range (rows of unpublished listings in that
 * range are dropped here).
 */
export async function readListings(db: Database, vocabulary: Vocabulary, afterId: number, limit: number): Promise<Listing[]> {
  const rows = await db.all<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM facilities f WHERE +f.status = 'approved' AND f.id > ?1 ORDER BY f.id LIMIT ?2`,
    afterId,
    limit,
  );
  if (rows.length === 0) return [];
  const first = rows[0]!.id;
  const last = rows.at(-1)!.id;
  const links = (table: string, column: string) =>
    db.statement(`SELECT facility_id, ${column} AS term FROM ${table} WHERE facility_id BETWEEN ?1 AND ?2`, first, last);
  const [types, specs, insurance] = await db.batch<LinkRow>([
    links('facility_treatment_types', 'treatment_type_id'),
    links('facility_specializations', 'specialization_id'),
    links('facility_insurance', 'insurance_id'),
  ]);
  const typesOf = group(types, vocabulary.treatmentTypes);
  const specsOf = group(specs, vocabulary.specializations);
  const insuranceOf = group(insurance, vocabulary.insurance);
  return rows.map((row) => ({
    row,
    treatmentTypes: (typesOf.get(row.id) ?? []).sort(byOrder),
    specializations: (specsOf.get(row.id) ?? []).sort(byOrder),
    insurance: (insuranceOf.get(row.id) ?? []).sort(byOrder),
    services: (JSON.parse(row.services) as number[])
      .flatMap((id) => vocabulary.services.get(id) ?? [])
      .sort(byOrder),
  }));
}

const bare = ({ term, taxonomy, code }: Term): OpenDataTaxonomyTerm => ({ term, taxonomy, code });

/** What the facility stated, each with the day it was last confirmed, however old: the reader judges by the day. */
function availabilityOf(json: string | null): OpenDataAvailability | null {
  if (!json) return null;
  const a = JSON.parse(json) as AvailabilityRow;
  if (a.accepting === null && a.open_beds === null && a.wait_days === null) return null;
  return {
    accepting_new_patients: a.accepting,
    accepting_new_patients_confirmed_on: a.accepting_confirmed_on,
    open_beds: a.open_beds,
    open_beds_confirmed_on: a.open_beds_confirmed_on,
    typical_wait_days: a.wait_days,
    typical_wait_days_confirmed_on: a.wait_days_confirmed_on,
  };
}

/** A listing in the HSDS shape (open-data/schemas.ts). */
export function toHsds({ row, ...terms }: Listing, siteUrl: string): OpenDataFacility {
  const id = String(row.id);
  const service = `service-${id}`;
  const location = `location-${id}`;
  return {
    id,
    url: `${siteUrl}/facility/${id}`,
    source: row.source,
    organization: {
      id: `organization-${id}`,
      name: row.name,
      description: row.description,
      website: row.website || null,
      email: row.email || null,
    },
    location: {
      id: location,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      addresses: [
        {
          address_1: row.address,
          city: row.city,
          state_province: row.state,
          postal_code: row.zip,
          country: 'US',
          address_type: 'physical',
        },
      ],
    },
    phones: row.phone ? [{ number: row.phone, type: 'voice' }] : [],
    services: [
      {
        id: service,
        name: 'Substance use treatment',
        status: 'active',
        taxonomy_terms: [...terms.treatmentTypes, ...terms.specializations, ...terms.insurance, ...terms.services].map(bare),
      },
    ],
    service_at_location: [{ id: `service-at-location-${id}`, service_id: service, location_id: location }],
    last_modified: row.updated_at,
    availability: availabilityOf(row.availability),
  };
}

/** The CSV export's columns: one row per listing, lists joined by '; '. */
export const CSV_HEADER = [
  'id',
  'name',
  'description',
  'website',
  'email',
  'phone',
  'address_1',
  'city',
  'state_province',
  'postal_code',
  'country',
  'latitude',
  'longitude',
  'treatment_types',
  'specializations',
  'insurance',
  'locator_services',
  'source',
  'url',
  'last_modified',
  'accepting_new_patients',
  'accepting_new_patients_confirmed_on',
  'open_beds',
  'open_beds_confirmed_on',
  'typical_wait_days',
  'typical_wait_days_confirmed_on',
] as const;

const availabilityCells = (a: OpenDataAvailability | null): string[] =>
  a
    ? [
        a.accepting_new_patients ?? '',
        a.accepting_new_patients_confirmed_on ?? '',
        a.open_beds === null ? '' : String(a.open_beds),
        a.open_beds_confirmed_on ?? '',
        a.typical_wait_days === null ? '' : String(a.typical_wait_days),
        a.typical_wait_days_confirmed_on ?? '',
      ]
    : ['', '', '', '', '', ''];

const joined = (terms: Term[]) => terms.map((t) => t.term).join('; ');

export function toCsvRow({ row, ...terms }: Listing, siteUrl: string): string[] {
  return [
    String(row.id),
    row.name,
    row.description,
    row.website,
    row.email,
    row.phone,
    row.address,
    row.city,
    row.state,
    row.zip ?? '',
    'US',
    row.latitude === null ? '' : String(row.latitude),
    row.longitude === null ? '' : String(row.longitude),
    joined(terms.treatmentTypes),
    joined(terms.specializations),
    joined(terms.insurance),
    joined(terms.services),
    row.source,
    `${siteUrl}/facility/${row.id}`,
    row.updated_at,
    ...availabilityCells(availabilityOf(row.availability)),
  ];
}
