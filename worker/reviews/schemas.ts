import { z } from 'zod';
import { boundedInt } from '../lib/schemas/numbers';

import { RELATIONSHIPS, REVIEW_SORTS, REVIEWS_PAGE_SIZE } from './schemas/review-values';

export { RELATIONSHIPS, REVIEW_SORTS, REVIEWS_PAGE_SIZE, type Relationship, type ReviewSort } from './schemas/review-values';

const REVIEWS_MAX_LIMIT = 50;

/** GET /api/facility/public/:id/reviews: one page of a listing's published reviews. */
export const reviewsQuerySchema = z.object({
  page: boundedInt('Page', 1, 10_000).default(1),
  limit: boundedInt('Limit', 1, REVIEWS_MAX_LIMIT).default(REVIEWS_PAGE_SIZE),
  sort: z.enum(REVIEW_SORTS, { error: 'Sort must be newest, highest or lowest.' }).default('newest'),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** A published review as anyone may read it: never the reviewer's address or the desk's notes. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string().optional(),
  body: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  displayName: z.string(),
  /** The month of the stay, YYYY-MM, when the reviewer gave it. */
  stayedIn: z.string().optional(),
  /** It came through an invitation (ours after a request for information, or the facility's). */
  verified: z.boolean(),
  /** The language it was written in. */
  lang: z.enum(['en', 'es']),
  createdAt: z.string(),
  /** The facility's one public answer, once published. */
  response: z.object({ body: z.string(), createdAt: z.string() }).optional(),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

/** The page of reviews, and the listing's figures: `total` and `average` are its `reviews` and `rating`. */
export const reviewsPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number().int(),
  /** The mean of every published rating; null while there is none. */
  average: z.number().nullable(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  page: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
});
export type ReviewsPage = z.output<typeof reviewsPageSchema>;
