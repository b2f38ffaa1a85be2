import { paths } from '../../../config/paths';
import { SessionGuard } from '../../../lib/session-guard';

/** /facility-dashboard: a facility session, or the facility login. */
export function FacilityGuard() {
  return <SessionGuard role="facility" loginHref={() => paths.facilityLogin.getHref()} />;
}
