import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';

export type FacilityResponse = InferResponseType<(typeof api.facility.public)[':id']['$get'], 200>;
export type FacilityRecord = FacilityResponse['facility'];

/** /facility/:id's loader: an unknown, unpublished or malformed id (the API's 404 or 400) is a 404. */
export async function facilityLoader({ params, request, context }: LoaderFunctionArgs): Promise<FacilityResponse> {
  try {
    return await apiJson(apiFor(context).facility.public[':id'].$get({ param: { id: params.id ?? '' } }, { init: { signal: request.signal } }));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'Facility Not Found' });
    }
    throw error;
  }
}
