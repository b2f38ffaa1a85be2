import { z } from 'zod';
import { CONFIRMATION_LINK_INVALID } from '../../../../../worker/accounts/schemas/registration';
import { LinkDoneCard, linkProblemOf, LinkProblemCard, PasswordCard } from '../../../components/new-password/new-password-fields';
import { FormAlert, SubmitButton } from '../../../components/form-fields/form-status';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { useLinkToken } from '../../../lib/link-token';
import './facility-account.css';

const TITLE = 'Confirm Your Email Address';

/**
 * /facility-signup/confirm?token=…: the link from a registration's confirmation email. Opening it
 * confirms nothing (mail scanners open links): the button sends it, and only then does the
 * registration go to the review desk.
 */
function SignupConfirmPage() {
  const token = useLinkToken();
  const { status, onSubmit } = useApiForm({
    schema: z.object({}),
    send: () => api.facility.registrations.confirmation.$post({ json: { token } }),
    describeFailure: () => 'We could not confirm your address. Please try again.',
  });
  const linkProblem = linkProblemOf(token, status, CONFIRMATION_LINK_INVALID);

  if (status.kind === 'sent') {
    return (
      <LinkDoneCard title="Email Address Confirmed" to={paths.home.getHref()} label="Back to the Directory">
        Thank you: your address is confirmed, and your registration is with our team. We review every listing, typically
        within 2-3 business days, and will email you when it is approved.
      </LinkDoneCard>
    );
  }
  if (linkProblem) {
    return <LinkProblemCard title={TITLE} message={linkProblem} to={paths.facilitySignup.getHref()} label="Register your facility" />;
  }
  return (
    <PasswordCard title={TITLE}>
      <p className="form-card__lead">
        Confirm that this is your email address, and your facility’s registration goes to our team for review.
      </p>
      <p>If you did not register a facility with us, close this page: the registration is deleted after 7 days.</p>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <SubmitButton busy={status.kind === 'sending'} label="Confirm My Email Address" busyLabel="Confirming…" />
      </form>
    </PasswordCard>
  );
}

export { SignupConfirmPage as Component };
