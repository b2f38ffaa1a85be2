import { LoadFailed } from '../../../components/try-again/load-failed';
import { useDocumentTitle } from '../../../lib/document-title';
import { AdminShell } from './admin-shell';

/** The ErrorBoundary of an admin list screen: its frame, what could not be loaded and why, Try Again. */
export function failedScreen(title: string, lead: string, what: string) {
  return function ErrorBoundary() {
    useDocumentTitle(title);
    return (
      <AdminShell title={title} lead={lead}>
        <LoadFailed what={what} />
      </AdminShell>
    );
  };
}
