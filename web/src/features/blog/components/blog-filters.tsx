import { FilterChips } from '../../../components/filter-chips/filter-chips';
import type { BlogCategory } from '../api/get-posts';
import { ALL_POSTS, blogHref, withFilter, type BlogQuery } from '../utils/blog-params';

interface FilterChip {
  kind: 'category' | 'search' | 'tag';
  value: string;
  /** Where removing it leads. */
  href: string;
}

/**
 * One removable chip per active filter. Removing the category or tag starts again at page 1;
 * removing the search keeps the page (product spec §9).
 */
export function BlogFilters({ query, categories }: { query: BlogQuery; categories: BlogCategory[] | null }) {
  const chips: FilterChip[] = [];
  if (query.category) {
    const name = categories?.find((c) => c.slug === query.category)?.name ?? query.category;
    chips.push({ kind: 'category', value: name, href: blogHref(withFilter(query, { category: '' })) });
  }
  if (query.search) chips.push({ kind: 'search', value: query.search, href: blogHref({ ...query, search: '' }) });
  if (query.tag) chips.push({ kind: 'tag', value: query.tag, href: blogHref(withFilter(query, { tag: '' })) });
  if (chips.length === 0) return null;

  return (
    <FilterChips
      chips={chips.map((chip) => ({
        key: chip.kind,
        label: (
          <>
            <span className="blog-chip__kind">{chip.kind}:</span> {chip.value}
          </>
        ),
        name: `Remove ${chip.kind} filter: ${chip.value}`,
        remove: { to: chip.href },
      }))}
      clear={{ label: 'Clear all', remove: { to: blogHref(ALL_POSTS) } }}
      clearFrom={2}
    />
  );
}
