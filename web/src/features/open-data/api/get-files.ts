import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiFor, type api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';

export type OpenDataFiles = InferResponseType<(typeof api)['open-data']['files']['$get'], 200>;

/**
 * /open-data's loader: the files the scheduled run last wrote (sizes and dates). Null when they
 * cannot be read: the page still explains and links everything, without the sizes.
 */
export async function openDataFilesLoader({ request, context }: LoaderFunctionArgs): Promise<{ files: OpenDataFiles | null }> {
  try {
    return { files: await apiJson(apiFor(context)['open-data'].files.$get({}, { init: { signal: request.signal } })) };
  } catch {
    return { files: null };
  }
}
