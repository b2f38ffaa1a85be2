import type { InferRequestType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CardField } from '../../../../../worker/search/schemas/search';
import { apiFor, type api, type SearchResult } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { readSearch, toApiQuery, type SearchState } from '../utils/search-params';

export type SearchApiQuery = InferRequestType<typeof api.facility.public.search.$get>['query'];
/**
 * A result as its card shows it: the page asks the API for `view=card`, so neither the answer nor
 * the server-rendered page's hydration data carries the rest of each listing (issue 27).
 */
export type SearchFacility = Pick<SearchResult['facilities'][number], CardField>;
/** The answer as the page keeps it. */
export type SearchAnswer = Omit<SearchResult, 'facilities'> & { facilities: SearchFacility[] };

export type FacetOption = SearchResult['facets']['state'][number];

/** The search form's fields; an API error about one of them is shown beside it, not as a failure. */
export const FORM_FIELDS = ['q', 'zip', 'radius'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export type SearchOutcome =
  | { kind: 'done'; result: SearchAnswer }
  /** The Worker refused a value the visitor typed (an unknown ZIP code, say): said beside it. */
  | { kind: 'invalid'; fieldErrors: Partial<Record<FormField, string>> };

/**
 * /search's loader: the search the address describes. The router aborts it (request.signal) when
 * the visitor changes the search before it answers, so a stale answer is never shown.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<{ search: SearchState; outcome: SearchOutcome }> {
  const search = readSearch(new URL(request.url).searchParams);
  try {
    const query: SearchApiQuery = { ...toApiQuery(search), view: 'card' };
    const result = await apiJson(apiFor(context).facility.public.search.$get({ query }, { init: { signal: request.signal } }));
    return { search, outcome: { kind: 'done', result } };
  } catch (error) {
    const fieldErrors = error instanceof ApiRequestError && error.status === 400 ? formFieldErrors(error.fields) : {};
    if (Object.keys(fieldErrors).length === 0) throw error;
    return { search, outcome: { kind: 'invalid', fieldErrors } };
  }
}

function formFieldErrors(fields: Readonly<Record<string, string>>): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const field of FORM_FIELDS) {
    const message = fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}
