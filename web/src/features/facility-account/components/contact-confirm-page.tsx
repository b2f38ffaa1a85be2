import { z } from 'zod';
import { CONTACT_LINK_INVALID } from '../../../../../worker/facility-account/schemas/settings';
import { ConfirmAddressForm, LinkDoneCard, LinkProblemCard, linkProblemOf, PasswordCard } from '../../../components/new-password/new-password-fields';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { useLinkToken } from '../../../lib/link-token';
import './facility-account.css';

const TITLE = 'Confirm Your Contact Email';

/**
 * /facility-contact/confirm?token=…: the link emailed to a contact address a facility's Settings
 * asked for. Opening it confirms nothing (mail scanners open links): the button sends it, and only
 * then do the facility's notices come to this address. No sign-in: the link is the proof.
 */
function ContactConfirmPage() {
  const token = useLinkToken();
  const { status, onSubmit } = useApiForm({
    schema: z.object({}),
    send: () => api.facility['contact-confirmation'].$post({ json: { token } }),
    describeFailure: () => 'We could not confirm your address. Please try again.',
  });
  const linkProblem = linkProblemOf(token, status, CONTACT_LINK_INVALID);

  if (status.kind === 'sent') {
    return (
      <LinkDoneCard title="Contact Email Confirmed" to={paths.home.getHref()} label="Back to the Directory">
        Thank you: the facility’s notices from our directory, such as word of new inquiries, come to this address from now on.
      </LinkDoneCard>
    );
  }
  if (linkProblem) {
    return <LinkProblemCard title={TITLE} message={linkProblem} to={paths.facilitySettings.getHref()} label="Go to Settings" />;
  }
  return (
    <PasswordCard title={TITLE}>
      <p className="form-card__lead">
        Confirm that this is your email address, and a facility’s notices from our directory (word of new inquiries)
        come to it from now on.
      </p>
      <p>If you did not ask for this, close this page: nothing is sent to this address, and the link stops working in 7 days.</p>
      <ConfirmAddressForm status={status} onSubmit={onSubmit} />
    </PasswordCard>
  );
}

export { ContactConfirmPage as Component };
