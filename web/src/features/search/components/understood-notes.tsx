import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { useHydrated } from '../../../lib/use-hydrated';
import type { SearchAnswer } from '../api/search-facilities';
import { searchHref, type SearchState } from '../utils/search-params';

/**
 * What the words were read as: the corrected spelling, a place a control replaced, words no
 * listing holds, and where distances are measured from, with the whole country one click away.
 */
export function UnderstoodNotes({ result, search }: { result: SearchAnswer; search: SearchState }) {
  const { corrected, place, replaced, ignored } = result;
  const { t, term } = useT();
  const href = useLocalizedHref();
  // "change" moves focus to the ZIP box: it needs script, so it is not in the server's HTML.
  const hydrated = useHydrated();
  const typedPlace = result.understood.find((u) => u.kind === 'place' || u.kind === 'near-me');
  const anywhere = href(searchHref({ ...search, q: typedPlace ? typedPlace.without : search.q, zip: '', near: false, radius: null, page: 1 }));
  const placeName = place && term(place.label);
  return (
    <>
      {corrected && (
        <p className="search-suggestion">
          {t('Showing results for ')}
          <strong>{corrected.query}</strong>
          {t(' — search instead for ')}
          <Link to={href(searchHref({ ...search, q: corrected.original, page: 1, asTyped: true }))}>{corrected.original}</Link>
        </p>
      )}
      {replaced && (
        <p className="search-replaced">
          {/^[A-Z][a-z]/.test(replaced.understood) && replaced.understood.includes(',')
            ? t('Searching {by} instead of near {place}', { by: term(replaced.by).text, place: replaced.understood })
            : t('Searching {by} instead of {place}', { by: term(replaced.by).text, place: term(replaced.understood).text })}
        </p>
      )}
      {ignored && ignored.length > 0 && (
        <p className="search-ignored">
          {t('No listing mentions {words}: showing the rest of your search.', {
            words: ignored.map((w) => `“${w}”`).join(t(' or ')),
          })}
        </p>
      )}
      {place && placeName && place.kind !== 'state' ? (
        <p className="search-place">
          {place.radius ? t('Showing centers within {miles} miles of ', { miles: place.radius }) : t('Showing centers near ')}
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
                {t('change')}
              </button>
            </>
          )}{' '}
          — <Link to={anywhere}>{t('Anywhere in the US')}</Link>
          {place.cityPage && (
            <>
              {' '}
              —{' '}
              <Link to={href(paths.city.getHref(place.cityPage.state, place.cityPage.slug))}>
                {t('All {count} centers in {city}', { count: place.cityPage.count, city: place.cityPage.name })}
              </Link>
            </>
          )}
        </p>
      ) : (
        !search.state && (
          <p className="search-place">
            {t('Showing centers anywhere in the US — ')}
            <Link to={href(searchHref({ ...search, near: true, page: 1 }))}>{t('Show centers near me')}</Link>
          </p>
        )
      )}
    </>
  );
}
