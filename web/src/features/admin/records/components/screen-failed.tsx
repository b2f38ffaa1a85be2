import { useRouteError } from 'react-router-dom';
import { TryAgainButton } from '../../../../components/try-again/try-again-button';
import { asApiError } from '../../../../lib/api-error';

/** An admin list could not be loaded: what failed and why, with a way to try again (inside AdminShell). */
export function ScreenFailed({ what }: { what: string }) {
  const error = asApiError(useRouteError());
  return (
    <div className="form-alert" role="alert">
      <p>
        We could not load {what}: {error.message}
      </p>
      <TryAgainButton />
    </div>
  );
}
