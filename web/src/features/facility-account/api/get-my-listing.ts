import type { InferResponseType } from 'hono/client';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { facilityApi } from '../../../lib/facility-location';
import { orFacilitySignIn } from '../../../lib/session';

export type MyAccount = InferResponseType<typeof api.facility.me.$get, 200>;
export type MyListing = NonNullable<MyAccount['listing']>;

/** /facility-dashboard's loader: the account, the listing of the location in the address and its review; the login if the session ended. */
export function myAccountLoader({ request }: LoaderFunctionArgs): Promise<MyAccount> {
  return orFacilitySignIn(apiJson(facilityApi(request).facility.me.$get(undefined, { init: { signal: request.signal } })), request);
}

/** The id routes.ts gives the dashboard's layout route, whose loader is myAccountLoader. */
export const DASHBOARD_ROUTE_ID = 'facility-dashboard';

/** The account as the dashboard's layout loaded it, for its tabs (revalidated after every save). */
export function useMyAccount(): MyAccount {
  return useRouteLoaderData(DASHBOARD_ROUTE_ID) as MyAccount;
}
