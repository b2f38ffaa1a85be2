import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pluralize } from '../../../lib/format';
import type { StateSummary } from '../../../lib/reference-data';

/** Product spec §2: the eight states with the most listed facilities. */
const TOP = 8;

export function TopStates({ states }: { states: readonly StateSummary[] }) {
  const top = [...states].sort((a, b) => b.facilities - a.facilities || a.name.localeCompare(b.name)).slice(0, TOP);
  return (
    <section className="top-states" aria-labelledby="top-states-heading">
      <h2 id="top-states-heading">States with the most centers</h2>
      <ol className="top-states__list">
        {top.map((state) => (
          <li key={state.code}>
            <Link to={paths.state.getHref(state.code)}>{state.name}</Link>
            <span className="top-states__count">{pluralize(state.facilities, 'facility', 'facilities')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
