import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { SiteConfig } from '../../../lib/reference-data';

/** Why the directory can be trusted, stated plainly, including how it is paid. */
export function TrustSection({ config }: { config: SiteConfig | null }) {
  const { t } = useT();
  const points = [
    { title: t('home.trustCheck'), text: t('home.trustCheckText') },
    { title: t('home.trustFree'), text: t('home.trustFreeText') },
    { title: t('home.trustPaid'), text: t('home.trustPaidText', { answeredBy: config?.helplineAnsweredBy ?? null }) },
    { title: t('home.trustHours'), text: t('home.trustHoursText') },
  ];
  return (
    <section className="container home-section" aria-labelledby="trust-heading">
      <h2 id="trust-heading">{t('home.trustHeading')}</h2>
      <ul className="trust-points">
        {points.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Calls to action: search, get help, and the phone lines for anyone who would rather talk now. */
export function HelpCallToAction({ config }: { config: SiteConfig | null }) {
  const { t } = useT();
  const href = useLocalizedHref();
  return (
    <section className="home-cta" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{t('home.ctaHeading')}</h2>
        <p>{t('home.ctaText')}</p>
        <div className="home-cta__actions">
          <Link className="button button--primary" to={href(paths.search.getHref())}>
            {t('nav.findTreatment')}
          </Link>
          <Link className="button button--help" to={href(paths.getHelp.getHref())}>
            {t('nav.getHelpNow')}
          </Link>
        </div>
        <ul className="home-cta__lines">
          {config && (
            <li>
              {t('home.ctaHelpline')}
              <a href={config.helpline.tel}>{config.helpline.display}</a>
            </li>
          )}
          <li>
            {t('crisis.inCrisis')}
            <a href={CRISIS_LINE.tel}>{t('crisis.callOrText', { number: CRISIS_LINE.display })}</a>
          </li>
          <li>
            {t('crisisBanner.samhsa')}: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a> ({t('crisisBanner.samhsaNote')})
          </li>
        </ul>
      </div>
    </section>
  );
}
