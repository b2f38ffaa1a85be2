import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../components/layouts/site-footer';
import { SiteHeader } from '../components/layouts/site-header';
import { ToastViewport } from '../components/toast/toast-viewport';
import './layout.css';

/** Every public page: skip link, header, the screen, footer, and the toasts' live region. */
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
      <ToastViewport />
      <ScrollRestoration />
    </>
  );
}
