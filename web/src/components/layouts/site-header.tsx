import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CRISIS_LINE, SITE_NAME, SITE_TAGLINE } from '../../config/site';
import { useSiteConfig } from '../../lib/reference-data';
import { useHydrated } from '../../lib/use-hydrated';
import { HeaderSearchForm } from './header-search';
import { MenuIcon, PhoneIcon, SearchIcon } from './icons';
import { MobileDrawer } from './mobile-drawer';
import { NAV_LINKS } from './nav-links';

/** Product spec §2 "Header": helpline banner, logo, seven links, Get Help Now, search, mobile drawer. */
export function SiteHeader() {
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // Each panel is open on the page (location) it was opened on: every navigation (a link, a search)
  // folds the search box and the drawer away.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === key;
  const menuOpen = menuOpenOn === key;
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
        <Link to={paths.home.getHref()} className="logo">
          <span className="logo__name">{SITE_NAME}</span>
          <span className="logo__tagline">{SITE_TAGLINE}</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
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
        <div className="site-header__actions">
          {hydrated ? (
            <button
              ref={searchToggle}
              type="button"
              className="header-button header-button--search"
              aria-expanded={searchOpen}
              aria-controls="header-search-row"
              onClick={() => setSearchOpenOn(searchOpen ? null : key)}
            >
              <SearchLabel />
            </button>
          ) : (
            <Link className="header-button header-button--search" to={paths.search.getHref()}>
              <SearchLabel />
            </Link>
          )}
          <Link className="button button--help site-header__help" to={paths.getHelp.getHref()}>
            Get Help Now
          </Link>
          {hydrated ? (
            <button
              ref={menuToggle}
              type="button"
              className="header-button header-button--menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpenOn(key)}
            >
              <MenuIcon />
              <span>Menu</span>
            </button>
          ) : (
            <Link className="header-button header-button--menu" to={paths.sitemap.getHref()}>
              <MenuIcon />
              <span>Menu</span>
            </Link>
          )}
        </div>
      </div>
      <div id="header-search-row" className="header-search-row" hidden={!searchOpen}>
        {searchOpen && (
          <div className="container">
            <HeaderSearchForm autoFocus onEscape={closeSearch} />
          </div>
        )}
      </div>
      <MobileDrawer open={menuOpen} onClose={closeMenu} returnFocusTo={menuToggle} />
    </header>
  );
}

function SearchLabel() {
  return (
    <>
      <SearchIcon />
      <span>
        Search<span className="sr-only"> facilities</span>
      </span>
    </>
  );
}

/** The site's own 24/7 line, who answers it, and 988 for anyone in crisis right now. */
function HelplineBanner() {
  const config = useSiteConfig();
  return (
    <div className="helpline-banner">
      <div className="container helpline-banner__inner">
        <p className="helpline-banner__line">
          {config ? (
            <a className="helpline-banner__link" href={config.helpline.tel}>
              <PhoneIcon />
              <span>
                24/7 Confidential Helpline: <strong>{config.helpline.display}</strong>
              </span>
            </a>
          ) : (
            <span className="helpline-banner__link">24/7 Confidential Helpline</span>
          )}
          {config && <span className="helpline-banner__note">Answered by {config.helplineAnsweredBy}.</span>}
        </p>
        <p className="helpline-banner__crisis">
          In crisis? <a href={CRISIS_LINE.tel}>Call or text {CRISIS_LINE.display}</a>
        </p>
      </div>
    </div>
  );
}
