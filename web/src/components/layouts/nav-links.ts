import { paths } from '../../config/paths';

/** The header's seven links (product spec §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  { to: paths.search.getHref(), label: 'Find Treatment' },
  { to: paths.states.getHref(), label: 'By State' },
  { to: paths.treatmentTypes.getHref(), label: 'Treatment Types' },
  { to: paths.insurance.getHref(), label: 'Insurance' },
  { to: paths.resources.getHref(), label: 'Resources' },
  { to: paths.facilitySignup.getHref(), label: 'List Your Facility', highlight: true },
] as const;

/** Below this width the links live in the drawer (layout.css uses the same number). */
export const DESKTOP_NAV_QUERY = '(min-width: 1024px)';
