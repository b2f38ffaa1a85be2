import { useLingui } from '@lingui/react/macro';
import { ReviewCard } from '../../../components/review-card/review-card';
import { RELATIONSHIPS } from '../../../../../worker/reviews/schemas/review-values';
import { useT } from '../../../lib/i18n/i18n-context';

/** What the form holds so far, as typed. */
export interface Draft {
  rating?: string;
  relationship?: string;
  title?: string;
  body?: string;
  displayName?: string;
  stayedIn?: string;
  lang?: string;
}

/**
 * Exactly what the listing will show of the review once published, drawn from the form as the
 * reviewer types (with script; without it, the list above says the same in words). Never the email.
 */
export function ReviewPreview({ draft, facilityName, verified }: { draft: Draft; facilityName: string; verified: boolean }) {
  const { t } = useLingui();
  const { locale } = useT();
  const rating = Number(draft.rating);
  const relationship = (RELATIONSHIPS as readonly string[]).includes(draft.relationship ?? '') ? (draft.relationship as (typeof RELATIONSHIPS)[number]) : null;
  const stayedIn = /^\d{4}-\d{2}$/.test(draft.stayedIn ?? '') ? draft.stayedIn : undefined;
  return (
    <section className="review-preview" aria-labelledby="review-preview-heading" aria-live="polite">
      <h2 id="review-preview-heading">{t`Preview: what others will see`}</h2>
      {rating >= 1 && rating <= 5 && relationship && draft.body?.trim() && draft.displayName?.trim() ? (
        <ReviewCard
          facilityName={facilityName}
          english={locale === 'en' ? undefined : 'en'}
          review={{
            rating,
            relationship,
            body: draft.body.trim(),
            displayName: draft.displayName.trim(),
            ...(draft.title?.trim() ? { title: draft.title.trim() } : {}),
            ...(stayedIn ? { stayedIn } : {}),
            verified,
            lang: draft.lang === 'es' ? 'es' : 'en',
            createdAt: new Date().toISOString(),
          }}
        />
      ) : (
        <p className="review-preview__empty">{t`Choose a rating and who you were, write your review and the name to show: it appears here as it will on the listing.`}</p>
      )}
    </section>
  );
}
