import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown while a screen's code is still downloading on the first visit. */
export function PageLoading() {
  return (
    <p className="container page-loading" role="status">
      Loading…
    </p>
  );
}

/** Shown while a guarded area asks the Worker who is signed in (the guard's HydrateFallback). */
export function AuthCheck() {
  return (
    <div className="container auth-check" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Checking authentication...</p>
    </div>
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
    <div className="container page-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown: {message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}

/** The layout itself failed: the same message, as the page's only content. */
export function LayoutError() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}
