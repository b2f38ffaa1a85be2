import type { Database } from '../../lib/db';
import type { FacilitiesRow, FacilitySubmissionsRow } from '../../lib/schema-types';
import { namesOf } from '../../listings/queries/facilities';

type ListingStatus = 'pending' | 'approved' | 'rejected';

/** The signed-in facility's own listing, whatever its status (the public queries see approved ones only). */
interface OwnListing {
  id: number;
  name: string;
  status: ListingStatus;
  city: string;
  state: string;
  zipCode: string | null;
  phone: string;
  website: string;
  address: string;
  description: string;
  treatmentTypes: string[];
  specializations: string[];
  lastUpdated: string;
  // What the correction form starts from: the listing as stored, in the registration form's terms.
  email: string;
  established: string;
  /** As the form's one text field takes it ("CARF, Joint Commission"). */
  accreditation: string;
  treatmentTypeIds: string[];
  /** The specialization ids as stored: the form ticks exactly these (decision 016). */
  specializationIds: string[];
  insuranceIds: string[];
  /** Service slugs, in catalogue order. */
  serviceSlugs: string[];
  intakeHours: string;
}

interface OwnSubmission {
  status: ListingStatus;
  submittedAt: string;
  reviewedAt: string | null;
  /** The reviewer's notes, which a rejected facility needs to resubmit. */
  reviewNotes: string | null;
  contactPerson: string;
  contactTitle: string;
  capacity: string;
}

type ListingRow = Pick<
  FacilitiesRow,
  | 'id'
  | 'name'
  | 'city'
  | 'state'
  | 'zip'
  | 'phone'
  | 'website'
  | 'address'
  | 'description'
  | 'updated_at'
  | 'email'
  | 'established'
  | 'accreditation'
  | 'intake_hours'
> & {
  status: ListingStatus;
  treatment_types: string;
  specializations: string;
  treatment_type_ids: string;
  specialization_ids: string;
  insurance_ids: string;
  service_slugs: string;
};

type SubmissionRow = Pick<
  FacilitySubmissionsRow,
  'submitted_at' | 'reviewed_at' | 'review_notes' | 'contact_person' | 'contact_title' | 'capacity'
> & { status: ListingStatus };

/**
 * One of the account's own listings and the account's latest submission of it. The caller passes an
 * id the guard (ownFacilityId) found among the account's locations, never one the request sent unchecked.
 */
export async function getOwnListing(
  db: Database,
  userId: number,
  facilityId: number,
): Promise<{ listing: OwnListing | null; submission: OwnSubmission | null }> {
  const [listings, submissions] = await db.batch([
    db.statement(
      `SELECT f.id, f.name, f.status, f.city, f.state, f.zip, f.phone, f.website, f.address, f.description, f.updated_at,
         ${namesOf('facility_treatment_types', 'treatment_types', 'treatment_type_id')} AS treatment_types,
         ${namesOf('facility_specializations', 'specializations', 'specialization_id')} AS specializations,
         f.email, f.established, f.accreditation,
         (SELECT json_group_array(treatment_type_id) FROM facility_treatment_types WHERE facility_id = f.id) AS treatment_type_ids,
         (SELECT json_group_array(specialization_id) FROM facility_specializations WHERE facility_id = f.id) AS specialization_ids,
         (SELECT json_group_array(insurance_id) FROM facility_insurance WHERE facility_id = f.id) AS insurance_ids,
         (SELECT json_group_array(slug) FROM (SELECT s.slug FROM json_each(f.services) j JOIN services s ON s.id = j.value
            ORDER BY s.id)) AS service_slugs,
         f.intake_hours
       FROM facilities f
       WHERE f.id = ?1`,
      facilityId,
    ),
    db.statement(
      `SELECT s.status, s.submitted_at, s.reviewed_at, s.review_notes, s.contact_person, s.contact_title, s.capacity
       FROM facility_submissions s
       WHERE s.facility_id = ?1 AND s.user_id = ?2 ORDER BY s.id DESC LIMIT 1`,
      facilityId,
      userId,
    ),
  ]);
  const listing = (listings?.[0] as ListingRow | undefined) ?? null;
  const submission = (submissions?.[0] as SubmissionRow | undefined) ?? null;
  return {
    listing: listing && {
      id: listing.id,
      name: listing.name,
      status: listing.status,
      city: listing.city,
      state: listing.state,
      zipCode: listing.zip,
      phone: listing.phone,
      website: listing.website,
      address: listing.address,
      description: listing.description,
      treatmentTypes: JSON.parse(listing.treatment_types) as string[],
      specializations: JSON.parse(listing.specializations) as string[],
      lastUpdated: listing.updated_at,
      email: listing.email,
      established: listing.established ?? '',
      accreditation: (JSON.parse(listing.accreditation) as string[]).join(', '),
      treatmentTypeIds: JSON.parse(listing.treatment_type_ids) as string[],
      specializationIds: JSON.parse(listing.specialization_ids) as string[],
      insuranceIds: JSON.parse(listing.insurance_ids) as string[],
      serviceSlugs: JSON.parse(listing.service_slugs) as string[],
      intakeHours: listing.intake_hours,
    },
    submission: submission && {
      status: submission.status,
      submittedAt: submission.submitted_at,
      reviewedAt: submission.reviewed_at,
      reviewNotes: submission.review_notes,
      contactPerson: submission.contact_person,
      contactTitle: submission.contact_title,
      capacity: submission.capacity,
    },
  };
}
