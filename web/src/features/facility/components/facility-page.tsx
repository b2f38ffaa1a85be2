import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatLongDate, telHref } from '../../../lib/format';
import { facilityLoader, type FacilityRecord } from '../api/get-facility';
import { useRecordView } from '../api/record-view';
import { FacilityBreadcrumbs } from './facility-breadcrumbs';
import { FacilitySidebar } from './facility-sidebar';
import { ReportProblem, RequestInformation } from './request-info';
import './facility.css';

export { facilityLoader as loader };

function FacilityPage() {
  const { facility, others } = useLoaderData<typeof facilityLoader>();
  useDocumentTitle(`${facility.name}, ${facility.city}, ${facility.state}`);
  useRecordView(facility.id);
  return (
    <div className="container facility-page">
      <FacilityBreadcrumbs facility={facility} />
      <div className="facility-layout">
        <FacilityMain facility={facility} />
        <FacilitySidebar facility={facility} others={others} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'Facility Not Found' : 'Treatment Center');
  if (notFound) {
    return (
      <div className="container page-message">
        <h1>Facility Not Found</h1>
        <p>We could not find this treatment center. It may have been removed from the directory.</p>
        <p>
          <Link className="button button--primary" to={paths.search.getHref()}>
            Search all facilities
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page-error" role="alert">
      <h1>Something went wrong</h1>
      <p>There was an error loading this facility: {asApiError(error).message}</p>
      <TryAgainButton />
    </div>
  );
}

function FacilityMain({ facility }: { facility: FacilityRecord }) {
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

      <RequestInformation facility={facility} />

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
      {verified && <p className="facility-main__verified">Last verified {verified}</p>}
      <ReportProblem facility={facility} />
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

export { FacilityPage as Component };
