import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/reference-data';
import './facility-account.css';

const NEXT_STEPS = [
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

function SignupSuccessPage() {
  useDocumentTitle('Registration Submitted');
  const config = useSiteConfig();
  return (
    <div className="container">
      <div className="form-card form-card--wide signup-success">
        <h1>Registration Submitted!</h1>
        <p className="form-card__lead">
          Thank you for registering your facility. We have emailed you a confirmation, and our team will review your
          submission within <strong>2-3 business days</strong>.
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
