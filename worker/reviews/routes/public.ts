import { ApiError } from '../../lib/errors';
import { edgeCache } from '../../lib/edge-cache';
import { route } from '../../lib/openapi';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { facilityIdSchema } from '../../search/schemas/search';
import { listPublishedReviews } from '../queries/reviews';
import { reviewsPageSchema, reviewsQuerySchema } from '../schemas';

const EDGE_SECONDS = 60;

/** A listing's published reviews (GET /api/facility/public/:id/reviews), for its page and for anyone. */
export const publicReviewRoutes = newRouter().get(
  '/:id/reviews',
  route({
    summary: 'A listing’s published reviews',
    description: 'One page of them (newest, highest or lowest first) with their count, mean and distribution: a listing’s rating and review count in every other answer are these figures.',
    200: { description: 'The page of reviews and the figures.', schema: reviewsPageSchema },
    errors: ['not_found'],
  }),
  validate('param', facilityIdSchema),
  validate('query', reviewsQuerySchema),
  edgeCache(EDGE_SECONDS),
  async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const page = await listPublishedReviews(db, id, c.req.valid('query'));
    if (!page) throw new ApiError('not_found', 'Facility not found.');
    return c.json(page, 200);
  },
);
