import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { INVITATION_INVALID } from '../../../../../../worker/schemas/staff';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { NewPasswordFields, newPasswordForm } from '../../../../components/new-password/new-password-fields';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLinkToken } from '../../../../lib/link-token';
import { acceptInvitation } from '../api/staff';

/** What the admin login page shows after an invitation was accepted. */
interface AccountReadyState {
  accountReady: true;
}

/**
 * /admin/invite?token=…: the link from an invitation email (public: the person has no session yet).
 * The token leaves the address bar as soon as it is read; the password is set once, then the
 * person signs in.
 */
function InvitePage() {
  useDocumentTitle('Set Your Password');
  const token = useLinkToken();
  const navigate = useNavigate();
  const { status, onSubmit, field } = useApiForm({
    schema: newPasswordForm,
    send: ({ password }) => acceptInvitation(token, password),
    onSent: () => navigate(paths.adminLogin.getHref(), { replace: true, state: { accountReady: true } satisfies AccountReadyState }),
    describeFailure: (error) => (error.code ? error.message : 'We could not set your password. Please try again.'),
  });
  // A used or expired token is the Worker's 400 naming `token`: the link, not the form, is the problem.
  const linkProblem = !/^[0-9a-f]{64}$/.test(token)
    ? INVITATION_INVALID
    : status.kind === 'failed'
      ? (status.error.fields.token ?? null)
      : null;
  const busy = status.kind === 'sending' || status.kind === 'sent';

  if (linkProblem) {
    return (
      <Frame>
        <FormAlert>
          <p>{linkProblem}</p>
        </FormAlert>
        <p>
          <Link className="standalone-link" to={paths.adminLogin.getHref()}>
            Go to the admin sign-in
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="form-card__lead">Choose a password for your administrator account. You will sign in with it next.</p>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <NewPasswordFields field={field} label="Password" />
        <div className="form-actions">
          <button type="submit" className="button button--primary button--full" disabled={busy}>
            {busy ? 'Saving...' : 'Set Password'}
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
        <h1>Set Your Password</h1>
        {children}
      </div>
    </div>
  );
}

export { InvitePage as Component };
