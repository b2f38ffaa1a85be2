import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { notHydrated } from '../../../components/static-part/static-part';
import { STATE_PAGE_SHOWN } from '../../../../../worker/seo/page-renderer';

const endpointOf = (context: unknown) => apiFor(context).facility.public.states[':stateCode'].facilities;

type StateAnswer = InferResponseType<(typeof api.facility.public.states)[':stateCode']['facilities']['$get'], 200>;

/**
 * `{state, facilities, total, cities}`: the state as resolved by the API, its best-rated facilities
 * and its cities with a page. The cities (hundreds in a large state: most of its page) are a static
 * part: null in the page's data for hydration, which the page's HTML already shows (issue 27).
 */
export type StateFacilities = Omit<StateAnswer, 'cities'> & { cities: StateAnswer['cities'] | null };

/** The state page asks for the facilities it shows, and no more. */
const LIMIT = String(STATE_PAGE_SHOWN);

/**
 * /states/:stateCode's loader. The API resolves a two-letter code, a full name or a hyphenated
 * lower-case name; one it does not know (404) or a malformed one (400) is this page's 404.
 */
export async function stateLoader({ params, request, context }: LoaderFunctionArgs): Promise<StateFacilities> {
  const stateCode = params.stateCode ?? '';
  try {
    const answer = await apiJson(endpointOf(context).$get({ param: { stateCode }, query: { limit: LIMIT } }, { init: { signal: request.signal } }));
    return { ...answer, cities: notHydrated(answer.cities) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'State Not Found' });
    }
    throw error;
  }
}
