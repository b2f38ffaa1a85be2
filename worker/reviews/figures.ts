// How a listing's published reviews rank it (decision 027). The same numbers are in the triggers of
// migrations/0038_reviews.sql, which keep facilities.bayesian_rating, and on the page that explains
// the ranking (web/src/features/about); a test holds the three together.

/** The prior's mean: what a listing is taken to be worth before its reviews say otherwise. */
export const RATING_PRIOR_MEAN = 3.5;
/** The prior's weight, in reviews: a listing's own mean counts for half once it has this many. */
export const RATING_PRIOR_REVIEWS = 10;

/** The Bayesian average of `count` ratings summing to `sum`: (C × m + sum) / (C + count); null for none. */
export function bayesianRating(sum: number, count: number): number | null {
  if (count === 0) return null;
  return (RATING_PRIOR_REVIEWS * RATING_PRIOR_MEAN + sum) / (RATING_PRIOR_REVIEWS + count);
}
