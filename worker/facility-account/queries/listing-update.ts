import type { Database } from '../../lib/db';
import type { ListingEdit } from '../schemas/listing-edit';
import { auditStatement } from '../../lib/queries/audit';
import { accreditationList } from '../../listings/queries/listing';
import { changeList, listingSnapshotSql, type ListingChange, type ListingFields } from '../../listings/queries/listing-snapshot';

// Manage Listing: a published facility's edits wait as one pending "update" submission. The public
// listing keeps its content until an admin approves it (listings/queries/submissions.ts applies exactly its
// changes); saving again while one waits replaces it.

type ListingStatus = 'pending' | 'approved' | 'rejected';

/** The update waiting for review: what it changes, field by field. */
export interface PendingUpdate {
  id: number;
  submittedAt: string;
  changes: ListingChange[];
}

interface OwnListingState {
  status: ListingStatus;
  /** The listing as published now. */
  current: ListingFields;
  pending: (Omit<PendingUpdate, 'changes'> & { changes: Partial<ListingFields> }) | null;
}

/** The facility's status, its listing as stored and its pending update. */
export async function ownListingState(db: Database, facilityId: number): Promise<OwnListingState | null> {
  const [listings, pending] = await db.batch([
    db.statement(`SELECT status, ${listingSnapshotSql('?1')} AS current FROM facilities WHERE id = ?1`, facilityId),
    db.statement(
      `SELECT id, submitted_at AS submittedAt, changes FROM facility_submissions
       WHERE facility_id = ?1 AND kind = 'update' AND status = 'pending' ORDER BY id DESC LIMIT 1`,
      facilityId,
    ),
  ]);
  const row = listings?.[0] as { status: ListingStatus; current: string } | undefined;
  if (!row) return null;
  const update = pending?.[0] as { id: number; submittedAt: string; changes: string | null } | undefined;
  return {
    status: row.status,
    current: JSON.parse(row.current) as ListingFields,
    pending: update ? { id: update.id, submittedAt: update.submittedAt, changes: JSON.parse(update.changes ?? '{}') as Partial<ListingFields> } : null,
  };
}

/** The taxonomy lists and services an update touches, before and after: what its display needs names for. */
export function listsOf(update: PendingUpdate) {
  const lists = { treatmentTypes: [] as string[], specializations: [] as string[], insurance: [] as string[], services: [] as string[] };
  for (const change of update.changes) {
    if (change.field in lists) {
      const field = change.field as keyof typeof lists;
      lists[field] = [...(change.current as string[]), ...(change.proposed as string[])];
    }
  }
  return lists;
}

/** The pending update with each change beside the published value (null when none waits). */
export function pendingUpdateOf(state: OwnListingState): PendingUpdate | null {
  return state.pending && { ...state.pending, changes: changeList(state.current, state.pending.changes) };
}

/**
 * The form's values in the snapshot's terms: ids and slugs that do not exist are dropped, and each
 * list is kept as ticked (decision 016). Services the form does not offer (those that mean an entry
 * of the spec's lists, which the form asks as that entry: `current`'s) are kept as they are.
 */
export async function listingFieldsOf(db: Database, edit: ListingEdit, current: ListingFields): Promise<ListingFields> {
  const [treatmentTypes, specializations, insurance, services] = await db.batch<{ id: string }>([
    db.statement(`SELECT id FROM treatment_types WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY bit`, JSON.stringify(edit.treatmentTypes)),
    db.statement(`SELECT id FROM specializations WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY bit`, JSON.stringify(edit.specializations)),
    db.statement(`SELECT id FROM insurance_providers WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY bit`, JSON.stringify(edit.insurance)),
    db.statement(
      `SELECT slug AS id FROM services
       WHERE (maps_to IS NULL AND slug IN (SELECT value FROM json_each(?1))) OR (maps_to IS NOT NULL AND slug IN (SELECT value FROM json_each(?2)))
       ORDER BY id`,
      JSON.stringify(edit.services),
      JSON.stringify(current.services),
    ),
  ]);
  const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map((r) => r.id);
  return {
    name: edit.facilityName,
    address: edit.address,
    city: edit.city,
    state: edit.state,
    zip: edit.zipCode,
    phone: edit.phone,
    website: edit.website,
    email: edit.email.toLowerCase(),
    description: edit.description,
    established: edit.established || null,
    accreditation: accreditationList(edit.accreditation),
    treatmentTypes: ids(treatmentTypes),
    specializations: ids(specializations),
    insurance: ids(insurance),
    services: ids(services),
    intakeHours: edit.intakeHours,
  };
}

