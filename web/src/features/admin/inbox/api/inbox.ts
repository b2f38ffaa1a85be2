import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { adminData, listQuery } from '../../api/admin-request';

export type LeadList = InferResponseType<typeof api.admin.leads.$get, 200>;
export type LeadRow = LeadList['items'][number];
export type Lead = InferResponseType<(typeof api.admin.leads)[':id']['$get'], 200>['lead'];
export type MessageList = InferResponseType<(typeof api.admin)['contact-messages']['$get'], 200>;
export type MessageRow = MessageList['items'][number];
export type ContactMessage = InferResponseType<(typeof api.admin)['contact-messages'][':id']['$get'], 200>['contactMessage'];

export const LEAD_FILTERS = ['urgency', 'state', 'facilityId', 'status', 'from', 'to'] as const;
export const MESSAGE_FILTERS = ['urgency', 'status', 'from', 'to'] as const;

export const LEAD_URGENCY_LABEL: Record<string, string> = {
  immediate: 'Immediate',
  week: 'Within a week',
  month: 'Within a month',
  exploring: 'Exploring options',
};
export const MESSAGE_URGENCY_LABEL: Record<string, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
export const LEAD_STATUS_LABEL = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const;
export const MESSAGE_STATUS_LABEL = { new: 'New', answered: 'Answered', closed: 'Closed' } as const;
export const INSURANCE_LABEL: Record<string, string> = {
  private: 'Private insurance',
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  none: 'No insurance',
  unsure: 'Not sure',
};

/** A label map as a select's options. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export function leadsLoader(args: LoaderFunctionArgs): Promise<LeadList> {
  return adminData(args, (init) => api.admin.leads.$get({ query: listQuery(args.request, [...LEAD_FILTERS, 'page']) }, init));
}

/** Opening a lead is what the Worker audits (lead.view): this loader's GET. */
export async function leadLoader(args: LoaderFunctionArgs): Promise<Lead> {
  const id = args.params.id ?? '';
  return (await adminData(args, (init) => api.admin.leads[':id'].$get({ param: { id } }, init))).lead;
}

export function messagesLoader(args: LoaderFunctionArgs): Promise<MessageList> {
  return adminData(args, (init) =>
    api.admin['contact-messages'].$get({ query: listQuery(args.request, [...MESSAGE_FILTERS, 'page']) }, init),
  );
}

export async function messageLoader(args: LoaderFunctionArgs): Promise<ContactMessage> {
  const id = args.params.id ?? '';
  return (await adminData(args, (init) => api.admin['contact-messages'][':id'].$get({ param: { id } }, init))).contactMessage;
}

export const patchLead = (id: number, json: { status: Lead['status']; notes: string }) =>
  api.admin.leads[':id'].$patch({ param: { id: String(id) }, json });

export const patchMessage = (id: number, json: { status: ContactMessage['status']; notes: string }) =>
  api.admin['contact-messages'][':id'].$patch({ param: { id: String(id) }, json });
