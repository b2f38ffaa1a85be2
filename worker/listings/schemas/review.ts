import { z } from 'zod';
import { adminNotes, pageQuerySchema, shownVersion } from '../../lib/schemas/lists';
import { listingSteps } from '../../accounts/schemas/registration';

/** The review desk's list: the status filter (none = all) and the page. */
export const submissionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'Choose pending, approved or rejected.' }).optional(),
});

export const REJECTION_NOTES_REQUIRED = 'Please provide review notes for rejection';

/** A decision names the version of the submission the desk showed (`version` of its GET). */
const decidedVersion = shownVersion('Reload the submission and decide again.');

export const approveSchema = z.object({ notes: adminNotes.optional().default(''), version: decidedVersion });

export const rejectSchema = z.object({
  notes: z.string({ error: REJECTION_NOTES_REQUIRED }).pipe(adminNotes).pipe(z.string().min(1, REJECTION_NOTES_REQUIRED)),
  version: decidedVersion,
});

/** A rejected registration, corrected: the wizard's listing fields with its messages. */
export const resubmissionSchema = z.object(listingSteps);
export type Resubmission = z.output<typeof resubmissionSchema>;
