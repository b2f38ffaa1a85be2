import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema } from '../../../../../worker/schemas/auth';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { requestPasswordReset } from '../api/password-reset';
import './facility-account.css';

/** Said for every address, so the form cannot be used to find out who has an account. */
const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password. It works once, for one hour.';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSent(true);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.email) setError(failure.fields.email);
      else setAlert('We could not send your request. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container">
      <div className="form-card">
        <h1>Forgot Password</h1>
        {sent ? (
          <>
            <p className="form-notice" role="status">
              {RESET_REQUESTED}
            </p>
            <p>Didn’t get it? Check your spam folder, or ask again in a few minutes.</p>
            <ul className="form-links">
              <li>
                <Link className="standalone-link" to={paths.facilityLogin.getHref()}>
                  Back to Facility Login
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="link-button standalone-link"
                  onClick={() => {
                    setSent(false);
                    setEmail('');
                  }}
                >
                  Send another link
                </button>
              </li>
            </ul>
          </>
        ) : (
          <>
            <p className="form-card__lead">
              Enter the email address of your facility account and we will send you a link to choose a new password.
            </p>
            {alert && (
              <FormAlert>
                <p>{alert}</p>
              </FormAlert>
            )}
            <form method="post" noValidate onSubmit={(event) => void submit(event)}>
              <TextField
                id="forgot-email"
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onValueChange={(value) => {
                  setEmail(value);
                  setError(undefined);
                }}
                error={error}
                required
              />
              <div className="form-actions">
                <button type="submit" className="button button--primary button--full" disabled={busy}>
                  {busy ? 'Sending...' : 'Send Reset Link'}
                </button>
              </div>
            </form>
            <p>
              <Link className="standalone-link" to={paths.facilityLogin.getHref()}>
                Back to Facility Login
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
