import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../index';
import { hc } from 'hono/client';
import type { AppType } from '../app';
import type { ErrorBody } from '../lib/errors';
import { DEMO_SERVER_TIMING_KEY, SERVER_TIMING_KEY_HEADER } from '../lib/server-timing-key';

export const ORIGIN = 'http://localhost';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API through the same typed client the SPA uses (hono/client over AppType), served by the
 * Worker's own fetch handler. A state-changing request carries our Origin, as a browser on our
 * pages sends it, unless the test sets another.
 */
export const client = typedClient((request) => exports.default.fetch(request));

/**
 * The typed client whose answers come once the work the Worker left for after them (waitUntil) is
 * done: for what a route does after answering, such as a reset link's email.
 */
export const settledClient = typedClient(async (request) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
});

/** The header that shows a request its D1 figures in Server-Timing (the demo's published key). */
export const DB_TIMING = { [SERVER_TIMING_KEY_HEADER]: DEMO_SERVER_TIMING_KEY };

/** The typed client of a caller that may see what each answer cost in D1 (the benchmarks, staff). */
export const meteredClient = typedClient((request) => {
  request.headers.set(SERVER_TIMING_KEY_HEADER, DEMO_SERVER_TIMING_KEY);
  return exports.default.fetch(request);
});

/** The D1 rows an answer read, from its Server-Timing (NaN when it carries none). */
export const rowsReadOf = (res: { headers: Headers }) => Number(/rows_read=(\d+)/.exec(res.headers.get('Server-Timing') ?? '')?.[1]);

/** The typed client over `serve` (the Worker's fetch handler, or the app with other bindings). */
export function typedClient(serve: (request: Request) => Promise<Response>) {
  return hc<AppType>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!SAFE_METHODS.has(request.method) && !request.headers.has('Origin')) request.headers.set('Origin', ORIGIN);
      return serve(request);
    },
  }).api;
}

/**
 * The error body of a failed call, typed by the Worker's own ErrorBody (the typed client describes
 * success bodies only). Fails the test when the answer is not our JSON error shape.
 */
export async function errorOf(res: { headers: Headers; json(): Promise<unknown> }): Promise<ErrorBody> {
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) {
    throw new Error(`expected a JSON error body, got ${res.headers.get('content-type')}`);
  }
  const body = (await res.json()) as ErrorBody;
  if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string' || !body.error.requestId) {
    throw new Error(`not our error shape: ${JSON.stringify(body)}`);
  }
  return body;
}
