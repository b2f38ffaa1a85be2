// Where a page of a paged list stands, and the address of another page: the logic of ListPagination.

import { withParam } from '../../lib/search-params';

export interface PageOf {
  /** 1-based. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list. */
  total: number;
}

/** How many pages the list has: at least one, even when empty. */
export function pageCount({ limit, total }: Pick<PageOf, 'limit' | 'total'>): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

const n = (value: number) => value.toLocaleString('en-US');

/**
 * What the page shows, in words: "21–25 of 25 prospects · page 2 of 2", "No prospects", or, for a
 * page past the end (a link kept while rows were deleted), that it is empty and how many there are.
 */
export function pageStatus({ page, limit, total }: PageOf, noun: string): string {
  if (total <= 0) return `No ${noun}`;
  const pages = pageCount({ limit, total });
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const rows = first > last ? `None on this page of ${n(total)} ${noun}` : `${n(first)}–${n(last)} of ${n(total)} ${noun}`;
  return pages > 1 || page > pages ? `${rows} · page ${n(page)} of ${n(pages)}` : rows;
}

/** The page before and after this one, or null where there is none; past the end, "before" is the last page. */
export function neighbourPages({ page, limit, total }: PageOf): { previous: number | null; next: number | null } {
  const pages = pageCount({ limit, total });
  return {
    previous: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
  };
}

/** The address of page `target` of the list at `pathname` + `search`: its filters kept, page 1 without `page`. */
export function pageHref(pathname: string, search: string, target: number): string {
  return pathname + withParam(search, 'page', target <= 1 ? null : String(target));
}
