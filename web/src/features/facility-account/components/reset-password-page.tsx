import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLinkToken } from '../../../lib/link-token';
import { FormAlert } from '../../../components/form-fields/form-status';
import { NewPasswordFields, newPasswordForm } from '../../../components/new-password/new-password-fields';
import './facility-account.css';

const MALFORMED_LINK = 'This reset link is not valid. Please ask for a new one.';

/** /facility-reset-password?token=…: the link from the reset email. */
function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const token = useLinkToken();
  const { status, onSubmit, field } = useApiForm({
    schema: newPasswordForm,
    send: ({ password }) => api.facility['password-reset'].confirm.$post({ json: { token, password } }),
    describeFailure: () => 'We could not change your password. Please try again.',
  });
  const done = status.kind === 'sent';
  // A used or expired token is the Worker's 400 naming `token`: the link, not the form, is the problem.
  const linkProblem = !/^[0-9a-f]{64}$/.test(token)
    ? MALFORMED_LINK
    : status.kind === 'failed'
      ? (status.error.fields.token ?? null)
      : null;
  const alert = status.kind === 'failed' ? status.message : null;
  const busy = status.kind === 'sending';

  if (done) {
    return (
      <Frame>
        <p className="form-notice" role="status">
          Your password has been changed, and any other sessions of your account have been signed out.
        </p>
        <p>
          <Link className="button button--primary" to={paths.facilityLogin.getHref()}>
            Sign in
          </Link>
        </p>
      </Frame>
    );
  }
  if (linkProblem) {
    return (
      <Frame>
        <FormAlert>
          <p>{linkProblem}</p>
        </FormAlert>
        <p>
          <Link className="button button--primary" to={paths.facilityForgotPassword.getHref()}>
            Ask for a new link
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="form-card__lead">Choose a new password for your facility account.</p>
      {alert && (
        <FormAlert>
          <p>{alert}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <NewPasswordFields field={field} label="New Password" />
        <div className="form-actions">
          <button type="submit" className="button button--primary button--full" disabled={busy}>
            {busy ? 'Saving...' : 'Set New Password'}
          </button>
        </div>
      </form>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container">
      <div className="form-card">
        <h1>Choose a New Password</h1>
        {children}
      </div>
    </div>
  );
}

export { ResetPasswordPage as Component };
