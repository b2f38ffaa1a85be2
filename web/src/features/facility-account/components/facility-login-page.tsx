import { Link, redirect, useLoaderData, useLocation, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { z } from 'zod';
import { accountHeads } from '../../../app/account-heads';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import { answerPostedForm, usePostedForm } from '../../../lib/posted-form';
import { useHydrated } from '../../../lib/use-hydrated';
import type { signInSchema } from '../../../../../worker/accounts/schemas/auth';
import { paths } from '../../../config/paths';
import { useApiForm } from '../../../lib/api-form';
import { getDemoAccounts } from '../../../lib/demo-accounts';
import { CheckboxField, PasswordField, TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { safeRedirectTarget } from '../../../lib/redirect-to';
import { getSession, sessionApi } from '../../../lib/session';
import './facility-account.css';

export const head = accountHeads.facilityLogin;

/** The dashboard page the visitor was going to (or the dashboard). */
const targetOf = (request: Request) => {
  const url = new URL(request.url);
  return safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, paths.facilityDashboard.getHref(), paths.facilityLogin.path);
};

/** Already signed in: on to where the visitor was going. Rendered by the Worker too (its form works without script). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = targetOf(request);
  const [user, demo] = await Promise.all([getSession('facility', request.signal, context), getDemoAccounts(request.signal, context)]);
  if (user) throw redirect(target);
  return { target, demo };
}

const SIGN_IN_FORM = 'sign-in';

/** The form sent without script: signed in (the session cookie passed on) and on, or the page again with why not. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerPostedForm(request, {
    [SIGN_IN_FORM]: {
      fields: { email: 'text', password: 'text', remember: 'checkbox' },
      secret: ['password'],
      send: (values) => sessionApi('facility', context).$post({ json: values as z.input<typeof signInSchema> }),
      sentTo: () => targetOf(request),
    },
  });

/** /facility-login: checked by the Worker; an account can sign in once its listing is approved. */
function FacilityLoginPage() {
  const { target, demo } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  const { form, status, onSubmit, field } = useApiForm({
    posted: usePostedForm(SIGN_IN_FORM),
    // zod loads when the form is used, not with the page (e2e/rendered-pages.spec.ts).
    schema: () => import('../../../../../worker/accounts/schemas/auth').then((m) => m.signInSchema),
    send: (credentials) => sessionApi('facility').$post({ json: credentials }),
    onSent: () => navigate(target, { replace: true }),
    // 401 (wrong password, or not yet approved) and 429 (locked) carry the Worker's sentence.
    describeFailure: (error) =>
      [400, 401, 429].includes(error.status) && error.code ? error.message : 'Login failed. Please try again later.',
  });
  const busy = status.kind === 'sending' || status.kind === 'sent';
  const hydrated = useHydrated();
  const alert = status.kind === 'failed' ? status.message : null;

  return (
    <div className="container">
      <div className="form-card facility-login">
        <h1>Facility Login</h1>
        <p className="form-card__lead">Sign in to manage your facility’s listing.</p>
        {signedOut && !alert && (
          <p className="form-notice" role="status">
            Logged out successfully.
          </p>
        )}
        {alert && (
          <FormAlert>
            <p>{alert}</p>
          </FormAlert>
        )}
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
          <PostedFormFields name={SIGN_IN_FORM} />
          <TextField label="Email" type="email" autoComplete="username" required {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
          <div className="login-options">
            <CheckboxField label="Remember me" {...field('remember')} />
            <Link to={paths.facilityForgotPassword.getHref()}>Forgot password?</Link>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--primary button--full" disabled={busy}>
              {busy ? 'Signing In...' : 'Sign In'}
            </button>
          </div>
        </form>
        {demo && (
          <aside className="demo-hint" aria-labelledby="demo-hint-heading">
            <h2 id="demo-hint-heading">Demo account</h2>
            <p>
              Email: <code>{demo.facility.email}</code>
              <br />
              Password: <code>{demo.facility.password}</code>
            </p>
            {/* A button that needs script: not drawn until it runs. */}
            {hydrated && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => form.reset({ email: demo.facility.email, password: demo.facility.password, remember: false })}
              >
                Use Demo Account
              </button>
            )}
          </aside>
        )}
        <p className="facility-login__register">
          Don’t have an account? <Link to={paths.facilitySignup.getHref()}>Register your facility</Link>
        </p>
      </div>
    </div>
  );
}

export { FacilityLoginPage as Component };
