import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { orSignIn, pathOf } from '../../../lib/session';

export type AdminStats = InferResponseType<typeof api.admin.stats.$get, 200>;

/** The live counters of submissions, users and published facilities (the admin pages' loader). */
export function adminStatsLoader({ request }: LoaderFunctionArgs): Promise<AdminStats> {
  return orSignIn(
    apiJson(api.admin.stats.$get(undefined, { init: { signal: request.signal } })),
    paths.adminLogin.getHref(pathOf(request)),
  );
}

/** The spec's Approved Rate: approved over all submissions, as a rounded percentage (0 with none). */
export function approvedRate(stats: AdminStats): number {
  return stats.totalSubmissions === 0 ? 0 : Math.round((stats.approvedSubmissions / stats.totalSubmissions) * 100);
}
