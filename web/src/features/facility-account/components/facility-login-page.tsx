import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signInSchema } from '../../../../../worker/schemas/auth';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-error';
import { useDemoAccounts } from '../../../lib/demo-accounts';
import { useDocumentTitle } from '../../../lib/document-title';
import { CheckboxField, PasswordField, TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { fieldErrorsOf, focusFirstError } from '../../../components/form-fields/field-errors';
import { signIn, useSession } from '../../../lib/session';
import './facility-account.css';

type LoginField = 'email' | 'password';
const FIELD_IDS: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };

/** /facility-login: checked by the Worker; an account can sign in once its listing is approved. */
export function FacilityLoginPage() {
  useDocumentTitle('Facility Login');
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  const { state: session } = useSession('facility');
  const demo = useDemoAccounts();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.kind === 'signed-in') return <Navigate to={paths.facilityDashboard.getHref()} replace />;

  function edit(field: LoginField, value: string) {
    (field === 'email' ? setEmail : setPassword)(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = signInSchema.safeParse({ email, password, remember });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      focusFirstError(['email', 'password'], found, (field) => FIELD_IDS[field as LoginField]);
      return;
    }
    setBusy(true);
    try {
      await signIn('facility', parsed.data);
      void navigate(paths.facilityDashboard.getHref(), { replace: true });
    } catch (error) {
      setBusy(false);
      // 401 (wrong password, or not yet approved) and 429 (locked) carry the Worker's sentence.
      if (error instanceof ApiRequestError && [400, 401, 429].includes(error.status) && error.code) setAlert(error.message);
      else setAlert('Login failed. Please try again later.');
    }
  }

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
        <form method="post" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id={FIELD_IDS.email}
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={(value) => edit('email', value)}
            error={errors.email}
            required
          />
          <PasswordField
            id={FIELD_IDS.password}
            label="Password"
            autoComplete="current-password"
            value={password}
            onValueChange={(value) => edit('password', value)}
            error={errors.password}
            required
          />
          <div className="login-options">
            <CheckboxField id="login-remember" label="Remember me" checked={remember} onCheckedChange={setRemember} />
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
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setEmail(demo.facility.email);
                setPassword(demo.facility.password);
                setErrors({});
                setAlert(null);
              }}
            >
              Use Demo Account
            </button>
          </aside>
        )}
        <p className="facility-login__register">
          Don’t have an account? <Link to={paths.facilitySignup.getHref()}>Register your facility</Link>
        </p>
      </div>
    </div>
  );
}
