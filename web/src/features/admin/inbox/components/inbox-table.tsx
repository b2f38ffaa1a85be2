import { Link, useLocation } from 'react-router-dom';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { formatDateTime } from '../../utils/format';

export type InboxColumn<Row> = Pick<Column<Row>, 'header' | 'cell'>;

interface InboxRow {
  id: number;
  createdAt: string;
  name: string;
}

interface InboxTableProps<Row extends InboxRow> {
  rows: Row[];
  /** What the table holds, for its caption, empty state and pages ("leads"). */
  noun: string;
  columns: InboxColumn<Row>[];
  /** The rows that need an answer first (shown with a badge, not by colour alone). */
  isUrgent: (row: Row) => boolean;
  hrefOf: (id: number) => string;
  pagination: Omit<ListPaginationProps, 'noun'>;
}

/**
 * A page of an inbox, newest first: when it came, the sender's name linking to the record, then the
 * inbox's own columns. The link carries the list's filters, so the record's back link returns to them.
 */
export function InboxTable<Row extends InboxRow>({ rows, noun, columns, isUrgent, hrefOf, pagination }: InboxTableProps<Row>) {
  const location = useLocation();
  const all: Column<Row>[] = [
    { header: 'Received', className: 'inbox-nowrap', cell: (row) => formatDateTime(row.createdAt), sort: NEWEST_FIRST },
    {
      header: 'Name',
      rowHeader: true,
      cell: (row) => (
        <Link to={hrefOf(row.id)} state={{ listSearch: location.search }}>
          {row.name}
        </Link>
      ),
    },
    ...columns,
  ];
  return (
    <AdminTable
      caption={`${noun[0]!.toUpperCase()}${noun.slice(1)}, newest first`}
      rows={rows}
      columns={all}
      rowKey={(row) => row.id}
      isUrgent={isUrgent}
      sort={{ by: NEWEST_FIRST.key }}
      empty={`No ${noun} found`}
      pagination={{ ...pagination, noun }}
    />
  );
}

/** An urgency, with a badge when it is the one that needs an answer first. */
export function UrgencyCell({ label, urgent }: { label: string; urgent: boolean }) {
  return urgent ? <span className="admin-badge admin-badge--urgent">{label}</span> : <>{label}</>;
}
