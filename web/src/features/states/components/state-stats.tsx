import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useT } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';

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
  const { t } = useLingui();
  const { number } = useT();
  const none = t`N/A`;
  const stats: Array<{ label: TextId; value: string }> = [
    { label: msg`Treatment facilities listed`, value: number(facilities) },
    { label: msg`Population`, value: population === null ? none : number(population) },
    { label: msg`Overdose deaths (yearly)`, value: none },
    { label: msg`People needing treatment`, value: none },
  ];
  return (
    <section className="state-stats" aria-labelledby="state-stats-heading">
      <h2 id="state-stats-heading">{stateName ? t`${{ place: stateName }} at a glance` : t`At a glance`}</h2>
      <dl className="state-stats__grid">
        {stats.map((stat) => (
          <div key={stat.label.id} className="state-stats__item">
            <dt>{t(stat.label)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="state-stats__note">{t`N/A: figures we do not publish yet.`}</p>
    </section>
  );
}
