import { lazy, Suspense, useState } from 'react';
import { Link, redirect, useLoaderData, useLocation, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { accountHeads } from '../../../app/account-heads';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import { apiFor } from '../../../lib/api';
import { answerPostedForm, usePostedForm } from '../../../lib/posted-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { CODE_FORM, RECOVERY_FORM, type SecondStep } from '../two-factor/api/second-step';
import { paths } from '../../../config/paths';
import { useApiForm } from '../../../lib/api-form';
import { getDemoAccounts } from '../../../lib/demo-accounts';
import { PasswordField, TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { getSession, sessionApi } from '../../../lib/session';
import { safeRedirectTarget } from '../../../lib/redirect-to';
import { sendPassword } from '../two-factor/api/two-factor';
import './admin.css';

const SIGN_IN_FORM = 'sign-in';

// The second step's forms load once the password is accepted, not with the sign-in page.
const SecondFactorStep = lazy(() => import('../two-factor/components/second-factor-step').then((module) => ({ default: module.SecondFactorStep })));

export const head = accountHeads.adminLogin;

/** Where the admin was going (or the CRM). */
const targetOf = (url: URL) => safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, paths.adminCrm.getHref(), paths.adminLogin.path);

/** This page at the second step (`code` or `recovery`), still going on to `target`. */
const stepHref = (step: SecondStep, target: string) => `${paths.adminLogin.path}?${new URLSearchParams({ step, redirectTo: target })}`;

/**
 * Already signed in: straight on to where the admin was going. Rendered by the Worker too, its forms
 * working without script; `?step=` is the second step a post without script was sent on to.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = targetOf(url);
  const [user, demo] = await Promise.all([getSession('admin', request.signal, context), getDemoAccounts(request.signal, context)]);
  if (user) throw redirect(target);
  const step = url.searchParams.get('step');
  return { target, demo, step: step === 'code' || step === 'recovery' ? step : null };
}

/**
 * The forms sent without script: the password (on to the second step, or to setting it up, with the
 * sign-in step's cookie passed on), then the code or a recovery code (signed in, on to `target`).
 */
export const action = ({ request, context }: ActionFunctionArgs) => {
  const target = targetOf(new URL(request.url));
  const twoFactor = apiFor(context).admin.session['two-factor'];
  return answerPostedForm(request, {
    [SIGN_IN_FORM]: {
      fields: { email: 'text', password: 'text' },
      secret: ['password'],
      send: (values) => sessionApi('admin', context).$post({ json: values as { email: string; password: string } }),
      sentTo: (_, result) => {
        const next = (result as { twoFactor?: string } | undefined)?.twoFactor;
        if (next === 'code') return stepHref('code', target);
        return next ? paths.adminTwoFactorSetup.getHref(target) : target;
      },
    },
    [CODE_FORM]: { fields: { code: 'text' }, send: (values) => twoFactor.$post({ json: { code: String(values.code) } }), sentTo: () => target },
    [RECOVERY_FORM]: {
      fields: { recoveryCode: 'text' },
      send: (values) => twoFactor.recovery.$post({ json: { recoveryCode: String(values.recoveryCode) } }),
      sentTo: () => target,
    },
  });
};

/**
 * The admin sign-in ("CRM login"): checked by the Worker, which sets an HttpOnly session cookie, or,
 * when a second factor is needed, asks for the code next (or sends the admin to set it up first).
 */
function AdminLoginPage() {
  const { target, demo, step } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  // Sent here by the invitation page once the first password is set.
  const accountReady = (location.state as { accountReady?: boolean } | null)?.accountReady === true;
  const [askCode, setAskCode] = useState(step !== null);
  const { form, status, onSubmit, field, reset } = useApiForm({
    posted: usePostedForm(SIGN_IN_FORM),
    schema: () => import('../../../../../worker/accounts/schemas/auth').then((m) => m.signInSchema),
    send: sendPassword,
    onSent: (result) => {
      if (!('twoFactor' in result)) return navigate(target, { replace: true });
      if (result.twoFactor === 'code') return setAskCode(true);
      return navigate(paths.adminTwoFactorSetup.getHref(target), { replace: true });
    },
    // The spec's messages: the Worker's own text when it sent one, 'Login failed' when not.
    describeFailure: (error) => (error.status === 0 ? 'An unexpected error occurred' : error.code ? error.message : 'Login failed'),
  });
  const busy = status.kind === 'sending' || status.kind === 'sent';
  const hydrated = useHydrated();

  const passwordStep = (
    <>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PostedFormFields name={SIGN_IN_FORM} />
        <TextField label="Email" type="email" autoComplete="username" required {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
        <div className="form-actions">
          <button type="submit" className="button button--primary button--full" disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In to CRM'}
          </button>
          {/* A button that needs script: not drawn until it runs. */}
          {demo && hydrated && (
            <button
              type="button"
              className="button button--secondary button--full"
              onClick={() => {
                form.reset({ email: demo.admin.email, password: demo.admin.password });
              }}
            >
              Use Demo Credentials
            </button>
          )}
        </div>
      </form>
    </>
  );

  return (
    <div className="container">
      <div className="form-card admin-login">
        <p className="admin-login__back">
          <Link className="standalone-link" to={paths.home.getHref()}>
            <span aria-hidden="true">← </span>Back to Directory
          </Link>
        </p>
        <h1>Admin Sign In</h1>
        <p className="form-card__lead">Sign in to the CRM and the submissions dashboard.</p>
        <p className="admin-login__notice">
          This area is for <strong>authorized administrators only</strong>.
        </p>
        {signedOut && status.kind !== 'failed' && (
          <p className="form-notice" role="status">
            You have signed out.
          </p>
        )}
        {accountReady && status.kind !== 'failed' && (
          <p className="form-notice" role="status">
            Your account is ready. Please sign in.
          </p>
        )}
        {askCode ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <SecondFactorStep
              withRecoveryCode={step === 'recovery'}
              stepHref={(next) => (next === 'start' ? paths.adminLogin.getHref(target) : stepHref(next, target))}
              onSignedIn={() => navigate(target, { replace: true })}
              onStartOver={() => {
                const email = form.getValues('email');
                reset();
                form.setValue('email', email);
                setAskCode(false);
              }}
            />
          </Suspense>
        ) : (
          passwordStep
        )}
        {demo && <p className="form-field__hint admin-login__demo">Demo mode is on: the demo button fills in the demo administrator.</p>}
        <p className="admin-login__monitored">All access is monitored and logged.</p>
      </div>
    </div>
  );
}

export { AdminLoginPage as Component };
