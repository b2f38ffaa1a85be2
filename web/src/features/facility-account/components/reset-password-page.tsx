import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { newPasswordSchema } from '../../../../../worker/schemas/auth';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { PasswordField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { focusFirstError } from '../../../components/form-fields/field-errors';
import { confirmPasswordReset } from '../api/password-reset';
import './facility-account.css';

type Field = 'password' | 'confirmPassword';
const IDS: Record<Field, string> = { password: 'reset-password', confirmPassword: 'reset-confirm' };
const MALFORMED_LINK = 'This reset link is not valid. Please ask for a new one.';

/** /facility-reset-password?token=…: the link from the reset email. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(/^[0-9a-f]{64}$/.test(token) ? null : MALFORMED_LINK);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const found: Partial<Record<Field, string>> = {};
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) found.password = checked.error.issues[0]?.message;
    if (confirmPassword !== password) found.confirmPassword = 'Passwords do not match';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(['password', 'confirmPassword'], found, (field) => IDS[field as Field]);
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.token) setLinkProblem(failure.fields.token);
      else if (failure instanceof ApiRequestError && failure.fields.password) setErrors({ password: failure.fields.password });
      else setAlert('We could not change your password. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Frame>
        <p className="form-notice" role="status">
          Your password has been changed, and any other sessions of your account have been signed out.
        </p>
        <p>
          <Link className="button button--primary" to={paths.facilityLogin.getHref()}>
            Sign in
          </Link>
        </p>
      </Frame>
    );
  }
  if (linkProblem) {
    return (
      <Frame>
        <FormAlert>
          <p>{linkProblem}</p>
        </FormAlert>
        <p>
          <Link className="button button--primary" to={paths.facilityForgotPassword.getHref()}>
            Ask for a new link
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="form-card__lead">Choose a new password for your facility account.</p>
      {alert && (
        <FormAlert>
          <p>{alert}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          id={IDS.password}
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          required
        />
        <PasswordField
          id={IDS.confirmPassword}
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmPassword}
          onValueChange={(value) => {
            setConfirmPassword(value);
            setErrors((current) => ({ ...current, confirmPassword: undefined }));
          }}
          error={errors.confirmPassword}
          required
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary button--full" disabled={busy}>
            {busy ? 'Saving...' : 'Set New Password'}
          </button>
        </div>
      </form>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container">
      <div className="form-card">
        <h1>Choose a New Password</h1>
        {children}
      </div>
    </div>
  );
}
