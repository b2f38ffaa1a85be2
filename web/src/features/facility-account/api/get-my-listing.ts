import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { orSignIn } from '../../../lib/session';

export type MyAccount = InferResponseType<typeof api.facility.me.$get, 200>;
export type MyListing = NonNullable<MyAccount['listing']>;

/** /facility-dashboard's loader: the account, its listing and its review; the login if the session ended. */
export function myAccountLoader({ request }: LoaderFunctionArgs): Promise<MyAccount> {
  return orSignIn(apiJson(api.facility.me.$get(undefined, { init: { signal: request.signal } })), paths.facilityLogin.getHref());
}
