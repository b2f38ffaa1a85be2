import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '../../utils/format';
import { OPEN_EMAIL, type OutboxItem } from '../api/records';
import { readableTemplate } from '../utils/readable';
import { withParam } from '../utils/search-params';

export const EMAIL_STATUS_LABEL: Record<OutboxItem['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

export function EmailStatusBadge({ status }: { status: OutboxItem['status'] }) {
  return <span className={status === 'failed' ? 'admin-badge admin-badge--urgent' : 'admin-badge'}>{EMAIL_STATUS_LABEL[status]}</span>;
}

/** The emails of one page; each subject opens the email beside the list, keeping the filters. */
export function OutboxTable({ items, openId }: { items: OutboxItem[]; openId: number | null }) {
  const location = useLocation();
  if (items.length === 0) return <p className="admin-empty">No emails found.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">Emails, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Queued</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Template</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} aria-current={item.id === openId ? 'true' : undefined}>
              <td className="records-nowrap">{formatDateTime(item.createdAt)}</td>
              <td className="records-break">{item.to}</td>
              <td>
                <Link to={{ pathname: location.pathname, search: withParam(location.search, OPEN_EMAIL, String(item.id)) }}>
                  {item.subject}
                </Link>
              </td>
              <td>{readableTemplate(item.template)}</td>
              <td>
                <EmailStatusBadge status={item.status} />
                {item.lastError && item.status !== 'sent' && <span className="records-code">{item.lastError}</span>}
              </td>
              <td>{item.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
