import { Fragment } from 'react';
import { Link, NavLink, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { SignOutButton } from '../../../../components/sign-out-button/sign-out-button';
import { StatCards } from '../../../../components/stat-cards/stat-cards';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import { atLocation, locationOf, useAtLocation } from '../../../../lib/facility-location';
import { useSiteConfig } from '../../../../lib/reference-data';
import { useSignedInUser } from '../../../../lib/session-guard';
import { myAccountLoader, type MyAccount, type MyListing } from '../../api/get-my-listing';
import { listingStatus, STATUS_BADGE } from '../../utils/listing-status';
import '../facility-account.css';
import './dashboard.css';

export { myAccountLoader as loader };

const TABS = [
  { label: 'Overview', href: paths.facilityDashboard.getHref(), end: true },
  { label: 'Manage Listing', href: paths.facilityListing.getHref(), end: false },
  { label: 'Inquiries', href: paths.facilityInquiries.getHref(), end: false },
  { label: 'Reviews', href: paths.facilityReviews.getHref(), end: false },
  { label: 'Analytics', href: paths.facilityAnalytics.getHref(), end: false },
  { label: 'Settings', href: paths.facilitySettings.getHref(), end: false },
];

/**
 * /facility-dashboard and its tabs: the header, status, notices and counters stay while the tab
 * below (a child route, its address in the URL) changes.
 */
function DashboardLayout() {
  const data = useLoaderData<typeof myAccountLoader>();
  const user = useSignedInUser();
  return (
    <div className="container facility-dashboard">
      <DashboardBar />
      {data.listing ? <Dashboard data={data} listing={data.listing} /> : <NotLinked name={user.name || user.email} />}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container facility-dashboard">
      <DashboardBar />
      <LoadFailed what="your listing" />
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

function NotLinked({ name }: { name: string }) {
  const config = useSiteConfig();
  return (
    <>
      <h1>Facility Dashboard</h1>
      <p>Signed in as {name}.</p>
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

function Dashboard({ data, listing }: { data: MyAccount; listing: MyListing }) {
  const { account, submission, stats } = data;
  const status = listingStatus(listing.status);
  const atLocation = useAtLocation();
  return (
    <>
      <Locations data={data} current={listing.id} />
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
            {STATUS_BADGE[status]}
          </span>
          {status === 'approved' && (
            <Link className="button button--primary" to={paths.facility.getHref(listing.id)}>
              View Public Listing
            </Link>
          )}
        </div>
      </header>

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
          <p>
            <Link to={atLocation(paths.facilityListing.getHref())}>Correct and resubmit your listing</Link>
          </p>
        </div>
      )}
      {data.pendingUpdate && (
        <div className="status-notice status-notice--pending" role="status">
          <h2>Your listing update is under review</h2>
          <p>
            The public listing keeps its current details until our team approves the update.{' '}
            <Link to={atLocation(paths.facilityListing.getHref())}>See what it changes</Link>
          </p>
        </div>
      )}

      {stats && (
        <StatCards
          label="Your listing in numbers"
          cards={[
            { label: 'Total Views', value: count(stats.totalViews), detail: `${count(stats.monthViews)} this month` },
            { label: 'Inquiries', value: count(stats.totalInquiries), detail: `${count(stats.monthInquiries)} this month` },
            {
              label: 'Avg. Rating',
              value: stats.rating === null ? '—' : stats.rating.toFixed(1),
              detail: stats.reviews === 0 ? 'No reviews yet' : `${count(stats.reviews)} ${stats.reviews === 1 ? 'review' : 'reviews'}`,
            },
            { label: 'Status', value: STATUS_BADGE[status] },
          ]}
        />
      )}

      <nav className="dashboard-tabs" aria-label="Dashboard">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.href}>
              <NavLink to={atLocation(tab.href)} end={tab.end}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Another location is another listing: its tab starts afresh (forms take their values once). */}
      <Fragment key={listing.id}>
        <Outlet />
      </Fragment>
    </>
  );
}

/**
 * The account's locations (migration 0028): each one a link to the same tab for that location, the
 * one shown marked as current, and "Add a location". The location chosen is in the address
 * (`?location=`), so a link, a reload or Back keeps it.
 */
function Locations({ data, current }: { data: MyAccount; current: number }) {
  const { pathname, search } = useLocation();
  // Another location's inquiry or page of a list is not this one's: its tab from the start.
  const tab = pathname.startsWith(paths.facilityInquiries.path) ? paths.facilityInquiries.getHref() : pathname;
  const first = data.locations[0]?.id;
  return (
    <nav className="dashboard-locations" aria-label="Your locations">
      <p className="dashboard-locations__organization">
        {data.organization?.name ?? data.listing?.name}
        {data.locations.length > 1 && <> · {data.locations.length} locations</>}
      </p>
      <ul>
        {data.locations.map((location) => (
          <li key={location.id}>
            <Link
              to={atLocation(tab, location.id === first && locationOf(search) === null ? null : String(location.id))}
              aria-current={location.id === current ? 'page' : undefined}
            >
              {location.name} – {location.city}, {location.state}
              {location.status !== 'approved' && <span className="dashboard-locations__status"> ({STATUS_BADGE[listingStatus(location.status)]})</span>}
            </Link>
          </li>
        ))}
        <li>
          <Link className="button button--secondary" to={paths.facilityAddLocation.getHref()}>
            Add a location
          </Link>
        </li>
      </ul>
    </nav>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

export { DashboardLayout as Component };
