import { useLoaderData } from 'react-router-dom';
import { z } from 'zod';
import { RESPONSE_MAX, responseSchema, FACILITY_INVITATIONS_PER_DAY } from '../../../../../../worker/reviews/schemas/desk';
import { GUIDELINE_TEXT, GUIDELINES_PATH } from '../../../../../../worker/reviews/schemas/guidelines';
import { TextAreaField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { ListPagination } from '../../../../components/list-pagination/list-pagination';
import { useApiForm } from '../../../../lib/api-form';
import { formatLongDateTime } from '../../../../lib/format';
import { addressesIn, answerReview, facilityReviewsLoader, sendInvitations, type FacilityReview } from '../../api/reviews';

const RELATIONSHIP: Record<string, string> = { client: 'Former client', family: 'Family member', professional: 'Referring professional' };
const ANSWER_STATE = { pending: 'Waiting for our team to check it', published: 'Published under the review', rejected: 'Not published' } as const;

function AnswerForm({ review }: { review: FacilityReview }) {
  const form = useApiForm({
    schema: responseSchema,
    defaultValues: { body: '' },
    send: (values) => answerReview(review.id, values.body),
    revalidate: true,
  });
  return (
    <form method="post" noValidate aria-label={`Answer the review by ${review.displayName}`} onSubmit={(event) => void form.onSubmit(event)}>
      {form.status.kind === 'failed' && (
        <FormAlert>
          <p>{form.status.message}</p>
        </FormAlert>
      )}
      <TextAreaField
        id={`answer-${review.id}`}
        label="Your public answer"
        hint={`One answer per review, shown under it once our team has checked it against the guidelines. At most ${RESPONSE_MAX.toLocaleString('en-US')} characters.`}
        rows={3}
        {...form.field('body')}
      />
      <SubmitButton busy={form.status.kind === 'sending'} label="Send Answer" />
    </form>
  );
}

function Review({ review }: { review: FacilityReview }) {
  const heading = `review-${review.id}`;
  return (
    <li className="dashboard-card" aria-labelledby={heading}>
      <h3 id={heading}>
        {review.rating} out of 5 from {review.displayName}
        {review.verified && ' · Verified'}
      </h3>
      <p>
        {RELATIONSHIP[review.relationship] ?? review.relationship}
        {review.stayedIn && `, stayed ${review.stayedIn}`} · <time dateTime={review.createdAt}>{formatLongDateTime(review.createdAt)}</time>
      </p>
      {review.title && <p><strong lang={review.lang}>{review.title}</strong></p>}
      <p lang={review.lang}>{review.body}</p>
      {review.response ? (
        <div>
          <h4>Your answer</h4>
          <p>{review.response.body}</p>
          <p>
            {ANSWER_STATE[review.response.status]}
            {review.response.rejectedGuideline && `: it breaks the guideline “${GUIDELINE_TEXT[review.response.rejectedGuideline].en}”`}
          </p>
        </div>
      ) : (
        <AnswerForm review={review} />
      )}
    </li>
  );
}

const invitationsForm = z.object({ addresses: z.string().trim().min(1, 'List at least one address to invite.') });

function InvitationsForm() {
  const form = useApiForm({
    schema: invitationsForm,
    defaultValues: { addresses: '' },
    send: (values) => sendInvitations(addressesIn(values.addresses)),
  });
  return (
    <form method="post" noValidate aria-labelledby="invite-heading" onSubmit={(event) => void form.onSubmit(event)}>
      <h3 id="invite-heading">Invite clients to review</h3>
      <p>
        Each address gets the same fixed invitation we send everyone; you cannot change its words. Invite every client, not only the
        happy ones. At most {FACILITY_INVITATIONS_PER_DAY} invitations in any 24 hours.
      </p>
      {form.status.kind === 'failed' && (
        <FormAlert>
          <p>{form.status.message}</p>
        </FormAlert>
      )}
      <p role="status" className="status-confirmation">
        {form.status.kind === 'sent' ? form.status.result.message : ''}
      </p>
      <TextAreaField id="invite-addresses" label="Email addresses" hint="One a line." rows={3} {...form.field('addresses')} />
      <SubmitButton busy={form.status.kind === 'sending'} label="Send Invitations" />
    </form>
  );
}

/** /facility-dashboard/reviews: the listing's published reviews, an answer to each, and invitations. */
function ReviewsTab() {
  const list = useLoaderData<typeof facilityReviewsLoader>();
  return (
    <section className="dashboard-section" aria-labelledby="reviews">
      <h2 id="reviews">Reviews</h2>
      <p>
        Published reviews of your listing. You may answer each one once, publicly; our team checks answers against the{' '}
        <a href={GUIDELINES_PATH}>review guidelines</a> as it checks reviews.
        {list.awaitingModeration > 0 && ` ${list.awaitingModeration} more ${list.awaitingModeration === 1 ? 'waits' : 'wait'} for our team.`}
      </p>
      {list.items.length === 0 ? (
        <p>No published reviews yet.</p>
      ) : (
        <ul className="dashboard-list" aria-label="Reviews">
          {list.items.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      )}
      {list.total > list.limit && <ListPagination page={list.page} limit={list.limit} total={list.total} noun="reviews" />}
      <InvitationsForm />
    </section>
  );
}

export { facilityReviewsLoader as loader, ReviewsTab as Component };
