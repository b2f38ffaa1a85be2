import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { apiBodyLimit } from './body-limit';
import { keepBookmark, openDatabase } from './db-session';
import { ApiError, errorBody } from './errors';
import { sameOrigin } from './same-origin';
import { securityHeaders } from './security-headers';
import { serverTiming } from './server-timing';
import { unmatched } from './unmatched';

/** The app shell: request id, metered database, Server-Timing, and the one error handler. */
export function newApp() {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
    c.set('db', openDatabase(c));
    await next();
    keepBookmark(c);
    if (!c.res.headers.has('Server-Timing')) c.header('Server-Timing', serverTiming(c, started));
  });
  app.use('*', securityHeaders);
  app.use('/api/*', sameOrigin);
  app.use('/api/*', apiBodyLimit);

  app.notFound((c) => unmatched(c, app.routes));

  app.onError((err, c) => {
    const requestId = c.get('requestId') ?? crypto.randomUUID();
    let error: ApiError;
    if (err instanceof ApiError) {
      error = err;
    } else if (err instanceof HTTPException && err.status < 500) {
      // Hono's own 4xx (a malformed JSON body, say): the caller's fault, said in our shape.
      error = new ApiError(err.status === 413 ? 'payload_too_large' : 'invalid_request', err.message || 'The request is not valid.');
    } else if (isStorageError(err)) {
      console.error(JSON.stringify({ level: 'error', requestId, path: c.req.path, error: 'storage', message: String(err) }));
      error = new ApiError('storage_unavailable', 'Our database is unavailable right now. Please try again in a moment.');
    } else {
      // Path only: query strings can carry what a visitor typed.
      console.error(JSON.stringify({ level: 'error', requestId, path: c.req.path, message: String(err) }));
      error = new ApiError('internal_error', 'Something went wrong on our side. Please try again.');
    }
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(error, requestId), error.status);
  });

  return app;
}

function isStorageError(err: unknown): boolean {
  return err instanceof Error && /D1_|SQLITE_BUSY|storage|Network connection lost/i.test(err.message);
}
