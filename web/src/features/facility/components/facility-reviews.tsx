import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ReviewSort } from '../../../../../worker/reviews/schemas/review-values';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { paths } from '../../../config/paths';
import { ReportReviewForm } from './report-review-form';
import { reviewsHref, type ReviewsResponse, type ReviewsView } from '../api/get-reviews';
import { ReviewCard } from '../../../components/review-card/review-card';

/**
 * The listing's reviews, as the Worker renders them (no script needed): the figures and the spread
 * of ratings, then a page of published reviews in the chosen order, each in its own language with
 * the facility's answer under it. Paging and sorting are links to this page's address.
 */
export function FacilityReviews({
  facility,
  reviews,
  view,
  reported,
}: {
  facility: { id: number; name: string };
  reviews: ReviewsResponse;
  view: ReviewsView;
  /** The review a report was just sent about (its thanks shows under it). */
  reported: number | null;
}) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  const facilityName = facility.name;
  // Under the figures: what the listing's reviews say comes first.
  const write = (
    <p className="facility-reviews__write">
      <Link className="button button--secondary" to={href(paths.writeReview.getHref(facility.id))}>
        {t`Write a review`}
      </Link>{' '}
      {t`If you, a family member or someone you referred stayed here.`}
    </p>
  );
  const { number, locale } = useT();
  const { total, average, distribution } = reviews;
  const pages = Math.max(1, Math.ceil(total / reviews.limit));
  const sorts: Array<[ReviewSort, string]> = [
    ['newest', t`Newest`],
    ['highest', t`Highest rated`],
    ['lowest', t`Lowest rated`],
  ];
  return (
    <section id="reviews" className="facility-reviews" aria-labelledby="facility-reviews">
      <h2 id="facility-reviews">{t`Reviews`}</h2>
      {total === 0 || average === null ? (
        <>
          <p className="facility-reviews__none">{t`No reviews yet`}</p>
          {write}
        </>
      ) : (
        <>
          <p className="facility-reviews__summary">
            <span className="facility-reviews__star" aria-hidden="true">
              ★
            </span>{' '}
            {t`${{ rating: average.toFixed(1) }} out of 5, from ${plural({ count: total }, { one: '# published review', other: '# published reviews' })}`}
          </p>
          <table className="facility-reviews__spread">
            <caption className="sr-only">{t`How many reviews gave each rating`}</caption>
            <tbody>
              {([5, 4, 3, 2, 1] as const).map((stars) => (
                <tr key={stars}>
                  <th scope="row">{t`${plural({ count: stars }, { one: '# star', other: '# stars' })}`}</th>
                  <td className="facility-reviews__bar" aria-hidden="true">
                    {/* A meter, not a styled bar: the pages' Content-Security-Policy refuses style attributes. */}
                    <meter min={0} max={total} value={distribution[stars]} />
                  </td>
                  <td>{number(distribution[stars])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {write}
          <nav className="facility-reviews__sorts" aria-label={t`Sort reviews`}>
            <ul>
              {sorts.map(([sort, label]) => (
                <li key={sort}>
                  <Link to={reviewsHref({ page: 1, sort })} aria-current={sort === view.sort ? 'true' : undefined} preventScrollReset>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {reviews.reviews.length === 0 ? (
            <p>
              <Link to={reviewsHref({ page: 1, sort: view.sort })}>{t`There are no reviews on this page. See the first page.`}</Link>
            </p>
          ) : (
            <ol className="facility-reviews__list">
              {reviews.reviews.map((review) => (
                <li key={review.id} id={`review-${review.id}`}>
                  <ReviewCard review={review} facilityName={facilityName} english={locale === 'en' ? undefined : 'en'}>
                    {reported === review.id ? (
                      <p className="review__reported" role="status">
                        {t`Thank you for your report. Our team reads it and removes the review if it breaks our guidelines.`}
                      </p>
                    ) : (
                      <ReportReviewForm reviewId={review.id} />
                    )}
                  </ReviewCard>
                </li>
              ))}
            </ol>
          )}
          {pages > 1 && (
            <nav className="facility-reviews__pages" aria-label={t`Pages of reviews`}>
              {view.page > 1 && <Link to={reviewsHref({ page: Math.min(view.page, pages + 1) - 1, sort: view.sort })}>{t`Previous reviews`}</Link>}
              <span>{t`Page ${{ page: number(view.page) }} of ${{ pages: number(pages) }}`}</span>
              {view.page < pages && <Link to={reviewsHref({ page: view.page + 1, sort: view.sort })}>{t`More reviews`}</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
