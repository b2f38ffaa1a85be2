import { Link } from 'react-router-dom';
import { passwordResetRequestSchema } from '../../../../../worker/accounts/schemas/auth';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import './facility-account.css';

/** Said for every address, so the form cannot be used to find out who has an account. */
const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password. It works once, for one hour.';

function ForgotPasswordPage() {
  const { status, onSubmit, field, reset } = useApiForm({
    schema: passwordResetRequestSchema,
    send: (request) => api.facility['password-reset'].$post({ json: request }),
    describeFailure: (error) =>
      error.status === 429 && error.code ? error.message : 'We could not send your request. Please check your connection and try again.',
  });
  const sent = status.kind === 'sent';
  const alert = status.kind === 'failed' ? status.message : null;

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
                  onClick={reset}
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
            <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
              <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
              <div className="form-actions">
                <button type="submit" className="button button--primary button--full" disabled={status.kind === 'sending'}>
                  {status.kind === 'sending' ? 'Sending...' : 'Send Reset Link'}
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

export { ForgotPasswordPage as Component };
