import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { ListingChanges } from '../../../../components/listing-changes/listing-changes';
import { paths } from '../../../../config/paths';
import { useAtLocation } from '../../../../lib/facility-location';
import { formatLongDate } from '../../../../lib/format';
import { useMyAccount, type MyAccount } from '../../api/get-my-listing';
import { getSignupOptions } from '../../api/signup-options';
import { listingStatus } from '../../utils/listing-status';
import { ResubmissionForm } from '../resubmission-form';
import { ListingEditForm } from './listing-edit-form';

/** The lists the form offers, shown once they are in (the account is the layout's). */
export function loader() {
  return { options: getSignupOptions() };
}

/**
 * /facility-dashboard/listing: a published listing's edit form (and the update waiting for review),
 * a rejected listing's correction form, or word that the listing is still under review.
 */
function ListingTab() {
  const { options } = useLoaderData<typeof loader>();
  const account = useMyAccount();
  const atLocation = useAtLocation();
  // Said once the Worker stored the save; the page data reloads meanwhile.
  const [confirmation, setConfirmation] = useState('');
  const { listing, draft } = account;
  if (!listing) return null;
  const status = listingStatus(listing.status);

  return (
    <section className="dashboard-section" aria-labelledby="manage-listing">
      <h2 id="manage-listing">Manage Listing</h2>
      <p role="status" className="status-confirmation">
        {confirmation}
      </p>
      {status === 'pending' && <p>Your listing is under review. You can edit it here once it is approved.</p>}
      {status === 'rejected' && (
        <ResubmissionForm
          account={{ ...account, listing }}
          options={options}
          onSent={() => setConfirmation('Your corrected listing was sent for review.')}
        />
      )}
      {status === 'approved' && draft && (
        <>
          <p>
            Changes go to our review team first: your public listing keeps its current details until they are approved.{' '}
            <Link to={atLocation(paths.facilityPreview.getHref())}>Preview your listing</Link>
          </p>
          <PendingUpdate update={account.pendingUpdate} names={account.names} />
          <ListingEditForm
            draft={draft}
            options={options}
            onSent={(waiting) =>
              setConfirmation(
                waiting
                  ? 'Your changes were sent for review. Your public listing shows them once they are approved.'
                  : 'Your listing is back to its published details; nothing is waiting for review.',
              )
            }
          />
        </>
      )}
    </section>
  );
}

function PendingUpdate({ update, names }: { update: MyAccount['pendingUpdate']; names: MyAccount['names'] }) {
  if (!update) return null;
  return (
    <div className="status-notice status-notice--pending">
      <h3>Update under review</h3>
      <p>
        Sent {formatLongDate(update.submittedAt)}. Saving again replaces it. It changes:
      </p>
      <ListingChanges changes={update.changes} names={names} caption="What your update changes" />
    </div>
  );
}

export { ListingTab as Component };
