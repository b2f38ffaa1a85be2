import { expect } from 'vitest';
import { client } from './client';

// A search through the public endpoint, as the search page sends it, expected to answer 200.

export type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

export async function searchOk(query: SearchQuery) {
  const res = await client.facility.public.search.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

export type SearchJson = Awaited<ReturnType<typeof searchOk>>;
