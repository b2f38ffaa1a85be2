import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { GAMBLING_HELPLINE } from '../../../config/site';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { SearchAnswer } from '../api/search-facilities';
import type { Relaxable } from '../utils/relax';
import { RelaxLinks } from './relax-links';
import { HelplineOffer } from './helpline-offer';

interface NoResultsProps {
  relax: SearchAnswer['relax'];
  /** None of the words meant anything to the directory: the searches it knows closest to them. */
  unmatched: SearchAnswer['unmatched'];
  ignored: SearchAnswer['ignored'];
  /** The next search is loading: shown dimmed until it answers. */
  stale: boolean;
  /** The address of the search without one filter. */
  relaxHref: (filter: Relaxable) => string;
}

/** Nothing found: the filters whose removal would find some (or other things to try), the helpline, and a way to start over. */
export function NoResults({ relax, unmatched, ignored, stale, relaxHref }: NoResultsProps) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <div className={stale ? 'search-empty search-results--stale' : 'search-empty'}>
      <h2>{t`No facilities found`}</h2>
      {unmatched ? (
        <Unmatched unmatched={unmatched} words={ignored ?? []} />
      ) : relax ? (
        <>
          <p>{t`No center matches every filter. Removing one would show some:`}</p>
          <RelaxLinks relax={relax} relaxHref={relaxHref} />
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

/** Words the directory knows nothing of: said plainly, a national line for a need outside it, and the nearest searches it does know. */
function Unmatched({ unmatched, words }: { unmatched: NonNullable<SearchAnswer['unmatched']>; words: string[] }) {
  const { t } = useLingui();
  const { term } = useT();
  const href = useLocalizedHref();
  return (
    <>
      <p>{t`No listing mentions ${{ words: words.map((w) => `“${w}”`).join(t` or `) }}, and nothing else in your search says what to look for.`}</p>
      {unmatched.need === 'gambling' && (
        <p className="search-outside">
          <Trans>
            Our directory lists treatment for substance use. For gambling, the National Problem Gambling Helpline is free and confidential, 24/7: call{' '}
            <a href={GAMBLING_HELPLINE.tel}>{GAMBLING_HELPLINE.display}</a> (
            <a href={GAMBLING_HELPLINE.source} lang="en">National Council on Problem Gambling</a>).
          </Trans>
        </p>
      )}
      {unmatched.suggestions.length > 0 && (
        <>
          <p>{t`Searches we do know that come close:`}</p>
          <ul className="search-relax">
            {unmatched.suggestions.map((s) => {
              const shown = term(s.label);
              return (
                <li key={s.href}>
                  <Link to={href(s.href)}>
                    <span lang={shown.lang}>{shown.text}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
