import { AvailabilityDetails } from '../../../components/availability/availability-note';
import { formatLongDate, telHref } from '../../../lib/format';
import type { FacilityRecord, FacilityResponse } from '../api/get-facility';
import { FacilityServices } from './facility-services';
import { ReportProblem, RequestInformation } from './request-info';

/**
 * The listing's main column. A `preview` (the facility looking at its own pending changes) leaves
 * out the visitor forms: nothing sent from a preview should reach anyone.
 */
export function FacilityMain({
  facility,
  services = [],
  preview = false,
}: {
  facility: FacilityRecord;
  /** The locator services it offers, grouped (the public page has them; a preview does not). */
  services?: FacilityResponse['services'];
  preview?: boolean;
}) {
  const verified = formatLongDate(facility.lastVerified);
  return (
    <article className="facility-main" aria-labelledby="facility-name">
      <header className="facility-main__header">
        <h1 id="facility-name">{facility.name}</h1>
        <p className="facility-main__place">
          {facility.city}, {facility.stateFullName}
        </p>
        <p className="facility-main__meta">
          {facility.rating === null ? (
            <span>No ratings yet</span>
          ) : (
            <span>
              <span className="facility-main__star" aria-hidden="true">
                ★
              </span>{' '}
              {facility.rating.toFixed(1)}
              <span className="sr-only"> out of 5</span> ({facility.reviews.toLocaleString('en-US')}{' '}
              {facility.reviews === 1 ? 'review' : 'reviews'})
            </span>
          )}
          {facility.established && <span>Established {facility.established}</span>}
        </p>
        <div className="facility-main__actions">
          {facility.phone && (
            <a className="button button--primary" href={telHref(facility.phone)}>
              Call {facility.phone}
            </a>
          )}
          {facility.website && (
            <a className="button button--secondary" href={facility.website} target="_blank" rel="noopener noreferrer">
              Visit Website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </header>

      <AvailabilityDetails availability={facility.availability} />
      {!preview && <RequestInformation facility={facility} />}

      {facility.description && (
        <section aria-labelledby="facility-about">
          <h2 id="facility-about">About {facility.name}</h2>
          <p className="facility-main__description">{facility.description}</p>
        </section>
      )}
      <ListSection id="facility-treatment" title="Treatment Types" items={facility.treatmentTypes} />
      <ListSection id="facility-specializations" title="Specializations" items={facility.specializations} />
      <ListSection id="facility-features" title="Features & Amenities" items={facility.features} />
      <ListSection id="facility-insurance" title="Insurance Accepted" items={facility.insurance} />
      <ListSection id="facility-accreditation" title="Accreditation" items={facility.accreditation} />
      <FacilityServices groups={services} />
      {verified && <p className="facility-main__verified">Last verified {verified}</p>}
      {!preview && <ReportProblem facility={facility} />}
    </article>
  );
}

function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="facility-main__list">
      <h2 id={id}>{title}</h2>
      <ul className="tag-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
