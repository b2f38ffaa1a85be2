import { useEffect, useState } from 'react';
import type { InferRequestType } from 'hono/client';
import { api, type SearchResult } from '../../../lib/api';
import { ApiRequestError, isAbortError, toApiRequestError } from '../../../lib/api-error';

export type SearchApiQuery = InferRequestType<typeof api.facility.public.search.$get>['query'];
export type SearchFacility = SearchResult['facilities'][number];
export type FacetOption = SearchResult['facets']['state'][number];

export async function searchFacilities(query: SearchApiQuery, signal?: AbortSignal): Promise<SearchResult> {
  const response = await api.facility.public.search.$get({ query }, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}

export type SearchStatus =
  | { kind: 'loading'; previous: SearchResult | null }
  | { kind: 'done'; result: SearchResult }
  | { kind: 'failed'; error: ApiRequestError; previous: SearchResult | null };

/**
 * Runs the search whenever the query changes, aborting the one still in flight. A result for an
 * older query is never shown as current: the render that sees a new query already says "loading".
 * While a search runs (or after it fails) the last result stays available, so the filter counts do
 * not blink.
 */
export function useFacilitySearch(query: SearchApiQuery): SearchStatus {
  const key = new URLSearchParams(query as Record<string, string>).toString();
  const [settled, setSettled] = useState<{ key: string; status: SearchStatus } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    searchFacilities(Object.fromEntries(new URLSearchParams(key)), controller.signal).then(
      (result) => setSettled({ key, status: { kind: 'done', result } }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const failure =
          error instanceof ApiRequestError
            ? error
            : new ApiRequestError(error instanceof Error ? error.message : String(error), 0);
        setSettled((current) => ({
          key,
          status: { kind: 'failed', error: failure, previous: current ? lastResult(current.status) : null },
        }));
      },
    );
    return () => controller.abort();
  }, [key]);

  if (settled?.key === key) return settled.status;
  return { kind: 'loading', previous: settled ? lastResult(settled.status) : null };
}

function lastResult(status: SearchStatus): SearchResult | null {
  return status.kind === 'done' ? status.result : status.previous;
}
