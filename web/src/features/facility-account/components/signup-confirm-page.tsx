import { z } from 'zod';
import { CONFIRMATION_LINK_INVALID } from '../../../../../worker/accounts/schemas/registration';
import { ConfirmAddressForm, LinkDoneCard, LinkProblemCard, linkProblemOf, PasswordCard } from '../../../components/new-password/new-password-fields';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { useApiForm } from '../../../lib/api-form';
import { useLinkCheck } from '../../../lib/link-check';
import { useLinkToken } from '../../../lib/link-token';
import './facility-account.css';

const TITLE = 'Confirm Your Email Address';

/**
 * The facility and address the link confirms, shown before its button is pressed: whoever holds the
 * link sees what they are confirming. Unknown (no answer) leaves the button there, as before.
 */
const confirmationDetails = (token: string) => apiJson(api.facility.registrations.confirmation.details.$post({ json: { token } }));

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
  const details = useLinkCheck(token, confirmationDetails);
  const linkProblem = linkProblemOf(token, status, CONFIRMATION_LINK_INVALID) ?? (details.kind === 'invalid' ? details.message : null);

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
      {details.kind === 'found' ? (
        <p className="form-card__lead">
          Confirm that <strong>{details.value.email}</strong> is your email address, and the registration of{' '}
          <strong>{details.value.facilityName}</strong> goes to our team for review.
        </p>
      ) : (
        <p className="form-card__lead">
          Confirm that this is your email address, and your facility’s registration goes to our team for review.
        </p>
      )}
      <p>
        If you did not register {details.kind === 'found' ? 'this facility' : 'a facility'} with us, close this page: the
        registration is deleted after 7 days.
      </p>
      <ConfirmAddressForm status={status} onSubmit={onSubmit} />
    </PasswordCard>
  );
}

export { SignupConfirmPage as Component };
