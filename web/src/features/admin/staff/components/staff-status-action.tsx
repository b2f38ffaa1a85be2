import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { useApiForm } from '../../../../lib/api-form';
import { setStaffStatus, type StaffMember } from '../api/staff';

const nothingToFill = z.object({});

/**
 * Disable or Enable for one row, behind an inline "Are you sure?" (Confirm / Cancel): a native
 * confirm() cannot be styled, named or reached the same way by every assistive technology. The
 * Worker's refusal (the last active administrator) is said beside the button. Focus goes to Cancel
 * when the question opens and back to the button when it closes.
 */
export function StaffStatusAction({ member, isYou }: { member: StaffMember; isYou: boolean }) {
  const next = member.status === 'disabled' ? 'active' : 'disabled';
  const verb = next === 'disabled' ? 'Disable' : 'Enable';
  const who = isYou ? 'your own account' : member.name || member.email;
  const [confirming, setConfirming] = useState(false);
  // Set when the question closes (Cancel, Confirm), so the button it came from takes focus back.
  const returnFocus = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  const close = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  const { status, onSubmit, reset } = useApiForm({
    schema: nothingToFill,
    send: () => setStaffStatus(member.id, next),
    revalidate: true,
    onSent: close,
  });
  // A refusal closes the question, so its message shows beside the button.
  const asking = confirming && status.kind !== 'failed';

  useEffect(() => {
    if (asking) {
      cancel.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus();
    }
  }, [asking]);

  if (asking) {
    const sending = status.kind === 'sending';
    return (
      <form
        className="staff-confirm"
        aria-labelledby={questionId}
        noValidate
        onSubmit={(event) => {
          returnFocus.current = true;
          void onSubmit(event);
        }}
      >
        <p id={questionId} className="staff-confirm__question">
          Are you sure? {verb} {who}.{' '}
          {next === 'active' ? 'They will be able to sign in again.' : isYou ? 'You will be signed out at once.' : 'Their sessions end at once.'}
        </p>
        <div className="staff-confirm__actions">
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            {sending ? 'Saving…' : 'Confirm'}
          </button>
          <button ref={cancel} type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="staff-action">
      <button
        ref={toggle}
        type="button"
        className="button button--secondary"
        onClick={() => {
          reset();
          setConfirming(true);
        }}
      >
        {verb}
        <span className="sr-only"> {who}</span>
      </button>
      {status.kind === 'failed' && (
        <p className="field-error" role="alert">
          {status.message}
        </p>
      )}
    </div>
  );
}
