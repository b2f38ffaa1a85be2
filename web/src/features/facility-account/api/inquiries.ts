import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { facilityApi } from '../../../lib/facility-location';
import { orFacilitySignIn } from '../../../lib/session';

// The dashboard's Inquiries: the leads sent to this facility. Only ids travel in URLs; what the
// visitor wrote is read from the Worker, never put in an address.

export type InquiryList = InferResponseType<typeof api.facility.me.inquiries.$get, 200>;
export type InquiryRow = InquiryList['items'][number];
export type Inquiry = InferResponseType<(typeof api.facility.me.inquiries)[':id']['$get'], 200>['inquiry'];
export type InquiryStatus = Inquiry['status'];

/** The facility's follow-up, as the list and the form say it. */
export const INQUIRY_STATUS_LABEL: Record<InquiryStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

const signal = (request: Request) => ({ init: { signal: request.signal } });

/** A page of inquiries, with the status filter and page from the URL; the login if the session ended. */
export function inquiriesLoader({ request }: LoaderFunctionArgs): Promise<InquiryList> {
  const params = new URL(request.url).searchParams;
  // A blank or missing value is no filter (and page 1): left out of the API's query.
  const query = { status: params.get('status') || undefined, page: params.get('page') || undefined };
  return orFacilitySignIn(apiJson(facilityApi(request).facility.me.inquiries.$get({ query }, signal(request))), request);
}

/** One inquiry in full. The Worker audits this GET as the facility opening it. */
export async function inquiryLoader({ request, params }: LoaderFunctionArgs): Promise<Inquiry> {
  const call = facilityApi(request).facility.me.inquiries[':id'].$get({ param: { id: params.id ?? '' } }, signal(request));
  return (await orFacilitySignIn(apiJson(call), request)).inquiry;
}

export const patchInquiryStatus = (id: number, status: InquiryStatus) =>
  facilityApi().facility.me.inquiries[':id'].$patch({ param: { id: String(id) }, json: { status } });
