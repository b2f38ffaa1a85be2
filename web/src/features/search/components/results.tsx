import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import type { PageOutcome } from '../utils/page-outcome';
import type { Relaxable } from '../utils/relax';
import { PAGE_SIZE, type SearchState } from '../utils/search-params';
import { FacilityCard } from './facility-card';
import { NoResults } from './no-results';
import { askedNames } from '../utils/asked';
import { WidenedNote } from './widened-note';
import { Pagination } from './pagination';

interface ResultsProps {
  /** The address of the search without one filter. */
  relaxHref: (filter: Relaxable) => string;
  outcome: PageOutcome;
  /** The next search is loading: these results are the last ones, shown dimmed until it answers. */
  stale: boolean;
  search: SearchState;
  /** The address of a page of these results. */
  pageHref: (page: number) => string;
  /** A link to another page was clicked. */
  onPageFollow: (event: MouseEvent) => void;
}

/** What the search found: a page of cards with paging, nothing (and what to try), or that it failed. */
export function Results({ outcome, stale, search, pageHref, onPageFollow, relaxHref }: ResultsProps) {
  const { t } = useLingui();
  if (outcome.kind === 'invalid') return null;
  if (outcome.kind === 'failed') {
    return (
      <div className="search-error" role="alert">
        <h2>{t`Search Error`}</h2>
        <p>{t`There was an error searching for facilities: ${{ message: outcome.message }}`}</p>
        <TryAgainButton />
      </div>
    );
  }

  const { facilities, total } = outcome.result;
  const asked = askedNames(outcome.result, search);
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (total === 0) return <NoResults relax={outcome.result.relax} unmatched={outcome.result.unmatched} ignored={outcome.result.ignored} stale={stale} relaxHref={relaxHref} />;
  return (
    <div className={stale ? 'search-results--stale' : undefined}>
      <WidenedNote result={outcome.result} relaxHref={relaxHref} />
      {facilities.length === 0 ? (
        <p className="search-past-end">
          {t`${plural(totalPages, { one: 'There is only # page of results.', other: 'There are only # pages of results.' })}`}{' '}
          <Link to={pageHref(1)} onClick={onPageFollow}>
            {t`Go to page 1`}
          </Link>
        </p>
      ) : (
        <ul className="results-grid" aria-label={t`Search results`}>
          {facilities.map((facility) => (
            <li key={facility.id}>
              <FacilityCard facility={facility} asked={asked} />
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && <Pagination page={search.page} totalPages={totalPages} hrefFor={pageHref} onFollow={onPageFollow} />}
    </div>
  );
}
