import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** One-click unsubscribe (RFC 8058) is POSTed by the recipient's mail provider, never from our pages. */
export const FROM_MAIL_APPS = /^\/api\/email\/unsubscribe\/[^/]+$/;

/**
 * CSRF: a state-changing request must come from our own pages — an Origin equal to this site's, or,
 * where a browser sends no Origin, Sec-Fetch-Site: same-origin. Anything else is a 403. (Hono's
 * csrf() only checks form content types; this API takes JSON.) The one exception is the one-click
 * unsubscribe, which only stops the notifications of the email its unguessable key names.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method) && !FROM_MAIL_APPS.test(c.req.path) && !fromOurPages(c)) {
    throw new ApiError('forbidden', 'This request did not come from our site and was refused.');
  }
  await next();
});

/** Whether a request was sent by one of our own pages (its Origin, or Sec-Fetch-Site without one). */
export function fromOurPages(c: Context): boolean {
  const origin = c.req.header('origin');
  return origin ? origin === new URL(c.req.url).origin : c.req.header('sec-fetch-site') === 'same-origin';
}
