import { useLingui } from '@lingui/react/macro';
import { plural, msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import type { SearchAnswer } from '../api/search-facilities';
import { RELAX_LABEL, type Relaxable } from '../utils/relax';
import { HelplineOffer } from './helpline-offer';

interface NoResultsProps {
  relax: SearchAnswer['relax'];
  /** The next search is loading: shown dimmed until it answers. */
  stale: boolean;
  /** The address of the search without one filter. */
  relaxHref: (filter: Relaxable) => string;
}

/** Nothing found: the filters whose removal would find some (or other things to try), the helpline, and a way to start over. */
export function NoResults({ relax, stale, relaxHref }: NoResultsProps) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <div className={stale ? 'search-empty search-results--stale' : 'search-empty'}>
      <h2>{t`No facilities found`}</h2>
      {relax ? (
        <>
          <p>{t`No center matches every filter. Removing one would show some:`}</p>
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
      ) : (
        <p>{t`Try different words, a larger radius or fewer filters.`}</p>
      )}
      <HelplineOffer />
      <Link className="button button--primary" to={href(paths.search.getHref())} preventScrollReset>
        {t`Clear Filters & View All`}
      </Link>
    </div>
  );
}
