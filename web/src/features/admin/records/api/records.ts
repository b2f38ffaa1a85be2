import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { ApiRequestError } from '../../../../lib/api-error';
import { adminData, listQuery } from '../../api/admin-request';

export type OutboxList = InferResponseType<typeof api.admin.outbox.$get, 200>;
export type OutboxItem = OutboxList['items'][number];
export type OutboxEmail = InferResponseType<(typeof api.admin.outbox)[':id']['$get'], 200>['email'];
export type AuditLogList = InferResponseType<(typeof api.admin)['audit-log']['$get'], 200>;
export type AuditItem = AuditLogList['items'][number];

export const OUTBOX_FILTERS = ['q', 'template', 'status', 'from', 'to'] as const;
export const AUDIT_FILTERS = ['q', 'action', 'target', 'actorId', 'from', 'to'] as const;

/** The URL parameter naming the email shown beside the list. */
export const OPEN_EMAIL = 'email';

/** A page of the outbox, and the email the URL opens (its text is read only when opened). */
export async function outboxLoader(args: LoaderFunctionArgs): Promise<{ list: OutboxList; open: OutboxEmail | null }> {
  const query = listQuery(args.request, [...OUTBOX_FILTERS, 'page']);
  const openId = listQuery(args.request, [OPEN_EMAIL])[OPEN_EMAIL];
  const [list, open] = await Promise.all([
    adminData(args, (init) => api.admin.outbox.$get({ query }, init)),
    openId && /^\d+$/.test(openId)
      ? adminData(args, (init) => api.admin.outbox[':id'].$get({ param: { id: openId } }, init)).then(
          (r) => r.email,
          // A link to an email that is not there (an old bookmark): the list, with nothing open.
          (error: unknown) => {
            if (error instanceof ApiRequestError && error.status === 404) return null;
            throw error;
          },
        )
      : null,
  ]);
  return { list, open };
}

/** Queues a failed email again. */
export const retryEmail = (id: number) => api.admin.outbox[':id'].retry.$post({ param: { id: String(id) } });

/** A page of the audit log. */
export function auditLogLoader(args: LoaderFunctionArgs): Promise<AuditLogList> {
  return adminData(args, (init) => api.admin['audit-log'].$get({ query: listQuery(args.request, [...AUDIT_FILTERS, 'page']) }, init));
}
