import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { telHref } from '../../../lib/format';
import type { FacilityRecord } from '../api/get-facility';

interface FacilitySidebarProps {
  facility: FacilityRecord;
  /** Up to 3 other published facilities in the same state. */
  others: FacilityRecord[];
}

export function FacilitySidebar({ facility, others }: FacilitySidebarProps) {
  const address = [facility.address, `${facility.city}, ${facility.state} ${facility.zip ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <aside className="facility-sidebar" aria-label="Contact and related facilities">
      <section className="facility-box" aria-labelledby="facility-contact">
        <h2 id="facility-contact">Contact</h2>
        <dl className="facility-contact">
          {facility.phone && (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(facility.phone)}>{facility.phone}</a>
              </dd>
            </>
          )}
          {facility.website && (
            <>
              <dt>Website</dt>
              <dd>
                <a href={facility.website} target="_blank" rel="noopener noreferrer">
                  {displayUrl(facility.website)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </>
          )}
          {facility.email && (
            <>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${facility.email}`}>{facility.email}</a>
              </dd>
            </>
          )}
          {address && (
            <>
              <dt>Address</dt>
              <dd>{address}</dd>
            </>
          )}
          {facility.intakeHours && (
            <>
              <dt>Intake Hours</dt>
              <dd>{facility.intakeHours}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="facility-box facility-box--emergency" aria-labelledby="facility-emergency">
        <h2 id="facility-emergency">In crisis right now?</h2>
        <p>
          Call or text <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> (Suicide &amp; Crisis Lifeline), any time.
        </p>
        <p>
          {NATIONAL_HELPLINE.name}: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a> — free,
          confidential, 24/7.
        </p>
      </section>

      {others.length > 0 && (
        <section className="facility-box" aria-labelledby="facility-others">
          <h2 id="facility-others">Other facilities in {facility.stateFullName}</h2>
          <ul className="facility-others">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={paths.facility.getHref(other.id)}>{other.name}</Link>
                <span className="facility-others__place">
                  {other.city}, {other.state}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
