/**
 * Product spec §2/§9: the statistics block. Facility count and population come from the data;
 * overdose deaths and people needing treatment are not published here yet, so they read N/A.
 */
export function StateStats({
  facilities,
  population,
  stateName,
}: {
  facilities: number;
  population: number | null;
  stateName: string | null;
}) {
  const stats = [
    { label: 'Treatment facilities listed', value: facilities.toLocaleString('en-US') },
    { label: 'Population', value: population === null ? 'N/A' : population.toLocaleString('en-US') },
    { label: 'Overdose deaths (yearly)', value: 'N/A' },
    { label: 'People needing treatment', value: 'N/A' },
  ];
  return (
    <section className="state-stats" aria-labelledby="state-stats-heading">
      <h2 id="state-stats-heading">{stateName ? `${stateName} at a glance` : 'At a glance'}</h2>
      <dl className="state-stats__grid">
        {stats.map((stat) => (
          <div key={stat.label} className="state-stats__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="state-stats__note">N/A: figures we do not publish yet.</p>
    </section>
  );
}
