import { expect } from 'vitest';
import { registration } from './bodies';
import { client } from './client';
import { signInAs, withCookie } from './fixtures';
import { approve, FACILITY_PASSWORD, registerFacility } from './review';
import { signedInAdmin } from './staff';

type ListingEditBody = Parameters<typeof client.facility.me.listing.$put>[0]['json'];

/** A registration an admin approved, and its facility signed in. */
export async function publishedFacility() {
  const admin = await signedInAdmin();
  const registered = await registerFacility();
  expect((await approve(admin.cookie, registered.submissionId)).status).toBe(200);
  return { ...registered, admin, cookie: await signInAs('facility', registered.email, FACILITY_PASSWORD) };
}

/**
 * Manage Listing's fields exactly as registration stored them (no public email, unless one was
 * chosen); each test overrides what it changes.
 */
export function listingEdit(listing: { facilityName: string; publicEmail?: string }, overrides: Partial<ListingEditBody> = {}): ListingEditBody {
  const r = registration({ facilityName: listing.facilityName });
  return {
    facilityName: r.facilityName,
    email: listing.publicEmail ?? '',
    phone: r.phone,
    website: r.website,
    address: r.address,
    city: r.city,
    state: r.state,
    zipCode: r.zipCode,
    description: r.description,
    established: r.established,
    treatmentTypes: r.treatmentTypes,
    specializations: r.specializations,
    insurance: [],
    services: [],
    intakeHours: '',
    accreditation: r.accreditation,
    ...overrides,
  };
}

export const saveListing = (cookie: string | undefined, json: ListingEditBody) =>
  client.facility.me.listing.$put({ json }, withCookie(cookie));

export const listingPreview = (cookie: string | undefined) => client.facility.me.preview.$get(undefined, withCookie(cookie));

export const publicListing = (id: number) => client.facility.public[':id'].$get({ param: { id: String(id) } });
