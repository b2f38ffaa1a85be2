import { msg } from '@lingui/core/macro';
import { paths } from '../../config/paths';
import type { TextId } from '../../lib/i18n/translator';

/** The header's seven links (product spec §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: TextId; end?: true; highlight?: true }> = [
  { to: paths.home.getHref(), label: msg`Home`, end: true },
  { to: paths.search.getHref(), label: msg`Find Treatment` },
  { to: paths.states.getHref(), label: msg`By State` },
  { to: paths.treatmentTypes.getHref(), label: msg`Treatment Types` },
  { to: paths.insurance.getHref(), label: msg`Insurance` },
  { to: paths.resources.getHref(), label: msg`Resources` },
  { to: paths.facilitySignup.getHref(), label: msg`List Your Facility`, highlight: true },
];

/** Below this width the links live in the drawer (layout.css uses the same number). */
export const DESKTOP_NAV_QUERY = '(min-width: 1024px)';
