import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ReviewSort } from '../../../../../worker/reviews/schemas/review-values';
import { useT } from '../../../lib/i18n/i18n-context';
import { reviewsHref, type ReviewRecord, type ReviewsResponse, type ReviewsView } from '../api/get-reviews';
import { asText } from '../../../lib/i18n/as-text';

/**
 * The listing's reviews, as the Worker renders them (no script needed): the figures and the spread
 * of ratings, then a page of published reviews in the chosen order, each in its own language with
 * the facility's answer under it. Paging and sorting are links to this page's address.
 */
export function FacilityReviews({ facilityName, reviews, view }: { facilityName: string; reviews: ReviewsResponse; view: ReviewsView }) {
  const { t } = useLingui();
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
        <p className="facility-reviews__none">{t`No reviews yet`}</p>
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
                <li key={review.id}>
                  <Review review={review} facilityName={facilityName} english={locale === 'en' ? undefined : 'en'} />
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

function Review({ review, facilityName, english }: { review: ReviewRecord; facilityName: string; english: 'en' | undefined }) {
  const { t } = useLingui();
  const { date } = useT();
  const relationship = { client: t`Former client`, family: t`Family member`, professional: t`Referring professional` }[review.relationship];
  return (
    <article className="review">
      <p className="review__rating">
        <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
        <span className="sr-only">{t`Rated ${{ rating: review.rating }} out of 5`}</span>
      </p>
      {review.title && (
        <h3 className="review__title" lang={review.lang}>
          {review.title}
        </h3>
      )}
      <p className="review__meta">
        <span className="review__name">{review.displayName}</span>
        <span>{relationship}</span>
        {review.stayedIn && <span>{t`Stayed in ${{ month: date(`${review.stayedIn}-01`, { month: 'long', year: 'numeric' }) }}`}</span>}
        <span>
          <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
        </span>
        {review.verified && <span className="review__verified">{t`Verified`}</span>}
      </p>
      <p className="review__body" lang={review.lang}>
        {review.body}
      </p>
      {review.response && (
        <div className="review__response">
          <p className="review__response-by">
            <Trans>
              Response from <span lang={english}>{asText(facilityName)}</span>
            </Trans>
            {', '}
            <time dateTime={review.response.createdAt}>{date(review.response.createdAt)}</time>
          </p>
          <p lang={review.lang}>{review.response.body}</p>
        </div>
      )}
    </article>
  );
}
