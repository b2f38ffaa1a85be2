import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-error';
import { useDemoAccounts } from '../../../lib/demo-accounts';
import { useDocumentTitle } from '../../../lib/document-title';
import { PasswordField, TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { signIn, useSession } from '../../../lib/session';
import { safeRedirectTarget } from '../utils/redirect-to';
import './admin.css';

/** The admin sign-in ("CRM login"): checked by the Worker, which sets an HttpOnly session cookie. */
export function AdminLoginPage() {
  useDocumentTitle('Admin Sign In');
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirectTo'));
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  const { state: session } = useSession('admin');
  const demo = useDemoAccounts();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Already signed in: straight on to where the admin was going.
  if (session.kind === 'signed-in') return <Navigate to={target} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn('admin', { email, password });
      void navigate(target, { replace: true });
    } catch (failure) {
      setError(loginError(failure));
      setBusy(false);
    }
  }

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
        {signedOut && !error && (
          <p className="form-notice" role="status">
            You have signed out.
          </p>
        )}
        {error && (
          <FormAlert>
            <p>{error}</p>
          </FormAlert>
        )}
        {/* The browser checks presence and the address format (spec §5); the Worker checks the rest. */}
        <form method="post" onSubmit={(event) => void submit(event)}>
          <TextField
            id="admin-email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setError(null);
            }}
            required
          />
          <PasswordField
            id="admin-password"
            label="Password"
            autoComplete="current-password"
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setError(null);
            }}
            required
          />
          <div className="form-actions">
            <button type="submit" className="button button--primary button--full" disabled={busy}>
              {busy ? 'Signing In...' : 'Sign In to CRM'}
            </button>
            {demo && (
              <button
                type="button"
                className="button button--secondary button--full"
                onClick={() => {
                  setEmail(demo.admin.email);
                  setPassword(demo.admin.password);
                  setError(null);
                }}
              >
                Use Demo Credentials
              </button>
            )}
          </div>
        </form>
        {demo && <p className="form-field__hint admin-login__demo">Demo mode is on: the demo button fills in the demo administrator.</p>}
        <p className="admin-login__monitored">All access is monitored and logged.</p>
      </div>
    </div>
  );
}

/** The spec's messages: the Worker's own text when it sent one, 'Login failed' when not, and an exception's. */
function loginError(failure: unknown): string {
  if (failure instanceof ApiRequestError) return failure.code ? failure.message : 'Login failed';
  return 'An unexpected error occurred';
}
