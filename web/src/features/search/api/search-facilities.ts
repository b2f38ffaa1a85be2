import type { InferRequestType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CardField } from '../../../../../worker/search/schemas/search';
import type { Said } from '../../../../../worker/lib/errors';
import { apiFor, type api, type SearchResult } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { readSearch, SHOW_PARAM, toApiQuery, type SearchState, type ServiceFacet } from '../utils/search-params';

export type SearchApiQuery = InferRequestType<typeof api.facility.public.search.$get>['query'];
/**
 * A result as its card shows it: the page asks the API for `view=card`, so neither the answer nor
 * the server-rendered page's hydration data carries the rest of each listing (issue 27).
 */
export type SearchFacility = Pick<SearchResult['facilities'][number], CardField>;
/** The answer as the page keeps it. */
export type SearchAnswer = Omit<SearchResult, 'facilities'> & {
  facilities: SearchFacility[];
  /** Service groups with options that the page's first answer left out: they load when opened. */
  folded?: ServiceFacet[];
};

export type FacetOption = SearchResult['facets']['state'][number];

/** The search form's fields; an API error about one of them is shown beside it, not as a failure. */
export const FORM_FIELDS = ['q', 'zip', 'radius'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export type SearchOutcome =
  | { kind: 'done'; result: SearchAnswer }
  /** The Worker refused a value the visitor typed (an unknown ZIP code, say): said beside it. */
  | { kind: 'invalid'; fieldErrors: Partial<Record<FormField, string>>; said: Partial<Record<FormField, Said>> };

/**
 * /search's loader: the search the address describes. The router aborts it (request.signal) when
 * the visitor changes the search before it answers, so a stale answer is never shown.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<{ search: SearchState; outcome: SearchOutcome }> {
  const params = new URL(request.url).searchParams;
  const search = readSearch(params);
  try {
    const query: SearchApiQuery = { ...toApiQuery(search), view: 'card' };
    const result = await apiJson(apiFor(context).facility.public.search.$get({ query }, { init: { signal: request.signal } }));
    // Rendered by the Worker, the answer also travels in the page for the browser to hydrate from.
    const drawnOpen = params.getAll(SHOW_PARAM);
    return { search, outcome: { kind: 'done', result: import.meta.env.SSR ? withFoldedLeftOut(result, search, drawnOpen) : result } };
  } catch (error) {
    const refused = error instanceof ApiRequestError && error.status === 400 ? error : null;
    const fieldErrors = refused ? formFieldErrors(refused.fields) : {};
    if (!refused || Object.keys(fieldErrors).length === 0) throw error;
    return { search, outcome: { kind: 'invalid', fieldErrors, said: formFieldErrors(refused.saidFields) } };
  }
}

/**
 * The answer without the options of the service groups the page draws folded (none of theirs
 * ticked, not drawn open by `show`): about 80 options, a sixth of the search page's gzipped
 * document, which the folded groups do not show (issue 27: the document within the first round
 * trip of a new connection). A group opened in the browser loads them then.
 */
function withFoldedLeftOut(result: SearchAnswer, search: SearchState, drawnOpen: readonly string[]): SearchAnswer {
  const services = { ...result.facets.services };
  const folded: ServiceFacet[] = [];
  for (const group of Object.keys(services) as ServiceFacet[]) {
    const options = services[group];
    // Drawn open: by `show`, or with a box ticked, by the visitor or by words the search box read.
    const drawn =
      drawnOpen.includes(group) ||
      options.some((o) => search.services.includes(o.value)) ||
      result.understood.some((u) => u.filter === `services:${group}`);
    if (drawn || !options.some((o) => o.count > 0)) continue;
    services[group] = [];
    folded.push(group);
  }
  return folded.length === 0 ? result : { ...result, facets: { ...result.facets, services }, folded };
}

function formFieldErrors<Message>(fields: Readonly<Record<string, Message>>): Partial<Record<FormField, Message>> {
  const errors: Partial<Record<FormField, Message>> = {};
  for (const field of FORM_FIELDS) {
    const message = fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}
