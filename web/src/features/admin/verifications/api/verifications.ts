import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { adminData, listQuery } from '../../api/admin-request';

export type DueList = InferResponseType<(typeof api.admin)['verifications']['due']['$get'], 200>;
export type DueListing = DueList['items'][number];
export type CheckBody = Parameters<(typeof api.admin)['facilities'][':id']['verifications']['$post']>[0]['json'];

/** The listing whose check form is open beside the queue (`?check=<id>`). */
export const OPEN_CHECK = 'check';

/** The desk's queue, with its filters and page from the URL. */
export function dueLoader(args: LoaderFunctionArgs): Promise<DueList> {
  return adminData(args, (init) => api.admin.verifications.due.$get({ query: listQuery(args.request, ['reason', 'q', 'page']) }, init));
}

/** Records a check of listing `id`, with the form's Idempotency-Key (a retry records it once). */
export const recordCheck = (id: number, json: CheckBody, idempotencyKey: string) =>
  api.admin.facilities[':id'].verifications.$post({ param: { id: String(id) }, json }, { headers: { 'Idempotency-Key': idempotencyKey } });
