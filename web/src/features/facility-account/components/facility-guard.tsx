import { paths } from '../../../config/paths';
import { SessionCheckFailed, SessionGuard, sessionGuardLoader } from '../../../lib/session-guard';

/** /facility-dashboard: a facility session, or the facility login. */
export const loader = sessionGuardLoader('facility', () => paths.facilityLogin.getHref());
export { SessionGuard as Component, SessionCheckFailed as ErrorBoundary };
