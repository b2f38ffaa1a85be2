import { useLingui, Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../config/site';
import { useLocalizedHref } from '../../lib/i18n/i18n-context';
import type { TextId } from '../../lib/i18n/translator';
import { useSiteConfig, type SiteConfig } from '../../lib/reference-data';

const FOOTER_GROUPS: ReadonlyArray<{ id: string; title: TextId; links: ReadonlyArray<{ to: string; label: TextId }> }> = [
  {
    id: 'quick',
    title: msg`Quick Links`,
    links: [
      { to: paths.search.getHref(), label: msg`Find Treatment` },
      { to: paths.states.getHref(), label: msg`By State` },
      { to: paths.treatmentTypes.getHref(), label: msg`Treatment Types` },
      { to: paths.insurance.getHref(), label: msg`Insurance Help` },
      { to: paths.getHelp.getHref(), label: msg`Get Help Now` },
    ],
  },
  {
    id: 'learn',
    title: msg`Learn`,
    links: [
      { to: paths.blog.getHref(), label: msg`Recovery Blog` },
      { to: paths.blog.getHref('category=treatment-guides'), label: msg`Treatment Guides` },
      { to: paths.blog.getHref('category=family-support'), label: msg`Family Support` },
    ],
  },
  {
    id: 'facilities',
    title: msg`For Facilities`,
    links: [
      { to: paths.facilitySignup.getHref(), label: msg`List Your Facility` },
      { to: paths.facilityLogin.getHref(), label: msg`Facility Login` },
      { to: paths.facilityDashboard.getHref(), label: msg`Facility Dashboard` },
    ],
  },
  {
    id: 'support',
    title: msg`Support`,
    links: [
      { to: paths.about.getHref(), label: msg`About Us` },
      { to: paths.contact.getHref(), label: msg`Contact` },
      { to: paths.privacy.getHref(), label: msg`Privacy Policy` },
    ],
  },
];

/** Footer trust and safety badges (product spec §2). */
const TRUST_BADGES: ReadonlyArray<{ title: TextId; text: TextId }> = [
  { title: msg`Checks You Can See`, text: msg`Each listing says whether, how and when our team checked it.` },
  { title: msg`24/7 Support`, text: msg`A helpline and crisis lines, day and night.` },
  { title: msg`Real Reviews`, text: msg`Ratings only from reviews you can read.` },
  { title: msg`Compassionate Care`, text: msg`No judgement, just help finding the right place.` },
];

/** Product spec §2 "Footer". */
export function SiteFooter() {
  const config = useSiteConfig();
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <footer className="site-footer">
      <CrisisBanner config={config} />
      <div className="container site-footer__body">
        <div className="site-footer__columns">
          <div className="site-footer__about">
            <h2 className="site-footer__heading">
              {t`About Recovery Directory`}
            </h2>
            <p>
              {config?.helplineAnsweredBy
                ? t`Recovery Directory is a free directory and referral service, not a treatment provider, and it does not give medical advice. We may be paid by facilities for successful referrals, and calls to our helpline are answered by ${{ answeredBy: config.helplineAnsweredBy }}. Help is free and confidential.`
                : t`Recovery Directory is a free directory and referral service, not a treatment provider, and it does not give medical advice. We may be paid by facilities for successful referrals. Help is free and confidential.`}
            </p>
            {config && (
              <p><Trans>
                Email:{' '}
                <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              </Trans></p>
            )}
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="site-footer__heading">
                {t(group.title)}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={href(link.to)}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <ul className="trust-badges" aria-label={t`Trust and safety`}>
          {TRUST_BADGES.map((badge) => (
            <li key={badge.title.id} className="trust-badge">
              <span className="trust-badge__title">{t(badge.title)}</span>
              <span className="trust-badge__text">{t(badge.text)}</span>
            </li>
          ))}
        </ul>
        <p className="site-footer__disclaimer">{t`Disclaimer: the information on this site is general information, not medical advice. Listings come from facilities and public sources; confirm services, licensing and insurance with a facility before choosing treatment. If you or someone else is in danger, call 911.`}</p>
        <p className="site-footer__legal">
          {t`© ${{ year: new Date().getUTCFullYear() }} Recovery Directory. All rights reserved.`} <Link to={href(paths.terms.getHref())}>{t`Terms`}</Link>
          {' · '}
          <Link to={href(paths.privacy.getHref())}>{t`Privacy`}</Link>
          {' · '}
          <Link to={href(paths.sitemap.getHref())}>{t`Sitemap`}</Link>
          {' · '}
          <Link to={href(paths.openData.getHref())}>{t`Open Data`}</Link>
        </p>
      </div>
    </footer>
  );
}

/** The red banner: the site's crisis line beside 988 (always shown, even before the config loads) and SAMHSA. */
function CrisisBanner({ config }: { config: SiteConfig | null }) {
  const { t } = useLingui();
  return (
    <section className="crisis-banner" aria-labelledby="crisis-heading">
      <div className="container">
        <h2 id="crisis-heading">{t`Crisis? Get immediate help`}</h2>
        <p>{t`Free, confidential support, 24 hours a day, 7 days a week.`}</p>
        <ul className="crisis-banner__lines">
          <li className="crisis-line">
            <span className="crisis-line__label">{t`Suicide & Crisis Lifeline`}</span>
            <a className="crisis-line__number" href={CRISIS_LINE.tel}>
              {t`call or text ${{ number: CRISIS_LINE.display }}`}
            </a>
            <span className="crisis-line__note">{t`Press 2 for Spanish.`}</span>
          </li>
          {config && (
            <li className="crisis-line">
              <span className="crisis-line__label">{t`Our 24/7 crisis helpline`}</span>
              <a className="crisis-line__number" href={config.crisisHelpline.tel}>
                {config.crisisHelpline.display}
              </a>
              <span className="crisis-line__note">{t`Answered by ${{ who: config.helplineAnsweredBy }}.`}</span>
            </li>
          )}
          <li className="crisis-line">
            <span className="crisis-line__label">{t`SAMHSA's National Helpline`}</span>
            <a className="crisis-line__number" href={NATIONAL_HELPLINE.tel}>
              {NATIONAL_HELPLINE.display}
            </a>
            <span className="crisis-line__note">{t`In English and Spanish.`}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
