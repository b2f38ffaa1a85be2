import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicReview } from '../../../../worker/reviews/schemas';
import { asText } from '../../lib/i18n/as-text';
import { useT } from '../../lib/i18n/i18n-context';
import './review-card.css';

/** A review as it is shown: a published one, or the writer's own preview of theirs (no id yet). */
export type ShownReview = Omit<PublicReview, 'id'>;

/**
 * One review as the listing page shows it (and as its writer previews it before sending): the
 * rating, who wrote it as they chose to be named, their relationship and month of stay, the text in
 * its own language, and the facility's published answer. `children`: what goes under it (its report
 * form on the listing page).
 */
export function ReviewCard({ review, facilityName, english, children }: { review: ShownReview; facilityName: string; english: 'en' | undefined; children?: ReactNode }) {
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
      {children}
    </article>
  );
}
