import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { adminData, listQuery } from '../../api/admin-request';

export type ReviewList = InferResponseType<(typeof api.admin)['reviews']['$get'], 200>;
export type DeskReview = ReviewList['items'][number];
export type RejectBody = Parameters<(typeof api.admin)['reviews'][':id']['reject']['$post']>[0]['json'];

/** The desk's reviews, with the status filters and page from the URL. */
export function reviewsLoader(args: LoaderFunctionArgs): Promise<ReviewList> {
  return adminData(args, (init) => api.admin.reviews.$get({ query: listQuery(args.request, ['status', 'response', 'facilityId', 'page']) }, init));
}

const param = (id: number) => ({ id: String(id) });

export const publishReview = (id: number) => api.admin.reviews[':id'].publish.$post({ param: param(id), json: {} });
export const rejectReview = (id: number, json: RejectBody) => api.admin.reviews[':id'].reject.$post({ param: param(id), json });
export const publishResponse = (id: number) => api.admin.reviews[':id'].response.publish.$post({ param: param(id), json: {} });
export const rejectResponse = (id: number, json: RejectBody) => api.admin.reviews[':id'].response.reject.$post({ param: param(id), json });
