import { ENGLISH } from '../../../../lib/i18n/translator';
import { Link, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { URGENCY_LABELS } from '../../../../components/lead-form/lead-form-options';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import { useAtLocation } from '../../../../lib/facility-location';
import { formatLongDateTime } from '../../../../lib/format';
import { INQUIRY_STATUS_LABEL, inquiriesLoader, type InquiryRow, type InquiryStatus } from '../../api/inquiries';
import './inquiries.css';

const FILTERS: { label: string; status: InquiryStatus | '' }[] = [
  { label: 'All', status: '' },
  ...Object.entries(INQUIRY_STATUS_LABEL).map(([status, label]) => ({ label, status: status as InquiryStatus })),
];

/**
 * /facility-dashboard/inquiries: the requests visitors sent to this listing, newest first, with how
 * soon they need help and where the facility's follow-up stands. What they wrote is on each inquiry.
 */
function InquiriesTab() {
  const list = useLoaderData<typeof inquiriesLoader>();
  const status = useSearchParams()[0].get('status') ?? '';
  const atLocation = useAtLocation();
  return (
    <section className="dashboard-section" aria-labelledby="inquiries">
      <h2 id="inquiries">Inquiries</h2>
      <p>
        Requests for information that visitors sent you through your listing. Opening one is recorded, and what the
        person wrote is shown only to you: please keep it confidential.
      </p>
      <nav className="inquiry-filter" aria-label="Show inquiries by status">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                to={atLocation(paths.facilityInquiries.getHref(filter.status && `status=${filter.status}`))}
                aria-current={filter.status === status ? 'page' : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <InquiryTable
        rows={list.items}
        empty={status ? `No inquiries with the status ${INQUIRY_STATUS_LABEL[status as InquiryStatus] ?? status}.` : 'No inquiries yet.'}
        pagination={list.total > 0 ? { page: list.page, limit: list.limit, total: list.total, noun: 'inquiries' } : undefined}
      />
    </section>
  );
}

/** The page's inquiries, newest first; each name opens one, carrying the list's filter for the way back. */
function InquiryTable({ rows, empty, pagination }: { rows: InquiryRow[]; empty: string; pagination?: ListPaginationProps }) {
  const { search } = useLocation();
  const atLocation = useAtLocation();
  const columns: Column<InquiryRow>[] = [
    { header: 'Received', cell: (row) => <time dateTime={row.createdAt}>{formatLongDateTime(row.createdAt)}</time>, sort: NEWEST_FIRST },
    {
      header: 'Name',
      rowHeader: true,
      cell: (row) => (
        <Link to={atLocation(paths.facilityInquiry.getHref(row.id))} state={{ listSearch: search }}>
          {row.name}
        </Link>
      ),
    },
    { header: 'How soon', cell: (row) => (row.urgency ? ENGLISH.i18n._(URGENCY_LABELS[row.urgency]) : 'Not given') },
    {
      header: 'Status',
      cell: (row) => <span className={`inquiry-status inquiry-status--${row.status}`}>{INQUIRY_STATUS_LABEL[row.status]}</span>,
    },
  ];
  return (
    <AdminTable
      caption="Inquiries, newest first"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      sort={{ by: NEWEST_FIRST.key }}
      isUrgent={(row) => row.urgency === 'immediate'}
      empty={empty}
      pagination={pagination}
    />
  );
}

export function ErrorBoundary() {
  return <LoadFailed what="your inquiries" />;
}

export { inquiriesLoader as loader, InquiriesTab as Component };
