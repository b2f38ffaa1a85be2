import { Link, useLocation } from 'react-router-dom';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import { formatDay } from '../../utils/format';
import { OPEN_SUBMISSION, STATUS_LABEL, statusOf, type SubmissionRow } from '../api/submissions';

/** The address that opens submission `id` in the panel, keeping the list's filter and page. */
export function useOpenHref(): (id: number) => string {
  const location = useLocation();
  return (id) => {
    const params = new URLSearchParams(location.search);
    params.set(OPEN_SUBMISSION, String(id));
    return `${location.pathname}?${params.toString()}`;
  };
}

/** The submissions list: each facility name opens its review panel. */
export function SubmissionTable({ items, openId, pagination }: { items: SubmissionRow[]; openId: number | null; pagination: ListPaginationProps }) {
  const openHref = useOpenHref();
  const columns: Column<SubmissionRow>[] = [
    {
      header: 'Facility',
      rowHeader: true,
      cell: (s) => (
        <>
          <Link to={openHref(s.id)}>{s.facilityName}</Link>
          <span className="submission-table__contact">
            {s.contactPerson}
            {s.kind === 'update' && ' · listing update'}
          </span>
        </>
      ),
    },
    {
      header: 'Location',
      cell: (s) => (
        <>
          {s.city}, {s.state}
        </>
      ),
    },
    { header: 'Status', cell: (s) => <span className="admin-badge">{STATUS_LABEL[statusOf(s.status)]}</span> },
    { header: 'Submitted', cell: (s) => formatDay(s.submittedAt), sort: NEWEST_FIRST },
  ];
  return (
    <AdminTable
      caption="Facility submissions, newest first"
      rows={items}
      columns={columns}
      rowKey={(s) => s.id}
      isCurrent={(s) => s.id === openId}
      sort={{ by: NEWEST_FIRST.key }}
      empty="No submissions found"
      pagination={pagination}
    />
  );
}
