import { paths } from '../../../config/paths';
import { SessionCheckFailed, SessionGuard, sessionGuardLoader } from '../../../lib/session-guard';

/** /facility-dashboard and its tabs: a facility session, or the facility login (and back here after). */
export const loader = sessionGuardLoader('facility', (requested) => paths.facilityLogin.getHref(requested));
export { SessionGuard as Component, SessionCheckFailed as ErrorBoundary };
