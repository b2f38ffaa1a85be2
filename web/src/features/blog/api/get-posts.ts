import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiFor, type api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { loadStates, type StateSummary } from '../../../lib/reference-data';
import { PAGE_SIZE, readBlogQuery, type BlogQuery } from '../utils/blog-params';

export type BlogList = InferResponseType<typeof api.blog.posts.$get, 200>;
export type BlogPostSummary = BlogList['posts'][number];
export type BlogCategory = InferResponseType<typeof api.blog.categories.$get, 200>[number];

export interface BlogListData {
  query: BlogQuery;
  list: BlogList;
  /** Null when the categories could not be loaded: the list still shows, without the sidebar's counts. */
  categories: BlogCategory[] | null;
  /** For the call to action's counts; optional to the page, so not awaited. */
  states: Promise<StateSummary[]>;
}

/**
 * /blog's loader: the page of posts the address describes, and the categories with their counts.
 * The router aborts it (request.signal) when the visitor moves on before it answers.
 */
export async function blogListLoader({ request, context }: LoaderFunctionArgs): Promise<BlogListData> {
  const query = readBlogQuery(new URL(request.url).searchParams);
  const init = { init: { signal: request.signal } };
  const client = apiFor(context);
  const [list, categories] = await Promise.all([
    apiJson(
      client.blog.posts.$get(
        {
          query: {
            page: String(query.page),
            limit: String(PAGE_SIZE),
            ...(query.category ? { category: query.category } : {}),
            ...(query.search ? { search: query.search } : {}),
            ...(query.tag ? { tag: query.tag } : {}),
          },
        },
        init,
      ),
    ),
    apiJson(client.blog.categories.$get({}, init)).catch((): null => null),
  ]);
  return { query, list, categories, states: loadStates(context).catch((): StateSummary[] => []) };
}
