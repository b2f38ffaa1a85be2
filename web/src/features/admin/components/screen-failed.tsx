import { useRouteError } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { asApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { AdminShell } from './admin-shell';

function ScreenFailed({ what }: { what: string }) {
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

/** The ErrorBoundary of an admin list screen: its frame, what could not be loaded and why, Try Again. */
export function failedScreen(title: string, lead: string, what: string) {
  return function ErrorBoundary() {
    useDocumentTitle(title);
    return (
      <AdminShell title={title} lead={lead}>
        <ScreenFailed what={what} />
      </AdminShell>
    );
  };
}