interface SaveInput {
  user: { id: number; email: string };
  facilityId: number;
  /** The fields that differ from the published listing (never empty here). */
  changes: Partial<ListingFields>;
  /** The listing as it will read once approved. */
  listing: ListingFields;
  at: Date;
}

/**
 * One batch: the pending update, if one waits, takes the new changes; otherwise a new one is
 * inserted, only while the listing is published. An admin deciding the old one at the same moment
 * leaves it decided (its status is no longer pending), and the INSERT then files the new one.
 */
export function saveUpdateStatements(db: Database, input: SaveInput): D1PreparedStatement[] {
  const { user, facilityId } = input;
  const changes = JSON.stringify(input.changes);
  const listing = JSON.stringify(input.listing);
  const at = input.at.toISOString();
  return [
    db.statement(
      `UPDATE facility_submissions SET changes = ?2, listing = ?3, submitted_at = ?4, user_id = ?5
       WHERE facility_id = ?1 AND kind = 'update' AND status = 'pending'`,
      facilityId,
      changes,
      listing,
      at,
      user.id,
    ),
    db.statement(
      `INSERT INTO facility_submissions (facility_id, user_id, contact_person, contact_title, capacity, kind, listing, changes, submitted_at)
       SELECT f.id, ?2, coalesce(nullif(f.contact_name, ''), last.contact_person, ''),
         coalesce(nullif(f.contact_title, ''), last.contact_title, ''), coalesce(last.capacity, ''), 'update', ?3, ?4, ?5
       FROM facilities f LEFT JOIN (SELECT contact_person, contact_title, capacity FROM facility_submissions
         WHERE facility_id = ?1 ORDER BY id DESC LIMIT 1) last
       WHERE f.id = ?1 AND f.status = 'approved'
         AND NOT EXISTS (SELECT 1 FROM facility_submissions WHERE facility_id = ?1 AND kind = 'update' AND status = 'pending')`,
      facilityId,
      user.id,
      listing,
      changes,
      at,
    ),
    auditStatement(db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'submission.update',
      target: `facility:${facilityId}`,
      detail: { facilityId, fields: Object.keys(input.changes) },
    }),
  ];
}

/** Saving the published content back withdraws the update that waits. */
export function withdrawUpdateStatements(db: Database, user: { id: number; email: string }, facilityId: number): D1PreparedStatement[] {
  return [
    db.statement(`DELETE FROM facility_submissions WHERE facility_id = ?1 AND kind = 'update' AND status = 'pending'`, facilityId),
    auditStatement(db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'submission.withdraw',
      target: `facility:${facilityId}`,
      detail: { facilityId, kind: 'update' },
    }),
  ];
}

/** The published listing in Manage Listing's terms, as getOwnListing reads it. */
interface ListingInFormTerms {
  name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
  description: string;
  established: string;
  accreditation: string;
  treatmentTypeIds: string[];
  specializationIds: string[];
  insuranceIds: string[];
  serviceSlugs: string[];
  intakeHours: string;
}

/**
 * What Manage Listing starts from: the published listing with the waiting update's changes on top,
 * in the form's terms (a saved edit comes back as saved), every list exactly as stored.
 */
export function listingDraft(listing: ListingInFormTerms, changes: Partial<ListingFields>): ListingEdit {
  return {
    facilityName: changes.name ?? listing.name,
    email: changes.email ?? listing.email,
    phone: changes.phone ?? listing.phone,
    website: changes.website ?? listing.website,
    address: changes.address ?? listing.address,
    city: changes.city ?? listing.city,
    state: changes.state ?? listing.state,
    zipCode: changes.zip ?? listing.zipCode ?? '',
    description: changes.description ?? listing.description,
    established: 'established' in changes ? (changes.established ?? '') : listing.established,
    accreditation: changes.accreditation ? changes.accreditation.join(', ') : listing.accreditation,
    treatmentTypes: changes.treatmentTypes ?? listing.treatmentTypeIds,
    specializations: changes.specializations ?? listing.specializationIds,
    insurance: changes.insurance ?? listing.insuranceIds,
    services: changes.services ?? listing.serviceSlugs,
    intakeHours: changes.intakeHours ?? listing.intakeHours,
  };
}
