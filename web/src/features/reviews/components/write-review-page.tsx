import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data, Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { describe, titled, translatedHead, type HeadOf } from '../../../app/head';
import { apiFor } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import { answerPostedForm } from '../../../lib/posted-form';
import { INVITATION_PARAM, WRITTEN_PARAM, writeReviewPost } from '../api/review-forms';
import { GuidelinesLink } from './review-fields';
// With the page: the form is all this page is for (a star chosen while a form on demand hydrated could be lost).
import { WriteReviewForm } from './write-review-form';
import '../../../lib/info-page.css';
import './reviews.css';


/** The listing reviewed, the invitation its link carried, and what a sent review became (`?sent=`). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const listing = await apiJson(apiFor(context).facility.public[':id'].$get({ param: { id: params.id ?? '' } }, { init: { signal: request.signal } })).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404, statusText: 'Facility Not Found' });
    throw error;
  });
  const { id, name, city, state } = listing.facility;
  const sent = url.searchParams.get(WRITTEN_PARAM);
  return {
    facility: { id, name, city, state },
    invitation: /^[0-9a-f]{64}$/.test(url.searchParams.get(INVITATION_PARAM) ?? '') ? url.searchParams.get(INVITATION_PARAM)! : '',
    sent: sent === 'pending' || sent === 'confirm' ? sent : null,
  };
}

/** The review sent without script. */
export const action = async ({ request, context, params }: ActionFunctionArgs) =>
  answerPostedForm(request, { review: writeReviewPost(context, new URL(request.url), Number(params.id)) });

// Never indexed: a form, whose address may carry an invitation.
export const head: HeadOf<typeof loader> = (args) =>
  args.data
    ? { title: titled(translate(args.t.i18n)`Review ${args.data.facility.name}`), description: describe(null), noindex: true }
    : translatedHead(msg`Facility Not Found`, undefined, { noindex: true })(args);

/** /facility/:id/review and /es/facility/:id/review. */
function WriteReviewPage() {
  const { facility, invitation, sent } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const href = useLocalizedHref();
  const listing = href(paths.facility.getHref(facility.id));
  return (
    <div className="container info-page write-review-page">
      <p>
        <Link to={listing}>{t`Back to the listing`}</Link>
      </p>
      <h1>
        <Trans>
          Review <span lang="en">{facility.name}</span>
        </Trans>
      </h1>
      {sent ? (
        <section className="info-panel review-sent" role="status" aria-labelledby="review-sent-heading">
          <h2 id="review-sent-heading">{sent === 'pending' ? t`Thank you: your review is with our team` : t`Check your email to confirm your review`}</h2>
          <p>
            {sent === 'pending'
              ? t`It came from an invitation, so it needs no confirmation and will show as verified. Our team reads it against our guidelines and emails you when it is published.`
              : t`We sent a link to the address you gave. Your review is published only once you confirm it there and our team reads it. The same email lets you change or delete it later.`}
          </p>
          <p>
            <Link to={listing}>{t`Back to the listing`}</Link>
          </p>
        </section>
      ) : (
        <>
          <section className="info-panel" aria-labelledby="review-who">
            <h2 id="review-who">{t`Who may write a review`}</h2>
            <p>{t`A former client, a family member of a client, or a professional who referred someone here. One review per email address for each facility. A review is never held back for being negative.`}</p>
            <h3>{t`What will be public`}</h3>
            <ul className="info-checks">
              <li>{t`Your rating, title and review, in the language you wrote it in`}</li>
              <li>{t`The name you choose to show, who you were to the facility, and the month of the stay if you give it`}</li>
              <li>{t`The date you wrote it, and “Verified” if it came from an invitation`}</li>
            </ul>
            <p>
              <strong>{t`Never public: your email address.`}</strong>{' '}
              <Trans>
                Our team reads every review against <GuidelinesLink>our review guidelines</GuidelinesLink> before it is published.
              </Trans>
            </p>
          </section>
          <WriteReviewForm facility={facility} invitation={invitation} />
        </>
      )}
    </div>
  );
}

export { WriteReviewPage as Component };
