import type { InferRequestType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiFor, type api, type SearchResult } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { readSearch, toApiQuery, type SearchState } from '../utils/search-params';

export type SearchApiQuery = InferRequestType<typeof api.facility.public.search.$get>['query'];
type ApiFacility = SearchResult['facilities'][number];

/**
 * What a result card shows (FacilityCard), and all the page keeps of a result: the API answers with
 * the whole listing (its description, email, website…), which the server-rendered page would
 * otherwise carry in its data for hydration, about 1 KB a result (issue 27).
 */
const CARD_FIELDS = ['id', 'name', 'named', 'city', 'state', 'distance', 'rating', 'reviews', 'availability', 'treatmentTypes', 'specializations', 'features', 'insurance', 'phone', 'lastVerified'] as const;
export type SearchFacility = Pick<ApiFacility, (typeof CARD_FIELDS)[number]>;
/** The answer as the page keeps it. */
export type SearchAnswer = Omit<SearchResult, 'facilities'> & { facilities: SearchFacility[] };

function cardOf(facility: ApiFacility): SearchFacility {
  return Object.fromEntries(CARD_FIELDS.filter((field) => field in facility).map((field) => [field, facility[field]])) as SearchFacility;
}
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
    const result = await apiJson(apiFor(context).facility.public.search.$get({ query: toApiQuery(search) }, { init: { signal: request.signal } }));
    return { search, outcome: { kind: 'done', result: { ...result, facilities: result.facilities.map(cardOf) } } };
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
