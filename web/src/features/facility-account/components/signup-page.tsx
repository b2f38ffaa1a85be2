import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { getSignupOptions } from '../api/signup-options';
import type { Registration } from '../../../../../worker/accounts/schemas/registration';
import { SIGNUP_DRAFT } from '../utils/signup-draft';
import { SIGNUP_STEPS } from '../utils/signup-steps';
import { ListingWizard } from './listing-wizard';

/**
 * /facility-signup: six steps (the account, the listing's four, the review), the wizard of
 * listing-wizard.tsx. Every registration is answered alike, a taken address too (its owner is
 * emailed): on to "Check your email".
 */
function SignupPage() {
  return (
    <ListingWizard
      steps={SIGNUP_STEPS}
      heading="List Your Facility"
      lead="Register your treatment center for the directory. Our team reviews every listing, typically within 2-3 business days."
      stepsLabel="Registration steps"
      draftKey={SIGNUP_DRAFT}
      options={getSignupOptions}
      send={(registration, key) => api.facility.registrations.$post({ json: registration as Registration }, { headers: { 'Idempotency-Key': key } })}
      sentHref={() => paths.facilitySignupSuccess.getHref()}
      leaveQuestion="Leave the registration? What you typed is kept in this tab until you close it."
      submitFailed="Error submitting registration. Please try again."
      submitLabel="Submit for Review"
      footer={
        <p className="signup__signin">
          Already have an account? <Link to={paths.facilityLogin.getHref()}>Sign in</Link>
        </p>
      }
    />
  );
}

export { SignupPage as Component };
