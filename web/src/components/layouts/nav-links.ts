import { paths } from '../../config/paths';
import type { TextId } from '../../lib/i18n/translator';

/** The header's seven links (product spec §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: TextId; end?: true; highlight?: true }> = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  { to: paths.search.getHref(), label: 'Find Treatment' },
  { to: paths.states.getHref(), label: 'By State' },
  { to: paths.treatmentTypes.getHref(), label: 'Treatment Types' },
  { to: paths.insurance.getHref(), label: 'Insurance' },
  { to: paths.resources.getHref(), label: 'Resources' },
  { to: paths.facilitySignup.getHref(), label: 'List Your Facility', highlight: true },
];

/** Below this width the links live in the drawer (layout.css uses the same number). */
export const DESKTOP_NAV_QUERY = '(min-width: 1024px)';
