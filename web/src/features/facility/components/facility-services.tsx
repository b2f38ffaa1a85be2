import type { FacilityResponse } from '../api/get-facility';

type ServiceGroup = FacilityResponse['services'][number];

/**
 * What the facility offers, in the national treatment locator's terms and plain words: the groups
 * people ask about first (medications, payment, who it serves, ages, languages) open, the rest
 * folded away.
 */
export function FacilityServices({ groups }: { groups: ServiceGroup[] }) {
  if (groups.length === 0) return null;
  const first = groups.filter((g) => g.searchable);
  const more = groups.filter((g) => !g.searchable);
  return (
    <section aria-labelledby="facility-services" className="facility-services">
      <h2 id="facility-services">Services</h2>
      {first.map((group) => (
        <ServiceList key={group.category} group={group} />
      ))}
      {more.length > 0 && (
        <details className="facility-services__more">
          <summary>More services, settings and approaches</summary>
          {more.map((group) => (
            <ServiceList key={group.category} group={group} />
          ))}
        </details>
      )}
    </section>
  );
}

function ServiceList({ group }: { group: ServiceGroup }) {
  const id = `facility-services-${group.category.toLowerCase()}`;
  return (
    <div className="facility-services__group">
      <h3 id={id}>{group.name}</h3>
      <ul className="tag-list" aria-labelledby={id}>
        {group.services.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}
