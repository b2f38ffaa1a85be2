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

/** Who did what to what, newest first: each action and target readable, with its stored code beneath. */
export function AuditLogTable({ items }: { items: AuditItem[] }) {
  if (items.length === 0) return <p className="admin-empty">No audit entries found.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="records-nowrap">{formatDateTime(item.at)}</td>
              <td className="records-break">
                <Actor actor={item.actor} />
              </td>
              <td>
                {readableAction(item.action)}
                <code className="records-code">{item.action}</code>
              </td>
              <td>
                {item.target ? (
                  <>
                    {readableTarget(item.target)}
                    <code className="records-code">{item.target}</code>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <Detail detail={item.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
