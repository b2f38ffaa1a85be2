import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { apiJson } from '../../../../lib/api-error';
import { adminData, listQuery } from '../../api/admin-request';

export type StaffList = InferResponseType<typeof api.admin.staff.$get, 200>;
export type StaffMember = StaffList['items'][number];

/** One page of the administrators. */
export function staffLoader(args: LoaderFunctionArgs): Promise<StaffList> {
  return adminData(args, (init) => api.admin.staff.$get({ query: listQuery(args.request, ['page']) }, init));
}

export const inviteStaff = (values: { name: string; email: string }) => api.admin.staff.$post({ json: values });

export const setStaffStatus = (id: number, status: 'active' | 'disabled') =>
  api.admin.staff[':id'].$patch({ param: { id: String(id) }, json: { status } });

/** A new link for a pending invitation; the earlier link stops working. */
export const resendInvitation = (id: number) => api.admin.staff[':id'].invitation.$post({ param: { id: String(id) } });

/** Whether an invitation link can still set the password: asked when its page opens. */
export const checkInvitation = (token: string) => apiJson(api['staff-invitations'].check.$post({ json: { token } }));

export const acceptInvitation = (token: string, password: string) =>
  api['staff-invitations'].accept.$post({ json: { token, password } });
