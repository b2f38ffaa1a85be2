import { z } from 'zod';
import { adminNotes, blankAsMissing, pageQuerySchema } from '../../lib/schemas/lists';
import { boundedInt } from '../../lib/schemas/numbers';
import { plainText } from '../../lib/schemas/text';
import { GUIDELINES } from './guidelines';
import { FACILITY_INVITATIONS_PER_DAY } from './invitation-values';

export { FACILITY_INVITATIONS_PER_DAY, REVIEW_INVITATION_DAYS } from './invitation-values';

// The inputs of the review desk (/api/admin/reviews) and of the facility's side of reviews
// (/api/facility/me/reviews, /api/facility/me/review-invitations).

export const REVIEW_STATUSES = ['awaiting_confirmation', 'pending', 'published', 'rejected'] as const;
export const RESPONSE_STATUSES = ['pending', 'published', 'rejected'] as const;

export const deskListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(REVIEW_STATUSES, { error: 'Status must be awaiting_confirmation, pending, published or rejected.' }).optional()),
  /** The facility's answers in this state (`pending`: the answers waiting for the desk). */
  response: z.preprocess(blankAsMissing, z.enum(RESPONSE_STATUSES, { error: 'Response must be pending, published or rejected.' }).optional()),
  facilityId: z.preprocess(blankAsMissing, boundedInt('Facility', 1, 2 ** 31 - 1).optional()),
  /** `1`: only reviews with reports the desk has not decided on (published ones included). */
  reported: z.preprocess(blankAsMissing, z.enum(['1', '0'], { error: 'Reported must be 1 or 0.' }).transform((v) => v === '1').optional()),
});
export type DeskListQuery = z.output<typeof deskListQuerySchema>;

const GUIDELINE_MESSAGE = 'Choose the guideline it breaks: a rejection always names one.';

/** Publishing needs no reason and no condition on the rating: a negative review is never held for being negative. */
export const publishSchema = z.object({ notes: adminNotes.optional() });

/** A rejection names one of the six published guidelines. */
export const rejectSchema = z.object({
  guideline: z.enum(GUIDELINES, { error: GUIDELINE_MESSAGE }),
  notes: adminNotes.optional(),
});
export type Rejection = z.output<typeof rejectSchema>;

export const RESPONSE_MAX = 3000;

/** The facility's one public answer to a review. */
export const responseSchema = z.object({
  body: plainText({ error: 'Write your answer.' })
    .min(1, 'Write your answer.')
    .max(RESPONSE_MAX, `Your answer must be at most ${RESPONSE_MAX.toLocaleString('en-US')} characters.`),
});

export const facilityReviewsQuerySchema = pageQuerySchema;


const inviteEmail = z
  .string({ error: 'Each address must be an email address.' })
  .trim()
  .max(254, 'Each address must be at most 254 characters.')
  .pipe(z.email({ error: 'Each address must be an email address.' }));

export const invitationsSchema = z.object({
  emails: z
    .array(inviteEmail, { error: 'List the addresses to invite.' })
    .min(1, 'List at least one address to invite.')
    .max(FACILITY_INVITATIONS_PER_DAY, `At most ${FACILITY_INVITATIONS_PER_DAY} addresses a day.`),
  /** The language of the (fixed) invitation. */
  lang: z.enum(['en', 'es'], { error: 'Language must be en or es.' }).default('en'),
});
