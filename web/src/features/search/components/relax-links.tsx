import { useLingui } from '@lingui/react/macro';
import { plural, msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { SearchAnswer } from '../api/search-facilities';
import { RELAX_LABEL, type Relaxable } from '../utils/relax';

/** Each filter whose removal would find some, as a link with how many it finds. */
export function RelaxLinks({ relax, relaxHref }: { relax: NonNullable<SearchAnswer['relax']>; relaxHref: (filter: Relaxable) => string }) {
  const { t } = useLingui();
  return (
    <ul className="search-relax">
      {relax.map(({ filter, total: count }) => (
        <li key={filter}>
          <Link to={relaxHref(filter)} preventScrollReset>
            {t(RELAX_LABEL[filter] ?? msg`Remove a filter`)} ({t`${plural(count, { one: '# center', other: '# centers' })}`})
          </Link>
        </li>
      ))}
    </ul>
  );
}
