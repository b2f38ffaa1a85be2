import { useLingui } from '@lingui/react/macro';
import { FilterChips } from '../../../components/filter-chips/filter-chips';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { SearchAnswer } from '../api/search-facilities';
import { buildChips } from '../utils/chips';
import type { SearchState } from '../utils/search-params';

interface ActiveFiltersProps {
  search: SearchState;
  result: SearchAnswer | null;
  /** The address of the search with a patch applied. */
  without: (patch: Partial<SearchState>) => string;
}

/** A chip per active filter, each a link to the search without it, and "Clear all". */
export function ActiveFilters({ search, result, without }: ActiveFiltersProps) {
  const translator = useT();
  const { t } = useLingui();
  const href = useLocalizedHref();
  const chips = buildChips(translator, search, result, without);
  return (
    <FilterChips
      chips={chips.map(({ key, label, lang, to }) => ({
        key,
        label: lang ? <span lang={lang}>{label}</span> : label,
        name: t`Remove ${{ filter: label }}`,
        remove: { to, preventScrollReset: true },
      }))}
      clear={{ label: t`Clear all`, remove: { to: href(paths.search.getHref()), preventScrollReset: true } }}
      name={t`Active filters`}
    />
  );
}
