import { friendlyCount, pluralize } from '../../../lib/format';
import type { StateSummary } from '../../../lib/reference-data';

/**
 * Product spec §2 stats row. The number of centers and states is counted from the listings
 * (beyond.md 2); people helped, success rate and 24/7 support are the spec's content.
 */
export function HomeStats({ states }: { states: readonly StateSummary[] }) {
  const centers = states.reduce((sum, s) => sum + s.facilities, 0);
  const statesWithCenters = states.filter((s) => s.facilities > 0).length;
  const stats = [
    {
      value: states.length > 0 ? friendlyCount(centers) : '…',
      label: states.length > 0 ? `treatment centers in ${pluralize(statesWithCenters, 'state', 'states')}` : 'treatment centers',
    },
    { value: '100K+', label: 'people helped' },
    { value: '85%', label: 'success rate' },
    { value: '24/7', label: 'support' },
  ];
  return (
    <section className="home-stats" aria-label="At a glance">
      <dl className="container home-stats__grid">
        {stats.map((stat) => (
          <div key={stat.label} className="home-stats__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
