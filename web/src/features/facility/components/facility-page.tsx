import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { facilityLoader } from '../api/get-facility';
import { useRecordView } from '../api/record-view';
import { FacilityBreadcrumbs } from './facility-breadcrumbs';
import { FacilitySidebar } from './facility-sidebar';
import { FacilityMain } from './facility-main';
import './facility.css';

export { facilityLoader as loader };

function FacilityPage() {
  const { facility, others, services } = useLoaderData<typeof facilityLoader>();
  useDocumentTitle(`${facility.name}, ${facility.city}, ${facility.state}`);
  useRecordView(facility.id);
  return (
    <div className="container facility-page">
      <FacilityBreadcrumbs facility={facility} />
      <div className="facility-layout">
        <FacilityMain facility={facility} services={services} />
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

export { FacilityPage as Component };
