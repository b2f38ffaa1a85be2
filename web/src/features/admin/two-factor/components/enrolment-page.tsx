import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { apiJson, asApiError } from '../../../../lib/api-error';
import { safeRedirectTarget } from '../../../../lib/redirect-to';
import { confirmEnrolment, startEnrolment, type Enrolment } from '../api/two-factor';
import { CodeForm } from './code-forms';
import { RecoveryCodes } from './recovery-codes';
import '../../components/admin.css';
import './two-factor.css';

/** Where to go once set up: the page the admin was going to (signing in), or their account page. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { target: safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, paths.adminCrm.getHref(), paths.adminLogin.path) };
}

/** The secret in groups of four, as people type it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

type Start = { kind: 'idle' } | { kind: 'starting' } | { kind: 'failed'; message: string; signIn: boolean };

/**
 * /admin/two-factor: setting up the second factor, reached from the sign-in (outside demo mode an
 * admin must, before any session) or from the account page. The QR code is the Worker's SVG shown as
 * an image (the CSP allows data: images, no inline markup); then a first code turns it on and the
 * recovery codes are shown, once.
 */
function EnrolmentPage() {
  const { target } = useLoaderData<typeof loader>();
  const [start, setStart] = useState<Start>({ kind: 'idle' });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => stepHeading.current?.focus(), [enrolment, recoveryCodes]);

  const begin = async () => {
    setStart({ kind: 'starting' });
    try {
      setEnrolment(await apiJson(startEnrolment()));
    } catch (thrown) {
      const error = asApiError(thrown);
      setStart({ kind: 'failed', message: error.message, signIn: error.status === 401 });
    }
  };

  return (
    <div className="container">
      <div className="form-card form-card--wide two-factor">
        <h1>Set Up Two-Factor Sign-In</h1>
        {recoveryCodes ? (
          <>
            <p className="form-notice" role="status">
              Two-factor sign-in is on.
            </p>
            <RecoveryCodes codes={recoveryCodes} headingRef={stepHeading} />
            <div className="form-actions">
              <Link className="button button--primary" to={target}>
                I Have Saved My Codes: Continue
              </Link>
            </div>
          </>
        ) : enrolment ? (
          <section aria-labelledby="scan-heading">
            <h2 id="scan-heading" tabIndex={-1} ref={stepHeading}>
              Scan, Then Enter a Code
            </h2>
            <ol className="two-factor__steps">
              <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
              <li>Scan this QR code with it, or type in the key below.</li>
              <li>Enter the 6-digit code the app then shows.</li>
            </ol>
            <img
              className="two-factor__qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
              width={220}
              height={220}
              alt="QR code for your authenticator app"
            />
            <p>
              Cannot scan it? Enter this key by hand (time-based, 6 digits):{' '}
              <code className="two-factor__secret">{grouped(enrolment.secret)}</code>
            </p>
            <CodeForm send={confirmEnrolment} onSent={(result) => setRecoveryCodes(result.recoveryCodes)} submitLabel="Turn On Two-Factor" />
          </section>
        ) : (
          <>
            <p className="form-card__lead">
              Every administrator signs in with a password and a code from an authenticator app on their phone. Setting it up
              takes a minute.
            </p>
            {start.kind === 'failed' && (
              <FormAlert>
                <p>{start.message}</p>
                {start.signIn && (
                  <p>
                    <Link to={paths.adminLogin.getHref()}>Sign in again</Link>
                  </p>
                )}
              </FormAlert>
            )}
            <div className="form-actions">
              <button type="button" className="button button--primary" aria-disabled={start.kind === 'starting' || undefined} onClick={() => void begin()}>
                {start.kind === 'starting' ? 'Starting…' : 'Begin Setup'}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export { EnrolmentPage as Component };
