import { Trans } from '@lingui/react/macro';
import { useSiteConfig } from '../../../lib/reference-data';

/** Someone to talk to when the directory finds nothing. */
export function HelplineOffer() {
  const config = useSiteConfig();
  if (!config) return null;
  return (
    <p><Trans>
      Or talk to someone now: call{' '}
      <a href={config.helpline.tel}>{config.helpline.display}</a>
      , free and confidential, 24/7.
    </Trans></p>
  );
}
