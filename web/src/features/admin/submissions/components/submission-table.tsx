import { Link, useLocation } from 'react-router-dom';
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
export function SubmissionTable({ items, openId }: { items: SubmissionRow[]; openId: number | null }) {
  const openHref = useOpenHref();
  if (items.length === 0) return <p className="admin-empty">No submissions found</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">Facility submissions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Facility</th>
            <th scope="col">Location</th>
            <th scope="col">Status</th>
            <th scope="col">Submitted</th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.id} aria-current={s.id === openId || undefined}>
              <th scope="row">
                <Link to={openHref(s.id)}>{s.facilityName}</Link>
                <span className="submission-table__contact">
                  {s.contactPerson}
                  {s.kind === 'update' && ' · listing update'}
                </span>
              </th>
              <td>
                {s.city}, {s.state}
              </td>
              <td>
                <span className="admin-badge">{STATUS_LABEL[statusOf(s.status)]}</span>
              </td>
              <td>{formatDay(s.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
