import { useLingui } from '@lingui/react/macro';
import { preventSubmit, QuietSubmit } from '../../../components/form-fields/quiet-submit';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import { SORT_OPTIONS, type SearchState } from '../utils/search-params';
import { HiddenParams } from './hidden-params';

/** Applies itself as it changes; without script, a GET form whose Sort button asks for the same address (QuietSubmit). */
export function SortSelect(props: { search: SearchState; keep: Array<[string, string]>; onChange: (sort: SearchState['sort']) => void }) {
  const { search, keep, onChange } = props;
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <form className="sort-select" method="get" action={href(paths.search.path)} onSubmit={preventSubmit}>
      <HiddenParams params={keep} />
      <label htmlFor="search-sort">{t`Sort`}</label>
      <select
        id="search-sort"
        name="sort"
        value={search.sort}
        onChange={(event) => onChange(event.target.value as SearchState['sort'])}
      >
        {SORT_OPTIONS.filter((option) => !option.needsZip || search.zip).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <QuietSubmit label={t`Sort`} />
    </form>
  );
}
