import { Link, useNavigate } from 'react-router-dom';
import { INVITATION_INVALID } from '../../../../../../worker/accounts/schemas/staff';
import { LinkProblem, linkProblemOf, NewPasswordForm, newPasswordForm, PasswordCard } from '../../../../components/new-password/new-password-fields';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { useLinkCheck } from '../../../../lib/link-check';
import { useLinkToken } from '../../../../lib/link-token';
import { acceptInvitation, checkInvitation } from '../api/staff';

const TITLE = 'Set Your Password';

/**
 * /admin/invite?token=…: the link from an invitation email (public: the person has no session yet).
 * The token leaves the address bar as soon as it is read; the password is set once, then the admin
 * login says the account is ready.
 */
function InvitePage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const { status, onSubmit, field } = useApiForm({
    schema: newPasswordForm,
    send: ({ password }) => acceptInvitation(token, password),
    onSent: () => navigate(paths.adminLogin.getHref(), { replace: true, state: { accountReady: true } }),
    describeFailure: (error) => (error.code ? error.message : 'We could not set your password. Please try again.'),
  });
  const check = useLinkCheck(token, checkInvitation);
  const linkProblem = linkProblemOf(token, status, INVITATION_INVALID) ?? (check.kind === 'invalid' ? check.message : null);

  if (linkProblem) {
    return (
      <PasswordCard title={TITLE}>
        <LinkProblem message={linkProblem}>
        <Link className="standalone-link" to={paths.adminLogin.getHref()}>
          Go to the admin sign-in
        </Link>
        </LinkProblem>
      </PasswordCard>
    );
  }
  return (
    <PasswordCard title={TITLE}>
      <NewPasswordForm
        lead="Choose a password for your administrator account. You will sign in with it next."
        failure={status.kind === 'failed' ? status.message : null}
        onSubmit={onSubmit}
        field={field}
        busy={status.kind === 'sending' || status.kind === 'sent'}
        label="Password"
        submitLabel="Set Password"
      />
    </PasswordCard>
  );
}

export { InvitePage as Component };
