import { Link, useLocation } from 'react-router-dom';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { formatDateTime } from '../../utils/format';
import { OPEN_EMAIL, type OutboxItem } from '../api/records';
import { readableTemplate } from '../utils/readable';
import { withParam } from '../../../../lib/search-params';

export const EMAIL_STATUS_LABEL: Record<OutboxItem['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

export function EmailStatusBadge({ status }: { status: OutboxItem['status'] }) {
  return <span className={status === 'failed' ? 'admin-badge admin-badge--urgent' : 'admin-badge'}>{EMAIL_STATUS_LABEL[status]}</span>;
}

/** The emails of one page; each subject opens the email beside the list, keeping the filters. */
export function OutboxTable({ items, openId, pagination }: { items: OutboxItem[]; openId: number | null; pagination: ListPaginationProps }) {
  const location = useLocation();
  const columns: Column<OutboxItem>[] = [
    { header: 'Queued', className: 'records-nowrap', cell: (item) => formatDateTime(item.createdAt), sort: NEWEST_FIRST },
    { header: 'To', className: 'records-break', cell: (item) => item.to },
    {
      header: 'Subject',
      cell: (item) => (
        <Link to={{ pathname: location.pathname, search: withParam(location.search, OPEN_EMAIL, String(item.id)) }}>{item.subject}</Link>
      ),
    },
    { header: 'Template', cell: (item) => readableTemplate(item.template) },
    {
      header: 'Status',
      cell: (item) => (
        <>
          <EmailStatusBadge status={item.status} />
          {item.lastError && item.status !== 'sent' && <span className="records-code">{item.lastError}</span>}
        </>
      ),
    },
    { header: 'Attempts', cell: (item) => item.attempts },
  ];
  return (
    <AdminTable
      caption="Emails, newest first"
      rows={items}
      columns={columns}
      rowKey={(item) => item.id}
      isCurrent={(item) => item.id === openId}
      sort={{ by: NEWEST_FIRST.key }}
      empty="No emails found."
      pagination={pagination}
    />
  );
}
