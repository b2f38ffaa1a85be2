import { useEffect, useRef, useState } from 'react';
import { sendCode, sendRecoveryCode } from '../api/two-factor';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { SecondStep } from '../api/second-step';
import { CodeForm, RecoveryCodeForm } from './code-forms';

/**
 * The admin sign-in's second step, after a right password: the code from the authenticator app, or
 * instead one of the recovery codes. `onSignedIn` goes on; `onStartOver` back to the password.
 */
export function SecondFactorStep({
  onSignedIn,
  onStartOver,
  withRecoveryCode: recoveryFirst = false,
  stepHref,
}: {
  onSignedIn: () => void;
  onStartOver: () => void;
  /** Asks for a recovery code first (the page without script, at `?step=recovery`). */
  withRecoveryCode?: boolean;
  /** Where the buttons go as links without script: the other step, or back to the password. */
  stepHref?: (step: SecondStep | 'start') => string;
}) {
  const [withRecoveryCode, setWithRecoveryCode] = useState(recoveryFirst);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [withRecoveryCode]);

  return (
    <section aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" tabIndex={-1} ref={heading}>
        {withRecoveryCode ? 'Use a Recovery Code' : 'Enter Your Authentication Code'}
      </h2>
      {withRecoveryCode ? (
        <RecoveryCodeForm send={sendRecoveryCode} onSent={onSignedIn} submitLabel="Sign In" />
      ) : (
        <CodeForm send={sendCode} onSent={onSignedIn} submitLabel="Verify Code" />
      )}
      {/* Until the page's script runs (and without it), the buttons are links to the same steps. */}
      {stepHref && !hydrated ? (
        <p className="form-actions">
          <a className="button button--secondary button--full" href={stepHref(withRecoveryCode ? 'code' : 'recovery')}>
            {withRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code'}
          </a>
          <a className="button button--secondary button--full" href={stepHref('start')}>
            Start Over
          </a>
        </p>
      ) : (
        <div className="form-actions">
          <button type="button" className="button button--secondary button--full" onClick={() => setWithRecoveryCode((on) => !on)}>
            {withRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code'}
          </button>
          <button type="button" className="button button--secondary button--full" onClick={onStartOver}>
            Start Over
          </button>
        </div>
      )}
    </section>
  );
}
