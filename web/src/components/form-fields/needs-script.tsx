import { CRISIS_LINE } from '../../config/site';
import { useT } from '../../lib/i18n/i18n-context';
import { useSiteConfig } from '../../lib/reference-data';
import './form-fields.css';

/**
 * Put before a form that sends with script: where script is off, says so and gives the phone lines
 * instead. Written into the server's HTML only (React leaves <noscript> empty in the browser).
 */
export function NeedsScript() {
  return (
    <noscript>
      <NeedsScriptNotice />
    </noscript>
  );
}

function NeedsScriptNotice() {
  const site = useSiteConfig();
  const { t } = useT();
  return (
    <p className="needs-script">
      {t('This form needs JavaScript. You can call ')}
      {site && (
        <>
          {t('our 24/7 helpline at ')}
          <a href={site.helpline.tel}>{site.helpline.display}</a>
          {t(' or call ')}
        </>
      )}
      {t('or text ')}
      <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>.
    </p>
  );
}
