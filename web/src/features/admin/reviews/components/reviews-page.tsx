import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { GUIDELINE_TEXT, GUIDELINES_PATH } from '../../../../../../worker/reviews/schemas/guidelines';
import { ListPagination } from '../../../../components/list-pagination/list-pagination';
import { AdminShell } from '../../components/admin-shell';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import { OneClickAction } from '../../components/one-click-action';
import { failedScreen } from '../../components/screen-failed';
import { formatDateTime } from '../../utils/format';
import { publishResponse, publishReview, rejectResponse, rejectReview, reviewsLoader, type DeskReview } from '../api/reviews';
import { RejectForm } from './reject-form';
import '../../reports/components/reports.css';

const TITLE = 'Reviews';
const LEAD = 'Publish a review unless it breaks a published guideline. A negative review is never held for being negative. Every rejection names the guideline, and the reviewer is told.';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting for moderation' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'awaiting_confirmation', label: 'Not confirmed yet' },
];
const RESPONSE_OPTIONS = [
  { value: 'pending', label: 'Waiting for moderation' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
];
const SIGNAL_TEXT = {
  same_network: 'Other reviews came from the same network',
  burst: 'Several reviews of this listing within a day',
  own_invitations: 'Every review of this listing came from its own invitations',
  written_alike: 'Written like another review of this listing',
} as const;
const RELATIONSHIP = { client: 'Former client', family: 'Family member', professional: 'Referring professional' } as Record<string, string>;

function Signals({ review }: { review: DeskReview }) {
  const s = review.signals;
  if (s.raised.length === 0) return <dd>None raised</dd>;
  return (
    <dd>
      <ul className="review-signals">
        {s.raised.map((signal) => (
          <li key={signal}>
            {SIGNAL_TEXT[signal]}
            {signal === 'same_network' && ` (${s.sameNetwork})`}
            {signal === 'burst' && ` (${s.sameDay} within a day)`}
            {signal === 'written_alike' && s.mostSimilar && ` (review ${s.mostSimilar.id}, similarity ${s.mostSimilar.score})`}
          </li>
        ))}
      </ul>
    </dd>
  );
}

function Review({ review }: { review: DeskReview }) {
  const heading = `review-${review.id}-heading`;
  return (
    <li className="admin-panel report-card" aria-labelledby={heading}>
      <h2 id={heading} className="report-card__title">
        Review {review.id} of <Link to={`/facility/${review.facility.id}`}>{review.facility.name}</Link>
        <span className="report-card__place">
          {' '}
          · {review.facility.city}, {review.facility.state}
        </span>
      </h2>
      <dl>
        <dt>Rating</dt>
        <dd>{review.rating} out of 5</dd>
        <dt>Review</dt>
        <dd className="report-card__details" lang={review.lang}>
          {review.title && <strong>{review.title}. </strong>}
          {review.body}
        </dd>
        <dt>By</dt>
        <dd>
          {review.displayName} · {RELATIONSHIP[review.relationship] ?? review.relationship}
          {review.stayedIn && ` · stayed ${review.stayedIn}`}
          {review.verified && ` · Verified (invited by ${review.invitedBy === 'directory' ? 'us' : 'the facility'})`}
        </dd>
        <dt>Written</dt>
        <dd>{formatDateTime(review.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          <span className="admin-badge">{review.status}</span>
          {review.rejectedGuideline && ` · ${GUIDELINE_TEXT[review.rejectedGuideline].en}`}
        </dd>
        <dt>Signals</dt>
        <Signals review={review} />
        <dt>Reports</dt>
        <dd>
          {review.reports.length === 0 ? (
            'None'
          ) : (
            <ul>
              {review.reports.map((report) => (
                <li key={report.id}>
                  {report.reason}
                  {report.details && `: ${report.details}`} ({formatDateTime(report.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </dd>
        {review.notes && (
          <>
            <dt>Notes</dt>
            <dd className="report-card__details">{review.notes}</dd>
          </>
        )}
        {review.response && (
          <>
            <dt>Facility’s answer</dt>
            <dd className="report-card__details">
              {review.response.body} <span className="admin-badge">{review.response.status}</span>
              {review.response.rejectedGuideline && ` · ${GUIDELINE_TEXT[review.response.rejectedGuideline].en}`}
            </dd>
          </>
        )}
      </dl>
      {review.status === 'pending' && (
        <div className="review-decision">
          <OneClickAction label={`Publish review ${review.id}`} busyLabel="Publishing…" send={() => publishReview(review.id)} />
          <RejectForm id={`review-${review.id}`} what={`review ${review.id}`} send={(body) => rejectReview(review.id, body)} />
        </div>
      )}
      {review.response?.status === 'pending' && (
        <div className="review-decision">
          <OneClickAction label={`Publish answer to review ${review.id}`} busyLabel="Publishing…" send={() => publishResponse(review.id)} />
          <RejectForm id={`response-${review.id}`} what={`answer to review ${review.id}`} send={(body) => rejectResponse(review.id, body)} />
        </div>
      )}
    </li>
  );
}

/** /admin/reviews: moderation against the published guidelines, with each review's reports and signals. */
function ReviewsPage() {
  const list = useLoaderData<typeof reviewsLoader>();
  const [params] = useSearchParams();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <p>
        <a href={GUIDELINES_PATH}>The published review guidelines</a>
      </p>
      <FilterForm label="Filter reviews">
        <FilterSelect label="Review" name="status" value={params.get('status') ?? ''} any="All reviews" options={STATUS_OPTIONS} />
        <FilterSelect label="Facility’s answer" name="response" value={params.get('response') ?? ''} any="Any answer" options={RESPONSE_OPTIONS} />
      </FilterForm>
      {list.items.length === 0 ? (
        <p className="admin-empty">No reviews found</p>
      ) : (
        <ul className="report-list" aria-label="Reviews">
          {list.items.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      )}
      <ListPagination page={list.page} limit={list.limit} total={list.total} noun="reviews" />
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the reviews');

export { reviewsLoader as loader, ReviewsPage as Component, ErrorBoundary };
