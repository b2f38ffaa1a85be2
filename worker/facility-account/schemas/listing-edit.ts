import { z } from 'zod';
import { contactStep, detailsStep, locationStep, offerStep, publicEmailSchema } from '../../accounts/schemas/registration';

/**
 * Manage Listing: every public field of a published listing, with the registration wizard's rules and
 * messages. The contact person, title and capacity are not public (Settings keeps the contact), and
 * the listing's public email is registration's (optional: a listing may show none). What it offers
 * (insurance, services, intake hours) is registration's "What you offer" step.
 */
export const listingEditSchema = z.object({
  facilityName: contactStep.shape.facilityName,
  email: publicEmailSchema,
  phone: contactStep.shape.phone,
  website: contactStep.shape.website,
  ...locationStep.shape,
  description: detailsStep.shape.description,
  established: detailsStep.shape.established,
  treatmentTypes: detailsStep.shape.treatmentTypes,
  specializations: detailsStep.shape.specializations,
  accreditation: detailsStep.shape.accreditation,
  ...offerStep.shape,
});
export type ListingEdit = z.output<typeof listingEditSchema>;

export const NOTHING_CHANGED = 'Change at least one field before saving: these are your listing’s current details.';
