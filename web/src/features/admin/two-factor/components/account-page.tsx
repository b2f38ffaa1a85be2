import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { regenerateRecoveryCodes, turnOffTwoFactor, twoFactorStatusLoader } from '../api/two-factor';
import { CodeForm } from './code-forms';
import { RecoveryCodes } from './recovery-codes';
import './two-factor.css';

const TITLE = 'Your Account';
const LEAD = 'How you sign in: your password and the second factor from your authenticator app.';

/** /admin/account: the admin's own two-factor sign-in; new recovery codes; off, where that is allowed. */
function AccountPage() {
  const status = useLoaderData<typeof twoFactorStatusLoader>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => codesHeading.current?.focus(), [recoveryCodes]);

  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <section className="admin-panel two-factor" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading">Two-Factor Sign-In</h2>
        {status.enabled ? (
          <p>
            <strong>On.</strong> You have {status.recoveryCodesLeft} unused recovery code{status.recoveryCodesLeft === 1 ? '' : 's'}.
          </p>
        ) : (
          <>
            <p>
              <strong>Off.</strong> Signing in takes your password only. Add a code from an authenticator app, so that a stolen
              password alone does not open the back office.
            </p>
            <Link className="button button--primary" to={paths.adminTwoFactorSetup.getHref(paths.adminAccount.getHref())}>
              Set Up Two-Factor Sign-In
            </Link>
          </>
        )}
      </section>
      {status.enabled &&
        (recoveryCodes ? (
          <div className="admin-panel two-factor">
            <RecoveryCodes codes={recoveryCodes} headingRef={codesHeading} />
          </div>
        ) : (
          <section className="admin-panel two-factor" aria-labelledby="new-codes-heading">
            <h2 id="new-codes-heading">New Recovery Codes</h2>
            <p>Ten new codes in place of the old ones, which then stop working. Enter a current code from your app to confirm.</p>
            <CodeForm
              send={regenerateRecoveryCodes}
              onSent={(result) => setRecoveryCodes(result.recoveryCodes)}
              submitLabel="Make New Recovery Codes"
              revalidate
            />
          </section>
        ))}
      {status.enabled && !status.required && (
        <section className="admin-panel two-factor" aria-labelledby="turn-off-heading">
          <h2 id="turn-off-heading">Turn Off Two-Factor</h2>
          <p>Demo mode only: a real deployment requires it of every administrator.</p>
          <CodeForm send={turnOffTwoFactor} onSent={() => setRecoveryCodes(null)} submitLabel="Turn Off Two-Factor" revalidate />
        </section>
      )}
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'your two-factor settings');

export { twoFactorStatusLoader as loader, AccountPage as Component, ErrorBoundary };
