import { paths } from '../../../config/paths';
import { SessionGuard } from '../../../lib/session-guard';

/** /admin/crm and /admin-dashboard: an admin session, or the admin login (which brings the admin back). */
export function AdminGuard() {
  return <SessionGuard role="admin" loginHref={(requested) => paths.adminLogin.getHref(requested)} />;
}
