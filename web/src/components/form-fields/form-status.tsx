import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import './form-fields.css';

/** The error box above a form. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}

/**
 * Said when a form could not be stored: what happened, that nothing typed is lost, and "Try again",
 * which resends the same request (the retry reuses its Idempotency-Key). `children` says what else
 * the visitor can do now (a phone number). It sits inside the form.
 */
export function SendFailure({
  title,
  message,
  onRetry,
  children,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { maybe } = useT();
  return (
    <div className="vf-failure" role="alert">
      <p className="vf-failure__title">{title}</p>
      <p>{maybe(message)}</p>
      <p>{t`Everything you typed is still here.`}</p>
      {children}
      {/* Without script, a submit button: the form is sent again as it stands. */}
      <button
        type="submit"
        className="button button--primary"
        onClick={(event) => {
          event.preventDefault();
          onRetry();
        }}
      >
        {t`Try again`}
      </button>
    </div>
  );
}

/**
 * A visitor form's send button and the status line read out while it sends. The button stays
 * focusable while busy (aria-disabled, not disabled), so focus is not lost mid-send.
 */
export function SendActions({
  ref,
  sending,
  label,
  sendingNote,
  className,
}: {
  ref: Ref<HTMLButtonElement>;
  sending: boolean;
  label: string;
  sendingNote: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={className ? `vf-actions ${className}` : 'vf-actions'}>
      <button ref={ref} type="submit" className="button button--primary" aria-disabled={sending || undefined}>
        {sending ? t`Sending…` : label}
      </button>
      <span role="status" className="vf-note">
        {sending ? sendingNote : ''}
      </span>
    </div>
  );
}

/**
 * An account or back-office form's submit button, saying `busyLabel` while it sends. It stays
 * focusable while busy (aria-disabled, not disabled), so focus is not lost mid-send.
 */
export function SubmitButton({ busy, label, busyLabel = 'Saving…' }: { busy: boolean; label: string; busyLabel?: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
