import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE, SITE_NAME, SITE_TAGLINE } from '../config/site';
import './layout.css';

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  { to: paths.search.getHref(), label: 'Find Treatment' },
  { to: paths.states.getHref(), label: 'By State' },
  { to: paths.treatmentTypes.getHref(), label: 'Treatment Types' },
  { to: paths.insurance.getHref(), label: 'Insurance' },
  { to: paths.resources.getHref(), label: 'Resources' },
  { to: paths.facilitySignup.getHref(), label: 'List Your Facility', highlight: true },
] as const;

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

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}

function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={paths.home.getHref()} className="logo">
          <span className="logo__name">{SITE_NAME}</span>
          <span className="logo__tagline">{SITE_TAGLINE}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link}
                  className={'highlight' in link ? 'site-nav__link site-nav__link--highlight' : 'site-nav__link'}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <section className="crisis-banner" aria-labelledby="crisis-heading">
        <div className="container">
          <h2 id="crisis-heading">Crisis? Get immediate help</h2>
          <p>Free, confidential support, 24 hours a day, 7 days a week.</p>
          <ul className="crisis-banner__lines">
            <li>
              Suicide &amp; Crisis Lifeline: <a href={CRISIS_LINE.tel}>call or text {CRISIS_LINE.display}</a>
            </li>
            <li>
              {NATIONAL_HELPLINE.name}: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
            </li>
          </ul>
        </div>
      </section>
      <div className="container site-footer__body">
        <div className="site-footer__columns">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.id}`}>
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
        <p className="site-footer__disclaimer">
          {SITE_NAME} is a directory and referral service, not a treatment provider. If you are in danger,
          call 911.
        </p>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {SITE_NAME} · <Link to={paths.terms.getHref()}>Terms</Link> ·{' '}
          <Link to={paths.privacy.getHref()}>Privacy</Link> · <Link to={paths.sitemap.getHref()}>Sitemap</Link>
        </p>
      </div>
    </footer>
  );
}
