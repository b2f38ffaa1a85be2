import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { useHydrated } from '../../../lib/use-hydrated';
import type { SearchAnswer } from '../api/search-facilities';
import { searchHref, type SearchState } from '../utils/search-params';
import { asText } from '../../../lib/i18n/as-text';

/**
 * What the words were read as: the corrected spelling, a place a control replaced, words no
 * listing holds, and where distances are measured from, with the whole country one click away.
 */
export function UnderstoodNotes({ result, search }: { result: SearchAnswer; search: SearchState }) {
  const { corrected, place, replaced, ignored } = result;
  const { t } = useLingui();
  const { term } = useT();
  const href = useLocalizedHref();
  // "change" moves focus to the ZIP box: it needs script, so it is not in the server's HTML.
  const hydrated = useHydrated();
  const typedPlace = result.understood.find((u) => u.kind === 'place' || u.kind === 'near-me');
  const anywhere = href(searchHref({ ...search, q: typedPlace ? typedPlace.without : search.q, zip: '', near: false, radius: null, page: 1 }));
  const placeName = place && term(place.label);
  return (
    <>
      {corrected && (
        <p className="search-suggestion"><Trans>
          Showing results for{' '}
          <strong>{asText(corrected.query)}</strong>
          {' '}— search instead for{' '}
          <Link to={href(searchHref({ ...search, q: corrected.original, page: 1, asTyped: true }))}>{asText(corrected.original)}</Link>
        </Trans></p>
      )}
      {replaced && (
        <p className="search-replaced">
          {/^[A-Z][a-z]/.test(replaced.understood) && replaced.understood.includes(',')
            ? t`Searching ${{ by: term(replaced.by).text }} instead of near ${{ place: replaced.understood }}`
            : t`Searching ${{ by: term(replaced.by).text }} instead of ${{ place: term(replaced.understood).text }}`}
        </p>
      )}
      {ignored && ignored.length > 0 && (
        <p className="search-ignored">
          {t`No listing mentions ${{ words: ignored.map((w) => `“${w}”`).join(t` or `) }}: showing the rest of your search.`}
        </p>
      )}
      {place && placeName && place.kind !== 'state' ? (
        <p className="search-place">
          {place.radius ? t`Showing centers within ${{ miles: place.radius }} miles of ` : t`Showing centers near `}
          <span lang={placeName.lang}>{placeName.text}</span>
          {place.kind === 'near-me' && hydrated && (
            <>
              {' '}
              —{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => document.querySelector<HTMLInputElement>('form.search-form [name="zip"]')?.focus()}
              >
                {t`change`}
              </button>
            </>
          )}{' '}
          — <Link to={anywhere}>{t`Anywhere in the US`}</Link>
          {place.cityPage && (
            <>
              {' '}
              —{' '}
              <Link to={href(paths.city.getHref(place.cityPage.state, place.cityPage.slug))}>
                {t`All ${{ count: place.cityPage.count }} centers in ${{ city: place.cityPage.name }}`}
              </Link>
            </>
          )}
        </p>
      ) : (
        !search.state && (
          <p className="search-place"><Trans>
            Showing centers anywhere in the US —{' '}
            <Link to={href(searchHref({ ...search, near: true, page: 1 }))}>Show centers near me</Link>
          </Trans></p>
        )
      )}
    </>
  );
}
