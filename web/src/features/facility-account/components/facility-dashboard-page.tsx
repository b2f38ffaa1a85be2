import { useState, type ReactNode } from 'react';
import { Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { SignOutButton } from '../../../components/sign-out-button/sign-out-button';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatLongDate } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/session-guard';
import { useSiteConfig } from '../../../lib/reference-data';
import { myAccountLoader, type MyAccount, type MyListing } from '../api/get-my-listing';
import { getSignupOptions, type SignupOptions } from '../api/signup-options';
import { ResubmissionForm } from './resubmission-form';
import './facility-account.css';

type Status = 'pending' | 'approved' | 'rejected';

const BADGES: Record<Status, string> = { pending: 'Under Review', approved: 'Active', rejected: 'Rejected' };

/** An unknown status is shown as pending (spec §4). */
const statusOf = (value: string | undefined): Status =>
  value === 'approved' || value === 'rejected' ? value : 'pending';

/** The account; for a rejected listing also the wizard's lists, which its correction form offers. */
export async function loader(args: LoaderFunctionArgs) {
  const account = await myAccountLoader(args);
  return { account, options: account.listing?.status === 'rejected' ? getSignupOptions() : null };
}

/** /facility-dashboard: the signed-in facility's own listing and where its review stands. */
function FacilityDashboardPage() {
  const user = useSignedInUser();
  const { account: data, options } = useLoaderData<typeof loader>();
  useDocumentTitle(data.listing ? `${data.listing.name} – Dashboard` : 'Facility Dashboard');
  return (
    <div className="container facility-dashboard">
      <DashboardBar />
      <Dashboard data={data} options={options} fallbackName={user.name || user.email} />
    </div>
  );
}

export function ErrorBoundary() {
  useDocumentTitle('Facility Dashboard');
  return (
    <div className="container facility-dashboard">
      <DashboardBar />
      <div className="form-alert" role="alert">
        <p>We could not load your listing: {asApiError(useRouteError()).message}</p>
        <TryAgainButton />
      </div>
    </div>
  );
}

function DashboardBar() {
  return (
    <div className="dashboard-bar">
      <Link to={paths.home.getHref()}>
        <span aria-hidden="true">← </span>Back to Directory
      </Link>
      <SignOutButton role="facility" to={paths.facilityLogin.getHref()} />
    </div>
  );
}

function Dashboard({ data, options, fallbackName }: { data: MyAccount; options: Promise<SignupOptions> | null; fallbackName: string }) {
  const { account, listing, submission } = data;
  const config = useSiteConfig();
  // Said once the corrected listing is stored; the form is gone by then (the listing is under review).
  const [resubmitted, setResubmitted] = useState(false);
  if (!listing) {
    return (
      <>
        <h1>Facility Dashboard</h1>
        <p>Signed in as {fallbackName}.</p>
        <p>
          Your account is not linked to a listing yet. Please contact us
          {config ? (
            <>
              {' '}
              at <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </>
          ) : null}
          .
        </p>
      </>
    );
  }
  const status = statusOf(listing.status);
  const submitted = formatLongDate(submission?.submittedAt);
  const reviewed = formatLongDate(submission?.reviewedAt);

  return (
    <>
      <header className="dashboard-header">
        <div>
          <h1>{listing.name}</h1>
          <p className="dashboard-header__account">
            Signed in as {account.name || account.email}
            {account.name && <> ({account.email})</>}
          </p>
        </div>
        <div className="dashboard-header__status">
          <span className={`status-badge status-badge--${status}`}>
            <span className="sr-only">Listing status: </span>
            {BADGES[status]}
          </span>
          {status === 'approved' && (
            <Link className="button button--primary" to={paths.facility.getHref(listing.id)}>
              View Public Listing
            </Link>
          )}
        </div>
      </header>

      <p role="status" className="status-confirmation">
        {resubmitted ? 'Your corrected listing was sent for review.' : ''}
      </p>
      {status === 'pending' && (
        <div className="status-notice status-notice--pending" role="status">
          <h2>Your listing is under review</h2>
          <p>
            Our team is reviewing your listing. You will be notified by email once the review is complete, typically
            within 2-3 business days.
          </p>
        </div>
      )}
      {status === 'rejected' && (
        <div className="status-notice status-notice--rejected">
          <h2>Your listing was not approved</h2>
          <p>Please check your email for feedback from our review team, then update your details and resubmit.</p>
          {submission?.reviewNotes && (
            <p>
              <strong>Reviewer’s notes:</strong> {submission.reviewNotes}
            </p>
          )}
        </div>
      )}

      {status === 'rejected' && options && (
        <ResubmissionForm account={{ ...data, listing }} options={options} onSent={() => setResubmitted(true)} />
      )}
      <ListingDetails listing={listing} submitted={submitted} reviewed={reviewed} />
    </>
  );
}

function ListingDetails({ listing, submitted, reviewed }: { listing: MyListing; submitted: string | null; reviewed: string | null }) {
  const place = [listing.address, listing.city, [listing.state, listing.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: Array<[string, ReactNode]> = [
    ['Address', place],
    ['Phone', listing.phone],
    [
      'Website',
      listing.website ? (
        <a href={listing.website} target="_blank" rel="noopener noreferrer">
          {listing.website}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        ''
      ),
    ],
    ['Last updated', formatLongDate(listing.lastUpdated) ?? ''],
    ['Submitted', submitted ?? ''],
    ['Reviewed', reviewed ?? ''],
  ];
  return (
    <section className="dashboard-section" aria-labelledby="listing-details">
      <h2 id="listing-details">Listing Details</h2>
      <dl className="review-list">
        {rows
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {listing.description && (
        <>
          <h3>Description</h3>
          <p className="dashboard-section__description">{listing.description}</p>
        </>
      )}
      <TagSection title="Treatment Types" items={listing.treatmentTypes} />
      <TagSection title="Specializations" items={listing.specializations} />
    </section>
  );
}

function TagSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="tag-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export { FacilityDashboardPage as Component };
