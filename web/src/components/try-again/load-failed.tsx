import type { ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { asApiError } from '../../lib/api-error';
import { TryAgainButton } from './try-again-button';

/**
 * A route's ErrorBoundary content: what could not be loaded and why, with Try Again. For something
 * that is not there (404), `back` instead, where the page has a way back: trying again cannot help.
 */
export function LoadFailed({ what, back }: { what: string; back?: ReactNode }) {
  const error = asApiError(useRouteError());
  return (
    <div className="form-alert" role="alert">
      <p>
        We could not load {what}: {error.message}
      </p>
      {back && error.status === 404 ? <p>{back}</p> : <TryAgainButton />}
    </div>
  );
}
