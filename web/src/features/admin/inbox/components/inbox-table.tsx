import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '../../utils/format';

export interface InboxColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface InboxTableProps<Row extends { id: number; createdAt: string; name: string }> {
  rows: Row[];
  /** What the table holds, for its caption and empty state ("leads"). */
  noun: string;
  columns: InboxColumn<Row>[];
  /** The rows that need an answer first (shown with a badge, not by colour alone). */
  isUrgent: (row: Row) => boolean;
  hrefOf: (id: number) => string;
}

/**
 * A page of an inbox, newest first: when it came, the sender's name linking to the record, then the
 * inbox's own columns. The link carries the list's filters, so the record's back link returns to them.
 */
export function InboxTable<Row extends { id: number; createdAt: string; name: string }>({
  rows,
  noun,
  columns,
  isUrgent,
  hrefOf,
}: InboxTableProps<Row>) {
  const location = useLocation();
  if (rows.length === 0) return <p className="admin-empty">No {noun} found</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">{`${noun[0]!.toUpperCase()}${noun.slice(1)}, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={isUrgent(row) ? 'admin-table__urgent' : undefined}>
              <td className="inbox-nowrap">{formatDateTime(row.createdAt)}</td>
              <th scope="row">
                <Link to={hrefOf(row.id)} state={{ listSearch: location.search }}>
                  {row.name}
                </Link>
              </th>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An urgency, with a badge when it is the one that needs an answer first. */
export function UrgencyCell({ label, urgent }: { label: string; urgent: boolean }) {
  return urgent ? <span className="admin-badge admin-badge--urgent">{label}</span> : <>{label}</>;
}
