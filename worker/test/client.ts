import { exports } from 'cloudflare:workers';
import { hc } from 'hono/client';
import type { AppType } from '../app';
import type { ErrorBody } from '../lib/errors';

export const ORIGIN = 'http://localhost';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API through the same typed client the SPA uses (hono/client over AppType), served by the
 * Worker's own fetch handler. A state-changing request carries our Origin, as a browser on our
 * pages sends it, unless the test sets another.
 */
export const client = typedClient((request) => exports.default.fetch(request));

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
