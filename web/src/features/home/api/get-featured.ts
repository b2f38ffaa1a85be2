import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError } from '../../../lib/api-error';

export type FeaturedFacility = InferResponseType<typeof api.facility.public.featured.$get, 200>['facilities'][number];

/** Product spec §2: three featured centers on the home page. */
const FEATURED_COUNT = '3';

async function getFeatured(signal: AbortSignal): Promise<FeaturedFacility[]> {
  const response = await api.facility.public.featured.$get({ query: { limit: FEATURED_COUNT } }, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return (await response.json()).facilities;
}

/** The featured centers; null while loading, empty if there are none or the call failed. */
export function useFeaturedFacilities(): FeaturedFacility[] | null {
  const [facilities, setFacilities] = useState<FeaturedFacility[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getFeatured(controller.signal).then(setFacilities, (error: unknown) => {
      if (controller.signal.aborted || isAbortError(error)) return;
      // An optional section: the page works without it.
      console.warn('Could not load the featured facilities.', error);
      setFacilities([]);
    });
    return () => controller.abort();
  }, []);
  return facilities;
}
