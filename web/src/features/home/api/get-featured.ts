import type { InferResponseType } from 'hono/client';
import { apiFor, type api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';

export type FeaturedFacility = InferResponseType<typeof api.facility.public.featured.$get, 200>['facilities'][number];

/** Product spec §2: three featured centers on the home page. */
const FEATURED_COUNT = '3';

/** The featured centers; an empty list when there are none or the call failed (the section is optional). */
export async function getFeatured(signal: AbortSignal, context?: unknown): Promise<FeaturedFacility[]> {
  try {
    return (await apiJson(apiFor(context).facility.public.featured.$get({ query: { limit: FEATURED_COUNT } }, { init: { signal } }))).facilities;
  } catch {
    return [];
  }
}
