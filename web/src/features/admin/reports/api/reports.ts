import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { adminData, listQuery } from '../../api/admin-request';

export type ReportList = InferResponseType<(typeof api.admin)['listing-reports']['$get'], 200>;
export type ListingReport = ReportList['items'][number];
export type ResolveBody = Parameters<(typeof api.admin)['listing-reports'][':id']['$patch']>[0]['json'];

export const REASON_LABEL: Record<string, string> = {
  closed: 'The facility has closed',
  wrong_contact: 'Wrong phone, email or website',
  wrong_details: 'Wrong address or details',
  other: 'Something else',
};

export const RESOLUTION_LABEL: Record<ResolveBody['resolution'], string> = {
  no_change: 'No change needed',
  unpublished: 'Unpublish the listing',
  edited: 'Correct the listing',
};

/** Open reports first, then resolved ones (the status filter and page come from the URL). */
export function reportsLoader(args: LoaderFunctionArgs): Promise<ReportList> {
  return adminData(args, (init) => api.admin['listing-reports'].$get({ query: listQuery(args.request, ['status', 'page']) }, init));
}

/** Resolves a report; sent again with the same key (Try again), it is answered as the first time, not refused as resolved. */
export const resolveReport = (id: number, json: ResolveBody, idempotencyKey: string) =>
  api.admin['listing-reports'][':id'].$patch({ param: { id: String(id) }, json }, { headers: { 'Idempotency-Key': idempotencyKey } });
