import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown while a screen's code is still downloading on the first visit. */
export function PageLoading() {
  return (
    <p className="container page-loading" role="status">
      Loading…
    </p>
  );
}

/** A screen that failed to load or render (most often a new deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main id="main" className="container page-error">
      <h1>Something went wrong</h1>
      <p>This page could not be shown: {message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </main>
  );
}
