/** Product spec §9: nine cards a page (the API's default; not imported, to keep zod out of this chunk). */
export const PAGE_SIZE = 9;

/** What the list shows, all of it in the address (?category=&search=&tag=&page=). */
export interface BlogQuery {
  category: string;
  search: string;
  tag: string;
  page: number;
}

export const ALL_POSTS: BlogQuery = { category: '', search: '', tag: '', page: 1 };

export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number(params.get('page'));
  return {
    category: params.get('category')?.trim().toLowerCase() ?? '',
    search: params.get('search')?.trim() ?? '',
    tag: params.get('tag')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a list: only what is set, page 1 left out. */
export function blogHref(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.tag) params.set('tag', query.tag);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** A filter changed: back to page 1 (product spec §9). */
export function withFilter(query: BlogQuery, patch: Partial<Omit<BlogQuery, 'page'>>): BlogQuery {
  return { ...query, ...patch, page: 1 };
}
