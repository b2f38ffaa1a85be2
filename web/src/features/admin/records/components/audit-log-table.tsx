import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { formatDateTime } from '../../utils/format';
import type { AuditItem } from '../api/records';
import { readableAction, readableTarget } from '../utils/readable';

function Actor({ actor }: { actor: AuditItem['actor'] }) {
  if (actor.id === null && actor.email === null) return <>System</>;
  return (
    <>
      {actor.name || actor.email}
      {actor.name && actor.email && <span className="records-code">{actor.email}</span>}
      {actor.id === null && <span className="records-code">no account</span>}
    </>
  );
}

/** A line's detail (ids and statuses only), as "name: value" pairs. */
function Detail({ detail }: { detail: AuditItem['detail'] }) {
  if (!detail || Object.keys(detail).length === 0) return <>—</>;
  return (
    <ul className="records-detail">
      {Object.entries(detail).map(([key, value]) => (
        <li key={key}>
          {key}: {String(value)}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: Column<AuditItem>[] = [
  { header: 'When', className: 'records-nowrap', cell: (item) => formatDateTime(item.at), sort: NEWEST_FIRST },
  { header: 'Who', className: 'records-break', cell: (item) => <Actor actor={item.actor} /> },
  {
    header: 'Action',
    cell: (item) => (
      <>
        {readableAction(item.action)}
        <code className="records-code">{item.action}</code>
      </>
    ),
  },
  {
    header: 'Target',
    cell: (item) =>
      item.target ? (
        <>
          {readableTarget(item.target)}
          <code className="records-code">{item.target}</code>
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Details', cell: (item) => <Detail detail={item.detail} /> },
];

/** Who did what to what, newest first: each action and target readable, with its stored code beneath. */
export function AuditLogTable({ items, pagination }: { items: AuditItem[]; pagination: ListPaginationProps }) {
  return (
    <AdminTable
      caption="Audit log, newest first"
      rows={items}
      columns={COLUMNS}
      rowKey={(item) => item.id}
      sort={{ by: NEWEST_FIRST.key }}
      empty="No audit entries found."
      pagination={pagination}
    />
  );
}
