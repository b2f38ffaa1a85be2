import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { localeOfPath } from '../lib/i18n/locales';
import { loadTranslator } from '../lib/i18n/translator';
import { deserializeHydration } from './hydration';
import { createAppRouter } from './router';

/**
 * Starts the SPA. A public page comes rendered, with the router state it was rendered from: hydrate
 * it. Account and back-office pages come as the empty shell: render them here.
 */
export async function start(root: HTMLElement): Promise<void> {
  const embedded = document.getElementById('router-data')?.textContent;
  const hydrationData = embedded ? deserializeHydration(embedded) : undefined;
  // The page's catalogue (its language's only) loads beside the screens' code, before hydrating.
  const [router] = await Promise.all([createAppRouter(hydrationData), loadTranslator(localeOfPath(window.location.pathname))]);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
