// The sort of a back-office table. The Worker sorts (a page of rows sorted in the browser would
// misstate the order of the whole list), so a table only says which column its rows are in order of
// and, where the list takes a sort in its URL, offers a button per sortable column that asks for it.

import { withParam } from '../../lib/search-params';

export type SortDirection = 'ascending' | 'descending';

/** How a column's rows can be ordered: the list's sort key for it, and the one direction it sorts in. */
export interface ColumnSort {
  key: string;
  direction: SortDirection;
}

/** Newest first: the fixed order of most back-office lists, on the column that holds the time. */
export const NEWEST_FIRST: ColumnSort = { key: 'newest', direction: 'descending' };

/** A header's aria-sort: the column's direction when the rows are in its order, else none. */
export function ariaSortOf(sort: ColumnSort | undefined, sortedBy: string | null | undefined): SortDirection | undefined {
  return sort && sortedBy && sort.key === sortedBy ? sort.direction : undefined;
}

/** The sort a list's URL asks for: the parameter's value, or null for the list's default order. */
export function sortedByOf(search: string, param: string): string | null {
  return new URLSearchParams(search).get(param) || null;
}

/**
 * The query after pressing a column's sort button: sorted by the column, or back to the list's default
 * order when it already was (each sort has one direction); from page 1, since the pages change.
 */
export function sortSearch(search: string, param: string, key: string): string {
  const sorted = withParam(search, param, sortedByOf(search, param) === key ? null : key);
  return withParam(sorted, 'page', null);
}
