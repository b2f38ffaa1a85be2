import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { formatDateTime } from '../../utils/format';
import { STATUS_LABEL, statusOf, type Submission, type SubmissionPanel } from '../api/submissions';
import { DecisionForm } from './decision-form';
import { useOpenHref } from './submission-table';
import { ListingChanges } from '../../../../components/listing-changes/listing-changes';
import { ListingFields } from './listing-fields';

const KIND_LABEL = { registration: 'New listing', update: 'Listing update' } as const;

function Decided({ submission }: { submission: Pick<Submission, 'reviewer' | 'reviewedAt' | 'reviewNotes'> }) {
  if (!submission.reviewedAt) return null;
  return (
    <p className="review-panel__decided">
      Decided by {submission.reviewer ? submission.reviewer.name || submission.reviewer.email : 'an administrator'} on{' '}
      {formatDateTime(submission.reviewedAt)}.{submission.reviewNotes && <> Notes: “{submission.reviewNotes}”</>}
    </p>
  );
}

/** Nothing selected yet. */
export function NoSubmissionSelected() {
  return (
    <section className="admin-panel review-panel" aria-labelledby="review-heading">
      <h2 id="review-heading">Select a Submission</h2>
      <p>Choose a submission in the list to review every field the facility sent.</p>
    </section>
  );
}

/** The review panel: the listing as it would be published, the contact, the history and the decision. */
export function ReviewPanel({ panel }: { panel: SubmissionPanel }) {
  const { submission: s, names } = panel;
  const status = statusOf(s.status);
  // The Worker's confirmation outlives the form, which is gone once the submission is decided.
  const [confirmation, setConfirmation] = useState('');
  const openHref = useOpenHref();

  return (
    <section className="admin-panel review-panel" aria-labelledby="review-heading">
      <h2 id="review-heading">{s.listing.name}</h2>
      <p>
        <span className="admin-badge">{KIND_LABEL[s.kind]}</span> <span className="admin-badge">{STATUS_LABEL[status]}</span>{' '}
        submitted {formatDateTime(s.submittedAt)}
        {s.facilityStatus === 'approved' && (
          <>
            {' '}
            · <Link to={paths.facility.getHref(s.facilityId)}>View public listing</Link>
          </>
        )}
      </p>
      <p role="status" className={confirmation ? 'form-notice' : undefined}>
        {confirmation}
      </p>
      {status === 'pending' ? (
        <DecisionForm submissionId={s.id} version={s.version} email={s.accountEmail} onDecided={setConfirmation} />
      ) : (
        <>
          <p className="review-panel__final">This submission has already been {status}.</p>
          <Decided submission={s} />
        </>
      )}

      {s.kind === 'update' && s.changes.length > 0 && (
        <>
          <h3>What this update changes</h3>
          <ListingChanges changes={s.changes} names={names} caption="What this update changes" />
        </>
      )}
      <h3>{s.kind === 'update' ? 'The listing once approved' : 'The listing as it would be published'}</h3>
      <ListingFields listing={s.listing} names={names} />

      <h3>Contact</h3>
      <dl>
        <dt>Contact Person</dt>
        <dd>{s.contactPerson}</dd>
        <dt>Title</dt>
        <dd>{s.contactTitle || '—'}</dd>
        <dt>Capacity</dt>
        <dd>{s.capacity || '—'}</dd>
        <dt>Account Email</dt>
        <dd>{s.accountEmail}</dd>
      </dl>

      <h3>Earlier submissions</h3>
      {s.history.length === 0 ? (
        <p>None: this is the facility’s first submission.</p>
      ) : (
        <ul className="review-history">
          {s.history.map((h) => (
            <li key={h.id}>
              <Link to={openHref(h.id)}>
                {KIND_LABEL[h.kind]} of {formatDateTime(h.submittedAt)}
              </Link>{' '}
              <span className="admin-badge">{STATUS_LABEL[statusOf(h.status)]}</span>
              <Decided submission={h} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
