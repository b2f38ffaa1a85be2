import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../config/site';
import { useLocalizedHref, useT } from '../../lib/i18n/i18n-context';
import type { MessageId } from '../../lib/i18n/translator';
import { useSiteConfig, type SiteConfig } from '../../lib/reference-data';

const FOOTER_GROUPS: ReadonlyArray<{ id: string; title: MessageId; links: ReadonlyArray<{ to: string; label: MessageId }> }> = [
  {
    id: 'quick',
    title: 'footer.quickLinks',
    links: [
      { to: paths.search.getHref(), label: 'nav.findTreatment' },
      { to: paths.states.getHref(), label: 'nav.byState' },
      { to: paths.treatmentTypes.getHref(), label: 'nav.treatmentTypes' },
      { to: paths.insurance.getHref(), label: 'footer.insuranceHelp' },
      { to: paths.getHelp.getHref(), label: 'nav.getHelpNow' },
    ],
  },
  {
    id: 'learn',
    title: 'footer.learn',
    links: [
      { to: paths.blog.getHref(), label: 'footer.blog' },
      { to: paths.blog.getHref('category=treatment-guides'), label: 'footer.guides' },
      { to: paths.blog.getHref('category=family-support'), label: 'footer.family' },
    ],
  },
  {
    id: 'facilities',
    title: 'footer.forFacilities',
    links: [
      { to: paths.facilitySignup.getHref(), label: 'nav.listFacility' },
      { to: paths.facilityLogin.getHref(), label: 'footer.facilityLogin' },
      { to: paths.facilityDashboard.getHref(), label: 'footer.facilityDashboard' },
    ],
  },
  {
    id: 'support',
    title: 'footer.support',
    links: [
      { to: paths.about.getHref(), label: 'footer.about' },
      { to: paths.contact.getHref(), label: 'footer.contact' },
      { to: paths.privacy.getHref(), label: 'footer.privacyPolicy' },
    ],
  },
];

/** Footer trust and safety badges (product spec §2). */
const TRUST_BADGES: ReadonlyArray<{ title: MessageId; text: MessageId }> = [
  { title: 'footer.badgeVerified', text: 'footer.badgeVerifiedText' },
  { title: 'footer.badgeSupport', text: 'footer.badgeSupportText' },
  { title: 'footer.badgeHelped', text: 'footer.badgeHelpedText' },
  { title: 'footer.badgeCare', text: 'footer.badgeCareText' },
];

/** Product spec §2 "Footer". */
export function SiteFooter() {
  const config = useSiteConfig();
  const { t } = useT();
  const href = useLocalizedHref();
  return (
    <footer className="site-footer">
      <CrisisBanner config={config} />
      <div className="container site-footer__body">
        <div className="site-footer__columns">
          <section className="site-footer__about" aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__heading">
              {t('footer.aboutHeading')}
            </h2>
            <p>{t('footer.aboutText', { answeredBy: config?.helplineAnsweredBy ?? null })}</p>
            {config && (
              <p>
                {t('footer.email')}
                <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              </p>
            )}
          </section>
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
        <ul className="trust-badges" aria-label={t('footer.trust')}>
          {TRUST_BADGES.map((badge) => (
            <li key={badge.title} className="trust-badge">
              <span className="trust-badge__title">{t(badge.title)}</span>
              <span className="trust-badge__text">{t(badge.text)}</span>
            </li>
          ))}
        </ul>
        <p className="site-footer__disclaimer">{t('footer.disclaimer')}</p>
        <p className="site-footer__legal">
          {t('footer.rights', { year: new Date().getUTCFullYear() })} <Link to={href(paths.terms.getHref())}>{t('footer.terms')}</Link>
          {' · '}
          <Link to={href(paths.privacy.getHref())}>{t('footer.privacy')}</Link>
          {' · '}
          <Link to={href(paths.sitemap.getHref())}>{t('footer.sitemap')}</Link>
          {' · '}
          <Link to={href(paths.openData.getHref())}>{t('footer.openData')}</Link>
        </p>
      </div>
    </footer>
  );
}

/** The red banner: the site's crisis line beside 988 (always shown, even before the config loads) and SAMHSA. */
function CrisisBanner({ config }: { config: SiteConfig | null }) {
  const { t } = useT();
  return (
    <section className="crisis-banner" aria-labelledby="crisis-heading">
      <div className="container">
        <h2 id="crisis-heading">{t('crisisBanner.heading')}</h2>
        <p>{t('crisisBanner.lead')}</p>
        <ul className="crisis-banner__lines">
          <li className="crisis-line">
            <span className="crisis-line__label">{t('crisisBanner.lifeline')}</span>
            <a className="crisis-line__number" href={CRISIS_LINE.tel}>
              {t('crisisBanner.lifelineNumber', { number: CRISIS_LINE.display })}
            </a>
            <span className="crisis-line__note">{t('crisisBanner.lifelineNote')}</span>
          </li>
          {config && (
            <li className="crisis-line">
              <span className="crisis-line__label">{t('crisisBanner.ours')}</span>
              <a className="crisis-line__number" href={config.crisisHelpline.tel}>
                {config.crisisHelpline.display}
              </a>
              <span className="crisis-line__note">{t('helpline.answeredBy', { who: config.helplineAnsweredBy })}</span>
            </li>
          )}
          <li className="crisis-line">
            <span className="crisis-line__label">{t('crisisBanner.samhsa')}</span>
            <a className="crisis-line__number" href={NATIONAL_HELPLINE.tel}>
              {NATIONAL_HELPLINE.display}
            </a>
            <span className="crisis-line__note">{t('crisisBanner.samhsaNote')}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
