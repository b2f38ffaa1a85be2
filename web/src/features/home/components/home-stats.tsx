import { t as translate, plural } from '@lingui/core/macro';
import { friendlyCount } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Translator } from '../../../lib/i18n/translator';
import { INTL_TAG } from '../../../lib/i18n/locales';
import type { StateSummary } from '../../../lib/reference-data';

/**
 * Product spec §2 stats row, with only what is true (beyond.md 16, issue 44): the centers and places
 * counted from the listings, that the site costs nothing, and the lines open day and night. The spec's
 * "people helped" and "success rate" had no source and are left out.
 */
export function HomeStats({ states }: { states: readonly StateSummary[] }) {
  const translator = useT();
  const { i18n } = translator;
  const centers = states.reduce((sum, s) => sum + s.facilities, 0);
  const stats = [
    {
      value: states.length > 0 ? friendlyCount(centers) : '…',
      label: states.length > 0 ? translate(i18n)`treatment centers in ${{ places: placesWithCenters(states, translator) }}` : translate(i18n)`treatment centers`,
    },
    { value: translate(i18n)`Free`, label: translate(i18n)`to search and to ask for help` },
    { value: '24/7', label: translate(i18n)`support` },
  ];
  return (
    <section className="home-stats" aria-label={translate(i18n)`At a glance`}>
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
export function placesWithCenters(places: readonly StateSummary[], { i18n, locale }: Translator): string {
  const listed = places.filter((p) => p.facilities > 0);
  const states = listed.filter((p) => p.kind === 'state').length;
  const district = listed.some((p) => p.kind === 'district');
  const territories = listed.filter((p) => p.kind === 'territory').length;
  const parts = [
    ...(states > 0 || (!district && territories === 0) ? [translate(i18n)`${plural(states, { one: '# state', other: '# states' })}`] : []),
    ...(district ? ['DC'] : []),
    ...(territories > 0 ? [translate(i18n)`${plural(territories, { one: '# territory', other: '# territories' })}`] : []),
  ];
  return new Intl.ListFormat(INTL_TAG[locale], { type: 'conjunction' }).format(parts);
}
