import { useLingui } from '@lingui/react/macro';
import { plural, msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { SearchAnswer } from '../api/search-facilities';
import { RELAX_LABEL, type Relaxable } from '../utils/relax';

/**
 * Nothing was within the radius asked, so the search looked farther: said in one line, with what
 * was asked kept, and the filters that emptied the nearer search as the other ways on (each with
 * how many it would find there).
 */
export function WidenedNote({ result, relaxHref }: { result: SearchAnswer; relaxHref: (filter: Relaxable) => string }) {
  const { t } = useLingui();
  const { widened, relax, total } = result;
  if (!widened) return null;
  return (
    <div className="search-widened" role="status">
      <p>
        {widened.to === null
          ? t`Nothing within ${{ miles: widened.from }} miles matches everything you asked, so these are the nearest at any distance: ${plural(total, { one: '# center', other: '# centers' })}.`
          : t`Nothing within ${{ miles: widened.from }} miles matches everything you asked, so we looked farther: ${plural(total, { one: '# center', other: '# centers' })} within ${{ wider: widened.to }} miles.`}
      </p>
      {relax && (
        <>
          <p>{t`Or nearer, without one of your filters:`}</p>
          <ul className="search-relax">
            {relax.map(({ filter, total: count }) => (
              <li key={filter}>
                <Link to={relaxHref(filter)} preventScrollReset>
                  {t(RELAX_LABEL[filter] ?? msg`Remove a filter`)} ({t`${plural(count, { one: '# center', other: '# centers' })}`})
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
