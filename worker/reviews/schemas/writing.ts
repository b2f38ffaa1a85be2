import { z } from 'zod';
import { plainText } from '../../lib/schemas/text';
import { VISITOR_LOCALES } from '../../visitor-requests/schemas/visitor-requests';
import { RELATIONSHIPS, REVIEW_FIELD_MAX as MAX, REVIEW_REPORT_REASONS } from './review-values';

// What a visitor sends to write, confirm, edit or report a review (POST/PATCH /api/reviews…). The
// same schemas run in the browser; the messages are the ones shown beside the fields, in Spanish
// from the visitor forms' catalogue (visitor-request-messages-es.ts).

const n = (value: number) => value.toLocaleString('en-US');
const honeypot = z.string().max(500).optional().default('');

/** 'YYYY-MM', not after this month and not before 1950: the month of the stay. */
const stayedIn = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((v) => v === '' || (/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/.test(v) && v <= new Date().toISOString().slice(0, 7)), 'Please give the month of the stay as a past month, or leave it empty');

/** The review itself, as written and as edited. */
export const reviewContentSchema = z.object({
  rating: z.coerce.number({ error: 'Please choose a rating from 1 to 5 stars' }).int('Please choose a rating from 1 to 5 stars').min(1, 'Please choose a rating from 1 to 5 stars').max(5, 'Please choose a rating from 1 to 5 stars'),
  title: plainText().max(MAX.title, `Please keep the title under ${n(MAX.title)} characters`).optional().default(''),
  body: plainText({ error: 'Please write your review' })
    .min(1, 'Please write your review')
    .max(MAX.body, `Please keep your review under ${n(MAX.body)} characters`),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please say who you were to this facility' }),
  displayName: plainText({ error: 'Please enter the name to show with your review' })
    .min(1, 'Please enter the name to show with your review')
    .max(MAX.displayName, `Please keep the name under ${n(MAX.displayName)} characters`),
  stayedIn,
  /** The language it is written in: the page's, unless the reviewer says otherwise. */
  lang: z.enum(VISITOR_LOCALES).optional().default('en'),
});

export const writeReviewSchema = reviewContentSchema.extend({
  facilityId: z.coerce.number().int().positive(),
  email: plainText({ error: 'Please enter your email address' })
    .min(1, 'Please enter your email address')
    .max(254, 'Please enter a valid email address')
    .refine((v) => z.email().safeParse(v).success, 'Please enter a valid email address'),
  /** The token of an invitation's link: the review is then verified and needs no confirmation. */
  invitation: z.string().trim().max(128).optional().default(''),
  consent: z.literal(true, { error: 'Please confirm that your review is true and follows our guidelines' }),
  /** The page's language, for the errors (the review's own is `lang`). */
  locale: z.enum(VISITOR_LOCALES).optional().default('en'),
  website: honeypot,
});
export type WriteReviewInput = z.output<typeof writeReviewSchema>;

export const editReviewSchema = reviewContentSchema.extend({ locale: z.enum(VISITOR_LOCALES).optional().default('en') });
export type EditReviewInput = z.output<typeof editReviewSchema>;

export const confirmReviewSchema = z.object({
  token: z.string({ error: 'This confirmation link is incomplete. Please open it again from your email.' }).regex(/^[0-9a-f]{64}$/, 'This confirmation link is incomplete. Please open it again from your email.'),
  locale: z.enum(VISITOR_LOCALES).optional().default('en'),
});

/** The reviewer's key, from their email's link (the X-Review-Key header). */
export const REVIEW_KEY = /^[0-9a-f]{64}$/;

export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: 'Please choose what is wrong' }),
  details: plainText().max(MAX.reportDetails, `Please keep the details under ${n(MAX.reportDetails)} characters`).optional().default(''),
  locale: z.enum(VISITOR_LOCALES).optional().default('en'),
  website: honeypot,
});
export type ReviewReportInput = z.output<typeof reviewReportSchema>;

/** The reviewer's own view of their review (GET /api/reviews/mine): its state too, never the address. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  facility: z.object({ id: z.number().int(), name: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  displayName: z.string(),
  stayedIn: z.string(),
  lang: z.enum(VISITOR_LOCALES),
  status: z.enum(['awaiting_confirmation', 'pending', 'published', 'rejected']),
  verified: z.boolean(),
  /** The guideline a rejection named. */
  rejectedGuideline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.output<typeof ownReviewSchema>;
