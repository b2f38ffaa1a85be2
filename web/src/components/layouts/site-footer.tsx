import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE, SITE_NAME, TRUST_BADGES } from '../../config/site';
import { useSiteConfig, type SiteConfig } from '../../lib/reference-data';

const FOOTER_GROUPS = [
  {
    id: 'quick',
    title: 'Quick Links',
    links: [
      { to: paths.search.getHref(), label: 'Find Treatment' },
      { to: paths.states.getHref(), label: 'By State' },
      { to: paths.treatmentTypes.getHref(), label: 'Treatment Types' },
      { to: paths.insurance.getHref(), label: 'Insurance Help' },
      { to: paths.getHelp.getHref(), label: 'Get Help Now' },
    ],
  },
  {
    id: 'learn',
    title: 'Learn',
    links: [
      { to: paths.blog.getHref(), label: 'Recovery Blog' },
      { to: paths.blog.getHref('category=treatment-guides'), label: 'Treatment Guides' },
      { to: paths.blog.getHref('category=family-support'), label: 'Family Support' },
    ],
  },
  {
    id: 'facilities',
    title: 'For Facilities',
    links: [
      { to: paths.facilitySignup.getHref(), label: 'List Your Facility' },
      { to: paths.facilityLogin.getHref(), label: 'Facility Login' },
      { to: paths.facilityDashboard.getHref(), label: 'Facility Dashboard' },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    links: [
      { to: paths.about.getHref(), label: 'About Us' },
      { to: paths.contact.getHref(), label: 'Contact' },
      { to: paths.privacy.getHref(), label: 'Privacy Policy' },
    ],
  },
] as const;

/** Product spec §2 "Footer". */
export function SiteFooter() {
  const config = useSiteConfig();
  return (
    <footer className="site-footer">
      <CrisisBanner config={config} />
      <div className="container site-footer__body">
        <div className="site-footer__columns">
          <section className="site-footer__about" aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__heading">
              About {SITE_NAME}
            </h2>
            <p>
              {SITE_NAME} is a free directory and referral service, not a treatment provider, and it does not give
              medical advice. We may be paid by facilities for successful referrals
              {config ? `, and calls to our helpline are answered by ${config.helplineAnsweredBy}` : ''}. Help is free
              and confidential.
            </p>
            {config && (
              <p>
                Email: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              </p>
            )}
          </section>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="site-footer__heading">
                {group.title}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <ul className="trust-badges" aria-label="Trust and safety">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.title} className="trust-badge">
              <span className="trust-badge__title">{badge.title}</span>
              <span className="trust-badge__text">{badge.text}</span>
            </li>
          ))}
        </ul>
        <p className="site-footer__disclaimer">
          Disclaimer: the information on this site is general information, not medical advice. Listings come from
          facilities and public sources; confirm services, licensing and insurance with a facility before choosing
          treatment. If you or someone else is in danger, call 911.
        </p>
        <p className="site-footer__legal">
          © {new Date().getUTCFullYear()} {SITE_NAME}. All rights reserved. <Link to={paths.terms.getHref()}>Terms</Link>
          {' · '}
          <Link to={paths.privacy.getHref()}>Privacy</Link>
          {' · '}
          <Link to={paths.sitemap.getHref()}>Sitemap</Link>
          {' · '}
          <Link to={paths.openData.getHref()}>Open Data</Link>
        </p>
      </div>
    </footer>
  );
}

/** The red banner: the site's crisis line beside 988 (always shown, even before the config loads) and SAMHSA. */
function CrisisBanner({ config }: { config: SiteConfig | null }) {
  return (
    <section className="crisis-banner" aria-labelledby="crisis-heading">
      <div className="container">
        <h2 id="crisis-heading">Crisis? Get immediate help</h2>
        <p>Free, confidential support, 24 hours a day, 7 days a week.</p>
        <ul className="crisis-banner__lines">
          <li className="crisis-line">
            <span className="crisis-line__label">Suicide &amp; Crisis Lifeline</span>
            <a className="crisis-line__number" href={CRISIS_LINE.tel}>
              call or text {CRISIS_LINE.display}
            </a>
          </li>
          {config && (
            <li className="crisis-line">
              <span className="crisis-line__label">Our 24/7 crisis helpline</span>
              <a className="crisis-line__number" href={config.crisisHelpline.tel}>
                {config.crisisHelpline.display}
              </a>
              <span className="crisis-line__note">Answered by {config.helplineAnsweredBy}.</span>
            </li>
          )}
          <li className="crisis-line">
            <span className="crisis-line__label">{NATIONAL_HELPLINE.name}</span>
            <a className="crisis-line__number" href={NATIONAL_HELPLINE.tel}>
              {NATIONAL_HELPLINE.display}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
