import { paths } from '../../config/paths';
import type { MessageId } from '../../lib/i18n/translator';

/** The header's seven links (product spec §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: MessageId; end?: true; highlight?: true }> = [
  { to: paths.home.getHref(), label: 'nav.home', end: true },
  { to: paths.search.getHref(), label: 'nav.findTreatment' },
  { to: paths.states.getHref(), label: 'nav.byState' },
  { to: paths.treatmentTypes.getHref(), label: 'nav.treatmentTypes' },
  { to: paths.insurance.getHref(), label: 'nav.insurance' },
  { to: paths.resources.getHref(), label: 'nav.resources' },
  { to: paths.facilitySignup.getHref(), label: 'nav.listFacility', highlight: true },
];

/** Below this width the links live in the drawer (layout.css uses the same number). */
export const DESKTOP_NAV_QUERY = '(min-width: 1024px)';
