import { useT } from '../../../lib/i18n/i18n-context';
import { useSiteConfig } from '../../../lib/reference-data';

/** Someone to talk to when the directory finds nothing. */
export function HelplineOffer() {
  const config = useSiteConfig();
  const { t } = useT();
  if (!config) return null;
  return (
    <p>
      {t('Or talk to someone now: call ')}
      <a href={config.helpline.tel}>{config.helpline.display}</a>
      {t(', free and confidential, 24/7.')}
    </p>
  );
}
