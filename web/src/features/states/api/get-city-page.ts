import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';

const endpointOf = (context: unknown) => apiFor(context).facility.public.states[':stateCode'].cities[':city'];

/** A city page: the city, its best-rated listings, its counts and the nearby cities with pages. */
export type CityPageData = InferResponseType<(typeof api.facility.public.states)[':stateCode']['cities'][':city']['$get'], 200>;

/** /states/:stateCode/:city's loader. A city without a page (404) or a malformed address (400) is this page's 404. */
export async function cityLoader({ params, request, context }: LoaderFunctionArgs): Promise<CityPageData> {
  const param = { stateCode: params.stateCode ?? '', city: params.city ?? '' };
  try {
    return await apiJson(endpointOf(context).$get({ param }, { init: { signal: request.signal } }));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'City Not Found' });
    }
    throw error;
  }
}
