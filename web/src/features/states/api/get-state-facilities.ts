import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { STATE_PAGE_SHOWN } from '../../../../../worker/seo/page-renderer';

const endpointOf = (context: unknown) => apiFor(context).facility.public.states[':stateCode'].facilities;

/** `{state, facilities, total}`: the state as resolved by the API, and its best-rated facilities. */
export type StateFacilities = InferResponseType<(typeof api.facility.public.states)[':stateCode']['facilities']['$get'], 200>;

/** The state page asks for the facilities it shows, and no more. */
const LIMIT = String(STATE_PAGE_SHOWN);

/**
 * /states/:stateCode's loader. The API resolves a two-letter code, a full name or a hyphenated
 * lower-case name; one it does not know (404) or a malformed one (400) is this page's 404.
 */
export async function stateLoader({ params, request, context }: LoaderFunctionArgs): Promise<StateFacilities> {
  const stateCode = params.stateCode ?? '';
  try {
    return await apiJson(endpointOf(context).$get({ param: { stateCode }, query: { limit: LIMIT } }, { init: { signal: request.signal } }));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'State Not Found' });
    }
    throw error;
  }
}
