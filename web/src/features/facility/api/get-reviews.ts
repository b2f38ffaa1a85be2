import type { LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { REVIEW_SORTS, type ReviewSort } from '../../../../../worker/reviews/schemas/review-values';
import { apiFor, type api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';

export type ReviewsResponse = InferResponseType<(typeof api.facility.public)[':id']['reviews']['$get'], 200>;
export type ReviewRecord = ReviewsResponse['reviews'][number];

/** The page's address carries which page of reviews and which order: links, so it works without script. */
export const REVIEWS_PAGE_PARAM = 'page';
export const REVIEWS_SORT_PARAM = 'sort';

export interface ReviewsView {
  page: number;
  sort: ReviewSort;
}

/** What the address asks for; anything else is the first page, newest first. */
export function reviewsViewOf(url: URL): ReviewsView {
  const page = Number(url.searchParams.get(REVIEWS_PAGE_PARAM) ?? '1');
  const sort = url.searchParams.get(REVIEWS_SORT_PARAM) as ReviewSort | null;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: sort && (REVIEW_SORTS as readonly string[]).includes(sort) ? sort : 'newest',
  };
}

/** The address of another page or order of the reviews, on this listing's page. */
export function reviewsHref({ page, sort }: ReviewsView): string {
  const query = new URLSearchParams();
  if (page > 1) query.set(REVIEWS_PAGE_PARAM, String(page));
  if (sort !== 'newest') query.set(REVIEWS_SORT_PARAM, sort);
  const search = query.toString();
  return `${search ? `?${search}` : '?'}#reviews`;
}

/** One page of the listing's published reviews, with their figures. */
export function reviewsLoader({ params, request, context }: LoaderFunctionArgs, view: ReviewsView): Promise<ReviewsResponse> {
  return apiJson(
    apiFor(context).facility.public[':id'].reviews.$get(
      { param: { id: params.id ?? '' }, query: { page: String(view.page), sort: view.sort } },
      { init: { signal: request.signal } },
    ),
  );
}
