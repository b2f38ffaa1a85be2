import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import type { SiteConfig } from '../../../lib/reference-data';

/** Why the directory can be trusted, stated plainly, including how it is paid. */
export function TrustSection({ config }: { config: SiteConfig | null }) {
  const { t } = useLingui();
  const points = [
    { title: t`Listings you can check`, text: t`Listings show when they were last verified, with accreditation, services and insurance.` },
    { title: t`Free and confidential`, text: t`Searching costs nothing and needs no account.` },
    { title: t`Honest about how we are paid`, text: config?.helplineAnsweredBy
        ? t`Recovery Directory is a referral service, not a treatment provider. We may be paid by facilities for successful referrals, and our helpline is answered by ${{ answeredBy: config.helplineAnsweredBy }}.`
        : t`Recovery Directory is a referral service, not a treatment provider. We may be paid by facilities for successful referrals.`,
    },
    { title: t`Help at any hour`, text: t`Our helpline and the national crisis lines answer 24 hours a day, 7 days a week.` },
  ];
  return (
    <section className="container home-section" aria-labelledby="trust-heading">
      <h2 id="trust-heading">{t`Why people trust Recovery Directory`}</h2>
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
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section className="home-cta" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{t`Ready to take the first step?`}</h2>
        <p>{t`Recovery is possible. Find a treatment center, or let us help you choose one.`}</p>
        <div className="home-cta__actions">
          <Link className="button button--primary" to={href(paths.search.getHref())}>
            {t`Find Treatment`}
          </Link>
          <Link className="button button--help" to={href(paths.getHelp.getHref())}>
            {t`Get Help Now`}
          </Link>
        </div>
        <ul className="home-cta__lines">
          {config && (
            <li><Trans>
              24/7 confidential helpline:{' '}
              <a href={config.helpline.tel}>{config.helpline.display}</a>
            </Trans></li>
          )}
          <li><Trans>
            In crisis?{' '}
            <a href={CRISIS_LINE.tel}>Call or text {CRISIS_LINE.display}</a>
          </Trans></li>
          <li>
            {t`SAMHSA's National Helpline`}: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a> ({t`In English and Spanish.`})
          </li>
        </ul>
      </div>
    </section>
  );
}
