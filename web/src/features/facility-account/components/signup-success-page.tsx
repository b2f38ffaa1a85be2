import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/reference-data';
import './facility-account.css';

const NEXT_STEPS = [
  {
    title: 'Confirm your email address',
    text: 'Open the link in the email we just sent you. Your registration goes to our team only once the address is confirmed; the link works for 7 days.',
  },
  {
    title: 'Review',
    text: 'Our team checks your facility’s details, typically within 2-3 business days. We may contact you if anything needs clarifying.',
  },
  {
    title: 'Approval and launch',
    text: 'Once approved, your listing is published in the directory, your account is activated, and we let you know by email.',
  },
  {
    title: 'Start receiving leads',
    text: 'People looking for treatment can find your facility, call you and send inquiries.',
  },
] as const;

/** After the wizard: every registration lands here alike, since its email says what happens next. */
function SignupSuccessPage() {
  const config = useSiteConfig();
  return (
    <div className="container">
      <div className="form-card form-card--wide signup-success">
        <h1>Check Your Email</h1>
        <p className="form-card__lead">
          Thank you for registering your facility. We have sent an email to the address you registered with: follow its
          link to confirm the address, and our team will review your submission within <strong>2-3 business days</strong>.
        </p>
        <p>
          No email? Check your spam folder, or register again with the same address: a new registration replaces one that
          was never confirmed. If that address already has an account, the email tells you how to sign in.
        </p>
        <h2>What happens next</h2>
        <ol className="next-steps">
          {NEXT_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="form-notice">
          You can sign in to your facility dashboard only after your listing has been approved: your login works from
          the moment we approve it.
        </p>
        <h2>Need help?</h2>
        <p>
          Questions about your registration? Email{' '}
          {config ? <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a> : 'our team'} or use our{' '}
          <Link to={paths.contact.getHref()}>contact page</Link>.
        </p>
        <div className="form-actions">
          <Link className="button button--primary" to={paths.facilityLogin.getHref()}>
            Go to Facility Login
          </Link>
          <Link className="button button--secondary" to={paths.home.getHref()}>
            Back to the Directory
          </Link>
        </div>
      </div>
    </div>
  );
}

export { SignupSuccessPage as Component };
