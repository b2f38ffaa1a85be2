import { paths } from '../../../config/paths';
import { SessionCheckFailed, SessionGuard, sessionGuardLoader } from '../../../lib/session-guard';

/** /admin/crm and /admin-dashboard: an admin session, or the admin login (which brings the admin back). */
export const loader = sessionGuardLoader('admin', (requested) => paths.adminLogin.getHref(requested));
export { SessionGuard as Component, SessionCheckFailed as ErrorBoundary };
