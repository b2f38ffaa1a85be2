import type { LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-error';
import { orSignIn, pathOf } from '../../../lib/session';

interface ClientResponse<T> {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<T>;
}

/**
 * How every admin loader reads: the typed client's call (given the request's abort signal), its 2xx
 * body, and a session that ended meanwhile (401) sends the admin to sign in and back here.
 */
export function adminData<T>(
  { request }: Pick<LoaderFunctionArgs, 'request'>,
  call: (init: { init: RequestInit }) => Promise<ClientResponse<T>>,
): Promise<T> {
  return orSignIn(apiJson(call({ init: { signal: request.signal } })), paths.adminLogin.getHref(pathOf(request)));
}

/** A list page's URL query as the API's query: only the keys it names, blanks dropped. */
export function listQuery<Key extends string>(request: Request, keys: readonly Key[]): Partial<Record<Key, string>> {
  const params = new URL(request.url).searchParams;
  const query: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}
