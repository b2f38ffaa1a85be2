import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-question.css';

interface ConfirmQuestionProps {
  /** "Delete …? This cannot be undone." */
  question: ReactNode;
  /** The submit button's words: what saying yes does. */
  confirm: string;
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
}

/**
 * An inline "Are you sure?" inside the form it submits: the question names the group, the danger
 * button sends the form, Cancel closes it. Cancel takes focus when it opens, so a slip of Enter does
 * not delete; a native confirm() cannot be styled or named the same way for every assistive technology.
 */
export function ConfirmQuestion({ question, confirm, busy, busyLabel = 'Deleting…', onCancel }: ConfirmQuestionProps) {
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId}>
      <p id={questionId} className="admin-confirm__question">
        {question}
      </p>
      <div className="admin-confirm__actions">
        <button type="submit" className="button admin-button--danger" aria-disabled={busy || undefined}>
          {busy ? busyLabel : confirm}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
