import { useEffect, useRef, useState } from 'react';
import { sendCode, sendRecoveryCode } from '../api/two-factor';
import { CodeForm, RecoveryCodeForm } from './code-forms';

/**
 * The admin sign-in's second step, after a right password: the code from the authenticator app, or
 * instead one of the recovery codes. `onSignedIn` goes on; `onStartOver` back to the password.
 */
export function SecondFactorStep({ onSignedIn, onStartOver }: { onSignedIn: () => void; onStartOver: () => void }) {
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
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
      <div className="form-actions">
        <button type="button" className="button button--secondary button--full" onClick={() => setWithRecoveryCode((on) => !on)}>
          {withRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code'}
        </button>
        <button type="button" className="button button--secondary button--full" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </section>
  );
}
