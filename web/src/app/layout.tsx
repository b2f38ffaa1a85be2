import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SiteFooter } from '../components/layouts/site-footer';
import { SiteHeader } from '../components/layouts/site-header';
import { ToastViewport } from '../components/toast/toast-viewport';
import { RouteHead } from './route-head';

/** Every public page: skip link, header, the screen, footer, and the toasts' live region. */
export function Layout() {
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
        Skip to content
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
