import { useLingui } from '@lingui/react/macro';
import { useT } from '../../../lib/i18n/i18n-context';
import type { FacilityResponse } from '../api/get-facility';
import { TermList } from './term-list';

type ServiceGroup = FacilityResponse['services'][number];

/**
 * What the facility offers, in the national treatment locator's terms and plain words: the groups
 * people ask about first (medications, payment, who it serves, ages, languages) open, the rest
 * folded away.
 */
export function FacilityServices({ groups }: { groups: ServiceGroup[] }) {
  const { t } = useLingui();
  if (groups.length === 0) return null;
  const first = groups.filter((g) => g.searchable);
  const more = groups.filter((g) => !g.searchable);
  return (
    <section aria-labelledby="facility-services" className="facility-services">
      <h2 id="facility-services">{t`Services`}</h2>
      {first.map((group) => (
        <ServiceList key={group.category} group={group} />
      ))}
      {more.length > 0 && (
        <details className="facility-services__more">
          <summary>{t`More services, settings and approaches`}</summary>
          {more.map((group) => (
            <ServiceList key={group.category} group={group} />
          ))}
        </details>
      )}
    </section>
  );
}

function ServiceList({ group }: { group: ServiceGroup }) {
  const { term } = useT();
  const id = `facility-services-${group.category.toLowerCase()}`;
  const name = term(group.name);
  return (
    <div className="facility-services__group">
      <h3 id={id} lang={name.lang}>
        {name.text}
      </h3>
      <TermList items={group.services} term={term} labelledBy={id} />
    </div>
  );
}
