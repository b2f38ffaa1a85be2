import { z } from 'zod';
import { adminNotes, blankAsMissing, listSearch, pageQuerySchema } from '../../lib/schemas/lists';
import { CONFIRMABLE, DUE_REASONS, isConfirming, METHODS, OUTCOMES } from './verification-values';

// The verification desk's inputs (/api/admin/verifications, /api/admin/facilities/:id/verifications),
// shared with its screen: the form checks with the same schema, so the messages match.

/** The queue: one page, optionally only the listings due for one reason, or whose name holds `q`. */
export const dueQuerySchema = pageQuerySchema.extend({
  q: listSearch,
  reason: z.preprocess(blankAsMissing, z.enum(DUE_REASONS, { error: `Reason must be one of ${DUE_REASONS.join(', ')}.` }).optional()),
});
export type DueQuery = z.output<typeof dueQuerySchema>;

export const CONFIRMED_REQUIRED = 'Tick what the check confirmed: a check that confirmed or corrected the listing names what.';
export const CONFIRMED_NONE = 'A check that did not confirm the listing confirms nothing: untick what is ticked.';

/** One check as staff record it: how, what came of it, what it confirmed (when it did), notes. */
export const recordCheckSchema = z
  .object({
    method: z.enum(METHODS, { error: 'Choose how the listing was checked.' }),
    outcome: z.enum(OUTCOMES, { error: 'Choose what came of the check.' }),
    confirmed: z
      // A form with none ticked may send false (one checkbox group, nothing chosen): nothing confirmed.
      .preprocess((value) => (value === false || value === undefined ? [] : value), z.array(z.enum(CONFIRMABLE, { error: `What was confirmed must be among ${CONFIRMABLE.join(', ')}.` }), { error: 'What was confirmed must be a list.' }))
      // Stored once each, in the listing's order, whatever order they were ticked in.
      .transform((ticked) => CONFIRMABLE.filter((field) => ticked.includes(field))),
    notes: adminNotes.default(''),
  })
  .superRefine((check, ctx) => {
    if (isConfirming(check.outcome) && check.confirmed.length === 0) ctx.addIssue({ code: 'custom', path: ['confirmed'], message: CONFIRMED_REQUIRED });
    if (!isConfirming(check.outcome) && check.confirmed.length > 0) ctx.addIssue({ code: 'custom', path: ['confirmed'], message: CONFIRMED_NONE });
  });
export type RecordCheckInput = z.input<typeof recordCheckSchema>;
export type RecordCheck = z.output<typeof recordCheckSchema>;
