import { Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { paths } from '../../../config/paths';
import type { api } from '../../../lib/api';
import { apiJson, asApiError } from '../../../lib/api-error';
import { facilityApi, useAtLocation } from '../../../lib/facility-location';
import { orFacilitySignIn } from '../../../lib/session';
import { FacilityMain } from './facility-main';
import { FacilitySidebar } from './facility-sidebar';
import './facility.css';

type Preview = InferResponseType<typeof api.facility.me.preview.$get, 200>;

/** The signed-in facility's own listing with its waiting update applied (the login if the session ended). */
export function loader({ request }: LoaderFunctionArgs): Promise<Preview> {
  return orFacilitySignIn(apiJson(facilityApi(request).facility.me.preview.$get(undefined, { init: { signal: request.signal } })), request);
}

/** /facility-dashboard/preview: the public page as it will read, under a banner that says so. */
function ListingPreviewPage() {
  const { facility, services, pending, status } = useLoaderData<typeof loader>();
  const atLocation = useAtLocation();
  return (
    <div className="container facility-page">
      <div className="preview-banner" role="note" aria-label="Preview">
        <p>
          <strong>Preview.</strong>{' '}
          {pending
            ? 'This is how your listing will look once our team approves your update. Until then the public page shows the current details.'
            : status === 'approved'
              ? 'This is how your listing looks to visitors now.'
              : 'This is how your listing will look once it is approved.'}
        </p>
        <Link to={atLocation(paths.facilityDashboard.getHref())}>Back to your dashboard</Link>
      </div>
      <div className="facility-layout">
        <FacilityMain facility={facility} services={services} />
        <FacilitySidebar facility={facility} others={[]} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container page-error" role="alert">
      <h1>We could not load the preview</h1>
      <p>{asApiError(useRouteError()).message}</p>
      <TryAgainButton />
    </div>
  );
}

export { ListingPreviewPage as Component };
