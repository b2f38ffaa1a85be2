import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../lib/api';
import { adminData } from './admin-request';

export type AdminStats = InferResponseType<typeof api.admin.stats.$get, 200>;

/** The live counters of submissions, users, published facilities and what waits in the inboxes. */
export function adminStatsLoader(args: Pick<LoaderFunctionArgs, 'request'>): Promise<AdminStats> {
  return adminData(args, (init) => api.admin.stats.$get(undefined, init));
}

/** The spec's Approved Rate: approved over all submissions, as a rounded percentage (0 with none). */
export function approvedRate(stats: AdminStats): number {
  return stats.totalSubmissions === 0 ? 0 : Math.round((stats.approvedSubmissions / stats.totalSubmissions) * 100);
}
