import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { StateSummary } from '../../../lib/reference-data';

/** Product spec §2: the eight states with the most listed facilities. */
const TOP = 8;

export function TopStates({ states }: { states: readonly StateSummary[] }) {
  const { t } = useLingui();
  const { term } = useT();
  const href = useLocalizedHref();
  const top = [...states].sort((a, b) => b.facilities - a.facilities || a.name.localeCompare(b.name)).slice(0, TOP);
  return (
    <section className="top-states" aria-labelledby="top-states-heading">
      <h2 id="top-states-heading">{t`States with the most centers`}</h2>
      <ol className="top-states__list">
        {top.map((state) => (
          <li key={state.code}>
            <Link to={href(paths.state.getHref(state.code))} lang={term(state.name).lang}>
              {term(state.name).text}
            </Link>
            <span className="top-states__count">{t`${plural({ count: state.facilities }, { one: '# facility', other: '# facilities' })}`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
