import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data, Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { GUIDELINE_TEXT, type Guideline } from '../../../../../worker/reviews/schemas/guidelines';
import { FieldGroup } from '../../../components/form-fields/form-fields';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { paths } from '../../../config/paths';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { answerPostedForm, usePostedForm } from '../../../lib/posted-form';
import { CONFIRM_REVIEW_FORM, DELETE_REVIEW_FORM, DONE_PARAM, EDIT_REVIEW_FORM, loadOwnReview, ownReviewPosts, type OwnReview } from '../api/review-forms';
import { GuidelinesLink, ReviewFields, type ContentField } from './review-fields';
import '../../../lib/info-page.css';
import './reviews.css';

// The reviewer's own page of their review, opened from the link in their email (its key in the
// address): confirm it, see where it stands, change it or delete it. Its forms are plain posts,
// answered by the Worker with this page again, so it works the same with script or without.

const DONE = ['confirmed', 'edited', 'deleted'] as const;
type Done = (typeof DONE)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const done = url.searchParams.get(DONE_PARAM);
  return { review: await loadOwnReview(context, url), done: (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null };
}

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  const review = await loadOwnReview(context, url);
  if (!review) throw data('This link does not open a review any more.', { status: 404 });
  return answerPostedForm(request, ownReviewPosts(context, url, review.id));
};

// Never indexed, never kept by a shared cache (the API's answer is private): the address holds the key.
export const head = translatedHead(msg`Your review`, undefined, { noindex: true });

function ManageReviewPage() {
  const { review, done } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <div className="container info-page manage-review-page">
      <h1>{t`Your review`}</h1>
      {done === 'deleted' ? (
        <p role="status">{t`Your review is deleted. Nothing of it is shown any more.`}</p>
      ) : !review ? (
        <p>{t`This link does not open a review any more: the review was deleted, or a newer email replaced the link. Use the link in the newest email we sent you.`}</p>
      ) : (
        <>
          {done && <p role="status" className="review-done">{done === 'confirmed' ? t`Thank you: your review is confirmed and with our team.` : t`Your changes are saved. Our team reads them before they are shown.`}</p>}
          <p>
            <Trans>
              Your review of <Link to={href(paths.facility.getHref(review.facility.id))}><span lang="en">{review.facility.name}</span></Link>.
            </Trans>
          </p>
          <ReviewState review={review} />
          {review.status === 'awaiting_confirmation' && (
            <form method="post" className="review-confirm">
              <PostedFormFields name={CONFIRM_REVIEW_FORM} />
              <button type="submit" className="button button--primary">{t`Confirm my review`}</button>
            </form>
          )}
          <EditReview review={review} />
          <section aria-labelledby="delete-review" className="info-panel">
            <h2 id="delete-review">{t`Delete your review`}</h2>
            <p>{t`It is removed from the listing at once, with the facility’s answer to it. This cannot be undone.`}</p>
            <form method="post">
              <PostedFormFields name={DELETE_REVIEW_FORM} />
              <button type="submit" className="button button--secondary">{t`Delete my review`}</button>
            </form>
          </section>
        </>
      )}
    </div>
  );
}

/** Where the review stands, in words, and the guideline a rejection named. */
function ReviewState({ review }: { review: OwnReview }) {
  const { t } = useLingui();
  const { locale } = useT();
  const href = useLocalizedHref();
  const guideline = review.rejectedGuideline && (GUIDELINE_TEXT as Record<string, { en: string; es: string }>)[review.rejectedGuideline as Guideline];
  const state = {
    awaiting_confirmation: t`Not confirmed yet: confirm it below to send it to our team. Unconfirmed reviews are never shown.`,
    pending: t`With our team: we read it against our guidelines and email you when it is published.`,
    published: t`Published on the listing.`,
    rejected: t`Not published: it breaks one of our guidelines.`,
  }[review.status];
  return (
    <section className="info-panel review-state" aria-labelledby="review-state">
      <h2 id="review-state">{t`Where it stands`}</h2>
      <p>{state}</p>
      {guideline && (
        <p>
          {t`The guideline: ${{ guideline: guideline[locale] }}.`}{' '}
          <Trans>
            See <GuidelinesLink>our review guidelines</GuidelinesLink>; you may change your review so that it keeps to them.
          </Trans>
        </p>
      )}
      {review.status === 'published' && (
        <p>
          <Link to={`${href(paths.facility.getHref(review.facility.id))}#reviews`}>{t`See it on the listing`}</Link>
        </p>
      )}
    </section>
  );
}

/** The review's text, to change: sent back to moderation. */
function EditReview({ review }: { review: OwnReview }) {
  const { t } = useLingui();
  const posted = usePostedForm(EDIT_REVIEW_FORM);
  const defaults: Record<ContentField, string> = {
    rating: String(review.rating),
    relationship: review.relationship,
    title: review.title,
    body: review.body,
    displayName: review.displayName,
    stayedIn: review.stayedIn,
    lang: review.lang,
  };
  const field = (name: ContentField) => {
    const sent = posted?.values[name];
    return { name, ...(typeof sent === 'string' ? { defaultValue: sent } : {}), error: posted?.errors[name] };
  };
  return (
    <section aria-labelledby="edit-review" className="info-panel">
      <h2 id="edit-review">{t`Change your review`}</h2>
      <p>{t`Changed, it goes back to our team and is off the listing until they read it.`}</p>
      <form method="post" noValidate>
        <PostedFormFields name={EDIT_REVIEW_FORM} />
        {posted?.failure && <FormAlert>{posted.failure}</FormAlert>}
        <FieldGroup look="visitor" className="vf-grid">
          <ReviewFields field={field} defaults={defaults} />
        </FieldGroup>
        <div className="vf-actions">
          <button type="submit" className="button button--primary">{t`Save my changes`}</button>
        </div>
      </form>
    </section>
  );
}

export { ManageReviewPage as Component };
