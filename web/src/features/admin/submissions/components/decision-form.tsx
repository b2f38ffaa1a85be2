import { z } from 'zod';
import { adminNotes } from '../../../../../../worker/lib/schemas/lists';
import { REJECTION_NOTES_REQUIRED } from '../../../../../../worker/listings/schemas/review';
import { TextAreaField } from '../../../../components/form-fields/form-fields';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { TryAgainButton } from '../../../../components/try-again/try-again-button';
import { useApiForm } from '../../../../lib/api-form';
import { useShowCurrentVersion } from '../../components/show-current-version';
import { decide } from '../api/submissions';

// The Worker's rules for the two decisions, in one form: notes are optional to approve and required
// (non-blank) to reject, with the spec's message.
const decisionSchema = z
  .object({ notes: adminNotes, decision: z.enum(['approve', 'reject']) })
  .refine((v) => v.decision === 'approve' || v.notes.length > 0, { path: ['notes'], message: REJECTION_NOTES_REQUIRED });

interface DecisionFormProps {
  submissionId: number;
  /** The version of the submission the panel shows: the one a decision is about. */
  version: number;
  /** The facility's address for 'Contact Facility'. */
  email: string;
  /** Told the Worker's confirmation once the decision is stored (the panel keeps it on screen). */
  onDecided: (message: string) => void;
}

/** Notes, 'Approve Facility', 'Reject with Feedback' and 'Contact Facility' for a pending submission. */
export function DecisionForm({ submissionId, version, email, onDecided }: DecisionFormProps) {
  const { form, status, onSubmit, field } = useApiForm({
    schema: decisionSchema,
    defaultValues: { notes: '', decision: 'approve' },
    // The version shown when the admin clicks (the panel shows the new one after a 409 below).
    send: ({ decision, notes }, key) => decide(submissionId, version, decision, notes, key),
    revalidate: true,
    onSent: (result) => onDecided(result.message),
  });
  // Changed while the admin read it: the panel loads the new version, which may be decided now.
  const changed = useShowCurrentVersion(status);
  const busy = status.kind === 'sending' || status.kind === 'sent';
  const choose = (decision: 'approve' | 'reject') => () => form.setValue('decision', decision);

  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="review-decision">
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
          {/* Someone else decided first (409): show the submission as it is now. */}
          {status.error.status === 409 && !changed && <TryAgainButton label="Show the Decision" />}
        </FormAlert>
      )}
      <TextAreaField
        label="Review Notes"
        hint="Sent to the facility with a rejection; required to reject."
        rows={4}
        optional
        {...field('notes')}
      />
      <div className="form-actions review-decision__actions">
        <button type="submit" className="button button--primary" disabled={busy} onClick={choose('approve')}>
          Approve Facility
        </button>
        <button type="submit" className="button button--secondary review-decision__reject" disabled={busy} onClick={choose('reject')}>
          Reject with Feedback
        </button>
        <a className="button button--secondary" href={`mailto:${email}`}>
          Contact Facility
        </a>
      </div>
    </form>
  );
}
