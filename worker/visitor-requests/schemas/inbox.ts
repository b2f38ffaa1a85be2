import { z } from 'zod';
import { adminNotes, blankAsMissing, dayBounds, pageQuerySchema, RANGE_MESSAGE, rangeInOrder, shownVersion } from '../../lib/schemas/lists';
import { contactStep, detailsStep, locationStep } from '../../accounts/schemas/registration';
import { CONTACT_URGENCY_VALUES, optionalEmail, URGENCY_VALUES } from './visitor-requests';

// The admin inboxes: leads, contact messages and listing reports. Filters come from GET forms, where
// a filter left blank arrives as `name=` and means no filter.

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const REPORT_RESOLUTIONS = ['no_change', 'unpublished', 'edited'] as const;

export const sayChoices = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** An optional filter that must be one of `values`. */
export function choiceFilter<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(blankAsMissing, z.enum(values, { error: `${label} must be ${sayChoices(values)}.` }).optional());
}

const facilityIdFilter = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: 'Facility must be a facility id.' })
    .int('Facility must be a facility id.')
    .min(1, 'Facility must be a facility id.')
    .max(2 ** 31 - 1, 'Facility must be a facility id.')
    .optional(),
);

export const leadListQuerySchema = pageQuerySchema
  .extend({
    urgency: choiceFilter('Urgency', URGENCY_VALUES),
    state: z.preprocess(blankAsMissing, z.string().regex(/^[A-Z]{2}$/, 'State must be a two-letter state code.').optional()),
    facilityId: facilityIdFilter,
    status: choiceFilter('Status', LEAD_STATUSES),
    ...dayBounds,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const contactMessageListQuerySchema = pageQuerySchema
  .extend({
    urgency: choiceFilter('Urgency', CONTACT_URGENCY_VALUES),
    status: choiceFilter('Status', CONTACT_MESSAGE_STATUSES),
    ...dayBounds,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

export const NOTHING_TO_CHANGE = 'Change the status or the notes.';

/** What an admin changes on a lead or a message: its status, its internal notes, or both. */
function inboxPatchSchema<const T extends readonly [string, ...string[]]>(statuses: T) {
  return z
    .object({
      status: z.enum(statuses, { error: `Status must be ${sayChoices(statuses)}.` }).optional(),
      notes: adminNotes.optional(),
    })
    .refine((patch) => patch.status !== undefined || patch.notes !== undefined, { path: ['status'], message: NOTHING_TO_CHANGE });
}

export const leadPatchSchema = inboxPatchSchema(LEAD_STATUSES);
export const contactMessagePatchSchema = inboxPatchSchema(CONTACT_MESSAGE_STATUSES);
export type InboxPatch = { status?: string; notes?: string };

export const reportListQuerySchema = pageQuerySchema.extend({
  status: choiceFilter('Status', REPORT_STATUSES),
  facilityId: facilityIdFilter,
});

/** The public fields of a listing an admin may correct, with the registration form's messages. */
export const listingCorrectionSchema = z.object({
  name: contactStep.shape.facilityName,
  address: locationStep.shape.address,
  city: locationStep.shape.city,
  state: locationStep.shape.state,
  zip: locationStep.shape.zipCode,
  phone: contactStep.shape.phone,
  website: contactStep.shape.website,
  email: optionalEmail,
  description: detailsStep.shape.description,
});
export type ListingCorrection = z.output<typeof listingCorrectionSchema>;

export const LISTING_REQUIRED = 'Give the corrected listing.';

export const resolveReportSchema = z
  .object({
    resolution: z.enum(REPORT_RESOLUTIONS, { error: 'Choose how the report was resolved.' }),
    notes: adminNotes.optional().default(''),
    listing: listingCorrectionSchema.optional(),
    /** The version of the listing the reports screen showed (`listing.version` of its GET). */
    version: shownVersion('Reload the report and resolve it again.'),
  })
  .refine((body) => body.resolution !== 'edited' || body.listing !== undefined, { path: ['listing'], message: LISTING_REQUIRED });
export type ReportResolution = z.output<typeof resolveReportSchema>;
