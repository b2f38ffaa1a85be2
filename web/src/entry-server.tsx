import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { RenderedPage, RenderPage } from '../../worker/seo/page-renderer';
import { accountHead } from './app/account-heads';
import { documentHead, headOf } from './app/head';
import { serializeHydration, settleDeferred } from './app/hydration';
import { CLIENT_RENDERED, notFoundRoute, publicRoutes, signInRoutes, sourceOf, spanishRoutes } from './app/public-routes';
import { withLayout } from './app/root-route';
import type { ServerLoadContext } from './lib/api';
import { apiClient } from './lib/api-client';
import { ApiRequestError } from './lib/api-error';
import { localeOfPath } from './lib/i18n/locales';
import { loadTranslator } from './lib/i18n/translator';
import { SiteConfigContext } from './lib/reference-data';

// The Worker's renderer for public pages: React Router's static handler runs the same loaders the
// SPA runs (their API calls go to the Worker in-process), react-dom/server streams the same route
// components, and the router state goes along for the browser to hydrate (web/src/main.tsx).

const handler = createStaticHandler(withLayout([...publicRoutes, ...signInRoutes, spanishRoutes, notFoundRoute]));

/** Cache-Control of an API answer that must not be shared between visitors. */
const PRIVATE = /\b(private|no-store)\b/;

/** The status a page's errors call for: the first route error's own, else a failed API call's. */
function statusOf(errors: Record<string, unknown> | null, fallback: number): number {
  const error = errors ? Object.values(errors)[0] : undefined;
  if (error === undefined) return fallback;
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.status;
  return 503;
}

export const renderPage: RenderPage = async ({ request, fetchApi, siteConfig }) => {
  const url = new URL(request.url);
  const { siteUrl } = siteConfig;
  // The page's catalogue, here before React renders a word of it.
  const t = await loadTranslator(localeOfPath(url.pathname));
  if (CLIENT_RENDERED.test(url.pathname)) {
    return { kind: 'client', head: documentHead(accountHead(url.pathname)({ data: undefined, params: {}, siteUrl, t }), siteUrl, url.pathname) };
  }

  let shareable = true;
  const api = apiClient(url.origin, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetchApi(new Request(input, init));
      if (PRIVATE.test(response.headers.get('Cache-Control') ?? '')) shareable = false;
      return response;
    },
  });
  const requestContext: ServerLoadContext = { api };

  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/', status: context.status, cookies: context.headers.getSetCookie() };
  }
  await settleDeferred(context.loaderData);

  const routeIds = context.matches.map((match) => match.route.id);
  const status = routeIds.at(-1) === notFoundRoute.id || routeIds.at(-1) === `es-${notFoundRoute.id}` ? 404 : statusOf(context.errors, context.statusCode);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToReadableStream(
    <StrictMode>
      <SiteConfigContext value={siteConfig}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteConfigContext>
    </StrictMode>,
    {
      signal: request.signal,
      // Every boundary inline, in document order: React would otherwise move a large one out of
      // place and reveal it with an inline script, which the Content-Security-Policy blocks.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // A component that fails here is rendered by the browser instead (React's own fallback);
      // the message names the bug, never what the visitor asked for.
      onError: (error) => console.error(JSON.stringify({ level: 'error', where: 'render', message: String(error) })),
    },
  );
  // The data is all in: nothing should wait. Should anything still suspend, it is finished before
  // the first byte rather than revealed later by an inline script.
  await body.allReady;
  const matches = context.matches.map(({ route, params }) => ({ handle: route.handle, params, data: context.loaderData[route.id] }));
  const page: RenderedPage = {
    kind: 'page',
    status,
    head: documentHead(headOf(matches, siteUrl, t), siteUrl, url.pathname, status),
    source: sourceOf(routeIds.at(-1) ?? ''),
    body,
    hydration: serializeHydration(context),
    shareable,
    // A form's action (a sign-in's first step) may set a cookie while answering with the page.
    cookies: Object.values(context.actionHeaders).flatMap((headers) => headers.getSetCookie()),
  };
  return page;
};
