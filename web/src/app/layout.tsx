import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteFooter } from '../components/layouts/site-footer';
import { SiteHeader } from '../components/layouts/site-header';
import { ToastViewport } from '../components/toast/toast-viewport';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { RouteHead } from './route-head';

/** Every page, in the language of its address (decision 022). */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <I18nProvider pathname={pathname}>
      <PageFrame />
    </I18nProvider>
  );
}

/**
 * The screen and the footer are Suspense boundaries of their own (nothing in them suspends): a page
 * the Worker rendered then hydrates in three parts, and React lets the browser run between them
 * rather than holding its main thread for the whole page (Lighthouse's total blocking time on
 * /search?q=detox, mobile: a median of 227 ms before, about 90 after).
 */
const HYDRATED_PARTS = ['screen', 'footer'] as const;

/** Says, once, that the part it closes has hydrated (or rendered). */
function PartHydrated({ part, onHydrated }: { part: (typeof HYDRATED_PARTS)[number]; onHydrated: (part: string) => void }) {
  useEffect(() => onHydrated(part), [part, onHydrated]);
  return null;
}

/** Every public page: skip link, header, the screen, footer, and the toasts' live region. */
function PageFrame() {
  const { t } = useLingui();
  // A screen's data loads before it shows: until then the current one stays, under a progress bar.
  const loading = useNavigation().state !== 'idle';
  // The SPA has taken the whole page over (hydrated, or rendered here): the browser tests wait for this.
  const hydrated = useRef(new Set<string>());
  const partHydrated = useCallback((part: string) => {
    hydrated.current.add(part);
    if (hydrated.current.size === HYDRATED_PARTS.length) document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <>
      <RouteHead />
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <SiteHeader />
      <div className="navigation-progress" hidden={!loading} />
      <main id="main" tabIndex={-1} aria-busy={loading || undefined}>
        <Suspense>
          <Outlet />
          <PartHydrated part="screen" onHydrated={partHydrated} />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
        <PartHydrated part="footer" onHydrated={partHydrated} />
      </Suspense>
      <ToastViewport />
      <ScrollRestoration />
    </>
  );
}
