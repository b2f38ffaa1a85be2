import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { ApiRequestError } from '../../../../lib/api-error';
import { adminData, listQuery } from '../../api/admin-request';

export type ImportList = InferResponseType<typeof api.admin.imports.$get, 200>;
export type ImportRun = ImportList['items'][number];
export type ImportDetail = InferResponseType<(typeof api.admin.imports)[':id']['$get'], 200>;

/** The URL parameter naming the run shown expanded, with its row errors and review values. */
export const OPEN_RUN = 'open';

/** A page of the import runs, and the run the URL opens (its details are read only when opened). */
export async function importsLoader(args: LoaderFunctionArgs): Promise<{ list: ImportList; open: ImportDetail | null }> {
  const query = listQuery(args.request, ['page']);
  const openId = listQuery(args.request, [OPEN_RUN])[OPEN_RUN];
  const [list, open] = await Promise.all([
    adminData(args, (init) => api.admin.imports.$get({ query }, init)),
    openId && /^\d+$/.test(openId)
      ? adminData(args, (init) => api.admin.imports[':id'].$get({ param: { id: openId } }, init)).catch((error: unknown) => {
          // A link to a run that is not there (an old bookmark): the list, with nothing open.
          if (error instanceof ApiRequestError && error.status === 404) return null;
          throw error;
        })
      : null,
  ]);
  return { list, open };
}
