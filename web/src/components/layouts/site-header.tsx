import { useLingui, Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CRISIS_LINE, SITE_NAME } from '../../config/site';
import { hasSpanish, useLocalizedHref, useT } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAME, prefixed, SWITCH_LABEL, unprefixed } from '../../lib/i18n/locales';
import { useSiteConfig } from '../../lib/reference-data';
import { useHydrated } from '../../lib/use-hydrated';
import { MenuIcon, PhoneIcon, SearchIcon } from './icons';
import { NAV_LINKS } from './nav-links';

// The search box and the drawer are drawn only once asked for, so their code (2 KB with the
// suggestions) loads then, not on every page's first visit; pointing at or focusing a toggle starts
// loading it, so it is usually there by the click.
const loadSearch = () => import('./header-search');
const loadDrawer = () => import('./mobile-drawer');
const HeaderSearchForm = lazy(() => loadSearch().then((module) => ({ default: module.HeaderSearchForm })));
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));
const preload = (load: () => Promise<unknown>) => () => void load();

/** Product spec §2 "Header": helpline banner, logo, seven links, Get Help Now, search, mobile drawer. */
export function SiteHeader() {
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const { t } = useLingui();
  const href = useLocalizedHref();
  // Each panel is open on the page (location) it was opened on: every navigation (a link, a search)
  // folds the search box and the drawer away.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === key;
  const menuOpen = menuOpenOn === key;
  // Once drawn, the drawer stays (closed) so that closing it sends focus back as a dialog's close does.
  const [drawerDrawn, setDrawerDrawn] = useState(false);
  // The toggles need script. Until it runs (and without it) they are links to the pages that do the
  // same: the search page, and the sitemap's list of every page.
  const hydrated = useHydrated();

  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  const closeSearch = useCallback(() => {
    setSearchOpenOn(null);
    searchToggle.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <HelplineBanner />
      <div className="container site-header__bar">
        <Link to={href(paths.home.getHref())} className="logo">
          <span className="logo__name">{SITE_NAME}</span>
          <span className="logo__tagline">{t`Find Recovery Centers Near You`}</span>
        </Link>
        <nav aria-label={t`Main`} className="site-nav">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={href(link.to)}
                  end={link.end}
                  className={link.highlight ? 'site-nav__link site-nav__link--highlight' : 'site-nav__link'}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {hydrated ? (
            <button
              ref={searchToggle}
              type="button"
              className="header-button header-button--search"
              aria-expanded={searchOpen}
              aria-controls="header-search-row"
              onPointerEnter={preload(loadSearch)}
              onFocus={preload(loadSearch)}
              onClick={() => setSearchOpenOn(searchOpen ? null : key)}
            >
              <SearchLabel />
            </button>
          ) : (
            <Link className="header-button header-button--search" to={href(paths.search.getHref())}>
              <SearchLabel />
            </Link>
          )}
          <Link className="button button--help site-header__help" to={href(paths.getHelp.getHref())}>
            {t`Get Help Now`}
          </Link>
          {hydrated ? (
            <button
              ref={menuToggle}
              type="button"
              className="header-button header-button--menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPointerEnter={preload(loadDrawer)}
              onFocus={preload(loadDrawer)}
              onClick={() => {
                setDrawerDrawn(true);
                setMenuOpenOn(key);
              }}
            >
              <MenuIcon />
              <span>{t`Menu`}</span>
            </button>
          ) : (
            <Link className="header-button header-button--menu" to={href(paths.sitemap.getHref())}>
              <MenuIcon />
              <span>{t`Menu`}</span>
            </Link>
          )}
        </div>
      </div>
      <div id="header-search-row" className="header-search-row" hidden={!searchOpen}>
        {searchOpen && (
          <div className="container">
            <Suspense fallback={null}>
              <HeaderSearchForm autoFocus onEscape={closeSearch} />
            </Suspense>
          </div>
        )}
      </div>
      {drawerDrawn && (
        <Suspense fallback={null}>
          <MobileDrawer open={menuOpen} onClose={closeMenu} returnFocusTo={menuToggle} />
        </Suspense>
      )}
    </header>
  );
}

function SearchLabel() {
  const { t } = useLingui();
  return (
    <>
      <SearchIcon />
      <span>
        {t`Search`}
        <span className="sr-only">{' '}<Trans>facilities</Trans></span>
      </span>
    </>
  );
}

/**
 * The same page in the other language, with its query: a plain link (the whole page changes
 * language, and it works without script). A page we have in one language only, or an address that
 * is no page of ours, leads to the other language's home: the link is built from the address asked
 * for, and `/es//evil.example.org` must not become `href="//evil.example.org"` (issue 40).
 */
function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const { locale } = useT();
  const other = locale === 'es' ? 'en' : 'es';
  const english = unprefixed(pathname);
  const target = hasSpanish(english) ? prefixed(other, english) + search : prefixed(other, '/');
  return (
    <a className="language-switch" href={target} hrefLang={other} lang={other} aria-label={SWITCH_LABEL[other]}>
      {LANGUAGE_NAME[other]}
    </a>
  );
}

/** The site's own 24/7 line, who answers it, and 988 for anyone in crisis right now. */
function HelplineBanner() {
  const config = useSiteConfig();
  const { t } = useLingui();
  return (
    <div className="helpline-banner">
      <div className="container helpline-banner__inner">
        <p className="helpline-banner__line">
          {config ? (
            <a className="helpline-banner__link" href={config.helpline.tel}>
              <PhoneIcon />
              <span><Trans>
                24/7 Confidential Helpline:{' '}
                <strong>{config.helpline.display}</strong>
              </Trans></span>
            </a>
          ) : (
            <span className="helpline-banner__link">{t`24/7 Confidential Helpline`}</span>
          )}
          {config && <span className="helpline-banner__note">{t`Answered by ${{ who: config.helplineAnsweredBy }}.`}</span>}
        </p>
        <p className="helpline-banner__crisis"><Trans>
          In crisis?{' '}
          <a href={CRISIS_LINE.tel}>Call or text {CRISIS_LINE.display}</a>
        </Trans></p>
        <LanguageSwitch />
      </div>
    </div>
  );
}
