import { LoadFailed } from '../../../components/try-again/load-failed';
import { AdminShell } from './admin-shell';

/** The ErrorBoundary of an admin list screen: its frame, what could not be loaded and why, Try Again. */
export function failedScreen(title: string, lead: string, what: string) {
  return function ErrorBoundary() {
    return (
      <AdminShell title={title} lead={lead}>
        <LoadFailed what={what} />
      </AdminShell>
    );
  };
}
