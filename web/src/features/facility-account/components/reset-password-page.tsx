import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { useApiForm } from '../../../lib/api-form';
import { useLinkCheck } from '../../../lib/link-check';
import { useLinkToken } from '../../../lib/link-token';
import { LinkDoneCard, linkProblemOf, LinkProblemCard, NewPasswordForm, newPasswordForm, PasswordCard } from '../../../components/new-password/new-password-fields';
import './facility-account.css';

const TITLE = 'Choose a New Password';
const MALFORMED_LINK = 'This reset link is not valid. Please ask for a new one.';

/** Whether the link can still set a password: asked on open, so a used or expired one says so before anything is typed. */
const checkReset = (token: string) => apiJson(api.facility['password-reset'].check.$post({ json: { token } }));

/** /facility-reset-password?token=…: the link from the reset email. */
function ResetPasswordPage() {
  const token = useLinkToken();
  const { status, onSubmit, field } = useApiForm({
    schema: newPasswordForm,
    send: ({ password }) => api.facility['password-reset'].confirm.$post({ json: { token, password } }),
    describeFailure: () => 'We could not change your password. Please try again.',
  });
  const check = useLinkCheck(token, checkReset);
  const linkProblem = linkProblemOf(token, status, MALFORMED_LINK) ?? (check.kind === 'invalid' ? check.message : null);

  if (status.kind === 'sent') {
    return (
      <LinkDoneCard title={TITLE} to={paths.facilityLogin.getHref()} label="Sign in">
        Your password has been changed, and any other sessions of your account have been signed out.
      </LinkDoneCard>
    );
  }
  if (linkProblem) {
    return <LinkProblemCard title={TITLE} message={linkProblem} to={paths.facilityForgotPassword.getHref()} label="Ask for a new link" />;
  }
  return (
    <PasswordCard title={TITLE}>
      <NewPasswordForm
        lead="Choose a new password for your facility account."
        failure={status.kind === 'failed' ? status.message : null}
        onSubmit={onSubmit}
        field={field}
        busy={status.kind === 'sending'}
        label="New Password"
        submitLabel="Set New Password"
      />
    </PasswordCard>
  );
}

export { ResetPasswordPage as Component };
