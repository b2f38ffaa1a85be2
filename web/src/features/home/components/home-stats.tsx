import { friendlyCount } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Translator } from '../../../lib/i18n/translator';
import type { StateSummary } from '../../../lib/reference-data';

/**
 * Product spec §2 stats row. The number of centers and states is counted from the listings
 * (beyond.md 2); people helped, success rate and 24/7 support are the spec's content.
 */
export function HomeStats({ states }: { states: readonly StateSummary[] }) {
  const translator = useT();
  const { t } = translator;
  const centers = states.reduce((sum, s) => sum + s.facilities, 0);
  const stats = [
    {
      value: states.length > 0 ? friendlyCount(centers) : '…',
      label: states.length > 0 ? t('treatment centers in {places}', { places: placesWithCenters(states, translator) }) : t('treatment centers'),
    },
    { value: '100K+', label: t('people helped') },
    { value: '85%', label: t('success rate') },
    { value: '24/7', label: t('support') },
  ];
  return (
    <section className="home-stats" aria-label={t('At a glance')}>
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

/**
 * "50 states, DC and 5 territories": the places that have listings, each kind counted on its own so
 * the territories are never called states.
 */
export function placesWithCenters(places: readonly StateSummary[], { t, plural }: Translator): string {
  const listed = places.filter((p) => p.facilities > 0);
  const states = listed.filter((p) => p.kind === 'state').length;
  const district = listed.some((p) => p.kind === 'district');
  const territories = listed.filter((p) => p.kind === 'territory').length;
  const parts = [
    ...(states > 0 || (!district && territories === 0) ? [plural(states, { one: '# state', other: '# states' })] : []),
    ...(district ? ['DC'] : []),
    ...(territories > 0 ? [plural(territories, { one: '# territory', other: '# territories' })] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')}${t(' and ')}${parts.at(-1)}` : parts[0]!;
}
