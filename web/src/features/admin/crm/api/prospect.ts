import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ProspectPatch } from '../../../../../../worker/crm/schemas/crm';
import { api } from '../../../../lib/api';
import { ApiRequestError } from '../../../../lib/api-error';
import { loadStates } from '../../../../lib/reference-data';
import { adminData } from '../../api/admin-request';

// A prospect's detail view: the prospect with its timeline and tasks, its edits, its timeline
// entries, linking it to a listing, and deleting it.

const prospectApi = api.admin.crm.prospects[':id'];

export type ProspectDetail = InferResponseType<(typeof prospectApi)['$get'], 200>;
export type Prospect = ProspectDetail['prospect'];
export type Activity = ProspectDetail['activities'][number];
export type ProspectTask = ProspectDetail['tasks'][number];
export type ListingMatch = InferResponseType<typeof api.admin.crm.facilities.$get, 200>['items'][number];

/** The prospect, its timeline and tasks, and the states for its State field. */
export async function prospectLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  // Not an id at all (a mistyped address): not there, as an unknown id is.
  if (!/^\d{1,10}$/.test(id)) throw new ApiRequestError('There is no prospect at this address.', 404);
  const [detail, states] = await Promise.all([
    adminData(args, (init) => prospectApi.$get({ param: { id } }, init)),
    loadStates(),
  ]);
  return { ...detail, states };
}

export const patchProspect = (id: number, json: ProspectPatch) => prospectApi.$patch({ param: { id: String(id) }, json });

export const deleteProspect = (id: number) => prospectApi.$delete({ param: { id: String(id) } });

export const logActivity = (id: number, json: { kind: 'note' | 'call' | 'email'; body: string }) =>
  prospectApi.activities.$post({ param: { id: String(id) }, json });

/** Listed facilities whose name contains `q` (at most 10), to link a prospect to. */
export const findListings = (q: string) => api.admin.crm.facilities.$get({ query: { q } });
