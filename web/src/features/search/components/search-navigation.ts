import { useNavigate, useNavigation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import { readSearch, searchHref, type SearchState } from '../utils/search-params';

/**
 * The search the address describes, and the ways to change it. While the next search loads, the
 * controls already show it (`search`) and the last results stay in view (`pending`).
 */
export function useSearchNavigation(shown: SearchState) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  /** The address of a search, in the page's language. */
  const hrefOf = (search: SearchState) => href(searchHref(search));
  const next = navigation.state === 'loading' && navigation.location.pathname === href(paths.search.path) ? navigation.location : null;
  const search = next ? readSearch(new URLSearchParams(next.search)) : shown;

  // Every change is a new history entry that keeps the reader where they are; anything but paging
  // starts again at page 1, and new words are read afresh (spelling corrected again) unless the change
  // says otherwise. Links (chips, paging, suggestions) lead to the same addresses, so they work
  // before and without script; the controls that stay controls navigate here.
  const changed = (patch: Partial<SearchState>): SearchState => ({ ...search, page: 1, asTyped: false, ...patch });
  return {
    search,
    pending: next !== null,
    hrefOf,
    changed,
    /** Goes to the search with `patch` applied. */
    change: (patch: Partial<SearchState>) => void navigate(hrefOf(changed(patch)), { preventScrollReset: true }),
    /** The address of the search with `patch` applied. */
    changeHref: (patch: Partial<SearchState>) => hrefOf(changed(patch)),
  };
}
