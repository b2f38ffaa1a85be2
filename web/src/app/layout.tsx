import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteFooter } from '../components/layouts/site-footer';
import { SiteHeader } from '../components/layouts/site-header';
import { ToastViewport } from '../components/toast/toast-viewport';
import { I18nProvider, useT } from '../lib/i18n/i18n-context';
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

/** Every public page: skip link, header, the screen, footer, and the toasts' live region. */
function PageFrame() {
  const { t } = useT();
  // A screen's data loads before it shows: until then the current one stays, under a progress bar.
  const loading = useNavigation().state !== 'idle';
  // The SPA has taken the page over (hydrated, or rendered here): the browser tests wait for this.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <>
      <RouteHead />
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <SiteHeader />
      <div className="navigation-progress" hidden={!loading} />
      <main id="main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport />
      <ScrollRestoration />
    </>
  );
}
