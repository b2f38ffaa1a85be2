import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { ListPagination } from '../../../../components/list-pagination/list-pagination';
import { AdminShell } from '../../components/admin-shell';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { formatDateTime } from '../../utils/format';
import { REASON_LABEL, RESOLUTION_LABEL, reportsLoader, type ListingReport } from '../api/reports';
import { ResolveForm } from './resolve-form';
import './reports.css';

const TITLE = 'Listing Reports';
const LEAD = 'Problems visitors reported with listings. Open reports come first.';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

function Report({ report }: { report: ListingReport }) {
  const { listing } = report;
  const heading = `report-${report.id}-heading`;
  return (
    <li className="admin-panel report-card" aria-labelledby={heading}>
      <h2 id={heading} className="report-card__title">
        {listing.published ? <Link to={`/facility/${listing.id}`}>{listing.name}</Link> : listing.name}
        <span className="report-card__place">
          {' '}
          · {listing.city}, {listing.state}
        </span>
      </h2>
      <dl>
        <dt>Listing</dt>
        <dd>{listing.published ? 'Published' : 'Not published'}</dd>
        <dt>Reason</dt>
        <dd>{REASON_LABEL[report.reason] ?? report.reason}</dd>
        <dt>Details</dt>
        <dd className="report-card__details">{report.details || '—'}</dd>
        <dt>Reporter</dt>
        <dd>
          {report.reporterEmail ? (
            <>
              {report.reporterEmail}
              {report.locale === 'es' && ' (prefers Spanish)'}
            </>
          ) : (
            'No email given'
          )}
        </dd>
        <dt>Reported</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {report.status === 'resolved' && (
          <>
            <dt>Resolution</dt>
            <dd>
              <span className="admin-badge">{report.resolution ? RESOLUTION_LABEL[report.resolution] : 'Resolved'}</span>{' '}
              {formatDateTime(report.resolvedAt)}
              {report.resolvedBy && ` by ${report.resolvedBy.name || report.resolvedBy.email}`}
            </dd>
            {report.notes && (
              <>
                <dt>Notes</dt>
                <dd className="report-card__details">{report.notes}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {report.status === 'open' && <ResolveForm report={report} />}
    </li>
  );
}

/** /admin/reports: each report with its listing, and a form to resolve the open ones. */
function ReportsPage() {
  const list = useLoaderData<typeof reportsLoader>();
  const [params] = useSearchParams();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <FilterForm label="Filter reports">
        <FilterSelect label="Status" name="status" value={params.get('status') ?? ''} any="All reports" options={STATUS_OPTIONS} />
      </FilterForm>
      {list.items.length === 0 ? (
        <p className="admin-empty">No reports found</p>
      ) : (
        <ul className="report-list" aria-label="Reports">
          {list.items.map((report) => (
            <Report key={report.id} report={report} />
          ))}
        </ul>
      )}
      <ListPagination page={list.page} limit={list.limit} total={list.total} noun="reports" />
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the reports');

export { reportsLoader as loader, ReportsPage as Component, ErrorBoundary };
