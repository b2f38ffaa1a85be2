import { hc, type ClientRequestOptions } from 'hono/client';
import type { AppType } from '../../../worker/app';

const encodeParams = (args: unknown): unknown => {
  if (!args || typeof args !== 'object' || !('param' in args) || !args.param || typeof args.param !== 'object') return args;
  const param = Object.fromEntries(Object.entries(args.param).map(([name, value]) => [name, encodeURIComponent(String(value))]));
  return { ...args, param };
};

/**
 * `client` with every path parameter percent-encoded. Hono's client writes `param` values into the
 * path as they are, and React Router hands loaders decoded parameters: /blog/..%2F..%2Fdemo-accounts
 * would have asked for /api/blog/posts/../../demo-accounts, which is /api/demo-accounts.
 */
function encodingPathParams<T>(client: T): T {
  if (typeof client !== 'function' && (typeof client !== 'object' || client === null)) return client;
  return new Proxy(client, {
    get: (target, key) => encodingPathParams(Reflect.get(target, key) as unknown),
    apply: (target, self, [args, ...rest]: unknown[]) => Reflect.apply(target as (...a: unknown[]) => unknown, self, [encodeParams(args), ...rest]),
  });
}

/** A typed client of the Worker's API at `origin`, path parameters encoded. */
export const apiClient = (origin: string, options?: ClientRequestOptions) => encodingPathParams(hc<AppType>(origin, options).api);

export type Api = ReturnType<typeof apiClient>;
