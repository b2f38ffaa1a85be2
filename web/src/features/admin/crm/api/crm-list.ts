import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BulkAction, ProspectInput } from '../../../../../../worker/crm/schemas/crm';
import { api } from '../../../../lib/api';
import { apiClient } from '../../../../lib/api-client';
import { loadStates } from '../../../../lib/reference-data';
import { adminData, listQuery } from '../../api/admin-request';

// The CRM page's data (its prospects, the pipeline's figures and My Tasks) and what it changes.

export type ProspectList = InferResponseType<typeof api.admin.crm.prospects.$get, 200>;
export type ProspectRow = ProspectList['items'][number];
export type CrmStats = InferResponseType<typeof api.admin.crm.stats.$get, 200>;
export type TaskList = InferResponseType<typeof api.admin.crm.tasks.$get, 200>;
export type Task = TaskList['items'][number];

/** The list's filters in the URL: what the list, the CSV export and "all matching" share. */
export const PROSPECT_FILTERS = ['q', 'status', 'state', 'priority', 'tag'] as const;
export type ProspectFilterQuery = Partial<Record<(typeof PROSPECT_FILTERS)[number], string>>;

/** My Tasks shows this many open tasks unless all are asked for (`?tasks=all`). */
export const FIRST_TASKS = 6;

/** The CRM page: the page of prospects, the stats and pipeline, the open tasks and the states to filter by. */
export async function crmLoader(args: LoaderFunctionArgs) {
  const query = listQuery(args.request, [...PROSPECT_FILTERS, 'sort', 'page']);
  const allTasks = new URL(args.request.url).searchParams.get('tasks') === 'all';
  const taskQuery = { status: 'open', limit: String(allTasks ? 100 : FIRST_TASKS) } as const;
  const [list, stats, tasks, states] = await Promise.all([
    adminData(args, (init) => api.admin.crm.prospects.$get({ query }, init)),
    adminData(args, (init) => api.admin.crm.stats.$get(undefined, init)),
    adminData(args, (init) => api.admin.crm.tasks.$get({ query: taskQuery }, init)),
    loadStates(),
  ]);
  return { list, stats, tasks, states: states.map(({ code, name }) => ({ code, name })) };
}

/** A client already loaded: an address is answered at once, which `api` (loaded on its first call) cannot do. */
const addresses = apiClient('/');

/** The current filters and sort as the export's address: a real download of what the list shows, in its order. */
export const exportHref = (query: ProspectFilterQuery & { sort?: string }) => addresses.admin.crm['prospects.csv'].$path({ query });

export const bulkProspects = (action: BulkAction) => api.admin.crm.prospects.bulk.$post({ json: action });


export const createProspect = (json: ProspectInput) => api.admin.crm.prospects.$post({ json });
