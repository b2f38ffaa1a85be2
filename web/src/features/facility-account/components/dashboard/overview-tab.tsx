import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import type { api } from '../../../../lib/api';
import { apiJson } from '../../../../lib/api-error';
import { facilityApi, useAtLocation } from '../../../../lib/facility-location';
import { formatLongDate } from '../../../../lib/format';
import { orFacilitySignIn } from '../../../../lib/session';
import { getAvailability } from '../../api/availability';
import { useMyAccount, type MyListing } from '../../api/get-my-listing';
import { AvailabilitySection } from './availability-section';

type Activity = InferResponseType<typeof api.facility.me.activity.$get, 200>['items'][number];

/** The recent activity and the availability (the account itself comes from the dashboard's layout). */
export function loader({ request }: LoaderFunctionArgs) {
  const both = Promise.all([
    apiJson(facilityApi(request).facility.me.activity.$get(undefined, { init: { signal: request.signal } })),
    getAvailability(request),
  ]).then(([activity, { availability }]) => ({ ...activity, availability }));
  return orFacilitySignIn(both, request);
}

const QUICK_ACTIONS = [
  { label: 'Edit Listing', href: paths.facilityListing.getHref() },
  { label: 'View Inquiries', href: paths.facilityInquiries.getHref() },
  { label: 'Analytics Report', href: paths.facilityAnalytics.getHref() },
  { label: 'Preview Listing', href: paths.facilityPreview.getHref() },
];

const REPORT_REASON: Record<string, string> = {
  closed: 'says the facility is closed',
  wrong_contact: 'says the contact details are wrong',
  wrong_details: 'says some details are wrong',
  other: 'sent a note about the listing',
};

/** What happened, said for the facility. */
function describe(item: Activity, atLocation: (href: string) => string): ReactNode {
  switch (item.kind) {
    case 'submitted':
      return 'Listing submitted for review';
    case 'approved':
      return 'Listing approved and published';
    case 'rejected':
      return 'Listing not approved: see the reviewer’s notes';
    case 'edit_submitted':
      return 'Listing update submitted for review';
    case 'edit_approved':
      return 'Listing update approved and published';
    case 'edit_rejected':
      return 'Listing update not approved';
    case 'inquiry':
      return item.inquiryId === null ? (
        'New inquiry received'
      ) : (
        <Link to={atLocation(paths.facilityInquiry.getHref(item.inquiryId))}>New inquiry received</Link>
      );
    case 'report':
      return `A visitor ${REPORT_REASON[item.reason ?? 'other'] ?? REPORT_REASON.other}`;
  }
}

/** /facility-dashboard: quick actions, recent activity and the listing as published. */
function OverviewTab() {
  const { items, availability } = useLoaderData<typeof loader>();
  const { listing, submission } = useMyAccount();
  const atLocation = useAtLocation();
  if (!listing) return null;
  return (
    <>
      <section className="dashboard-section" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <ul className="quick-actions">
          {QUICK_ACTIONS.map((action, index) => (
            <li key={action.href}>
              <Link className={`button ${index === 0 ? 'button--primary' : 'button--secondary'}`} to={atLocation(action.href)}>
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AvailabilitySection initial={availability} />

      <section className="dashboard-section" aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        {items.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol className="activity-list">
            {items.map((item, index) => (
              <li key={`${item.kind}-${item.at}-${index}`}>
                <span>{describe(item, atLocation)}</span>
                <time dateTime={item.at}>{formatLongDate(item.at)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ListingDetails listing={listing} submitted={formatLongDate(submission?.submittedAt)} reviewed={formatLongDate(submission?.reviewedAt)} />
    </>
  );
}

export function ErrorBoundary() {
  return <LoadFailed what="your recent activity" />;
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

export { OverviewTab as Component };
