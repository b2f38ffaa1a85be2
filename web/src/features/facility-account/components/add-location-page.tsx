import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { atLocation } from '../../../lib/facility-location';
import { orFacilitySignIn } from '../../../lib/session';
import type { NewLocation } from '../../../../../worker/facility-account/schemas/locations';
import { getSignupOptions } from '../api/signup-options';
import { LOCATION_STEPS } from '../utils/signup-steps';
import { ListingWizard } from './listing-wizard';

const LOCATION_DRAFT = 'facility-location-draft';

/** The organization the new location shares its name and website with; the login if the session ended. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { organization } = await orFacilitySignIn(apiJson(api.facility.me.locations.$get(undefined, { init: { signal: request.signal } })), request);
  return { organization };
}

/**
 * /facility-dashboard/locations/new: "Add a location" (issue 24). The listing's steps of the signup
 * wizard, the account step skipped (it is the signed-in one), the organization's name and website
 * filled in; sent, the new location goes to our review desk and the dashboard opens on it.
 */
function AddLocationPage() {
  const { organization } = useLoaderData<typeof loader>();
  return (
    <ListingWizard
      steps={LOCATION_STEPS}
      heading="Add a Location"
      lead={
        <>
          Another center of {organization?.name ?? 'your organization'}: its own address, phones, services and availability, under the
          same account. Our team reviews it before it is published, typically within 2-3 business days.
        </>
      }
      stepsLabel="New location steps"
      draftKey={LOCATION_DRAFT}
      prefill={organization ? { facilityName: organization.name, website: organization.website } : {}}
      options={getSignupOptions}
      send={(location, key) => api.facility.me.locations.$post({ json: location as NewLocation }, { headers: { 'Idempotency-Key': key } })}
      sentHref={(result) => atLocation(paths.facilityDashboard.getHref(), String(result.location.id))}
      leaveQuestion="Leave the new location? What you typed is kept in this tab until you close it."
      submitFailed="Error submitting the location. Please try again."
      submitLabel="Submit for Review"
      footer={
        <p className="signup__signin">
          <Link to={paths.facilityDashboard.getHref()}>Back to your dashboard</Link>
        </p>
      }
    />
  );
}

export { AddLocationPage as Component };
