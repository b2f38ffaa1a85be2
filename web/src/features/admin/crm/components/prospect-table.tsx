import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { formatLongDate } from '../../../../lib/format';
import type { ProspectRow } from '../api/crm-list';
import { formatUsd, priorityLabel, statusLabel } from '../utils/labels';

interface ProspectTableProps {
  rows: ProspectRow[];
  /** The ids ticked on this page. */
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
}

/** The select-all-on-page box: ticked when every row is, mixed when some are. */
function PageCheckbox({ count, ticked, onChange }: { count: number; ticked: number; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && ticked < count;
  }, [ticked, count]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={`Select all ${count.toLocaleString('en-US')} on this page`}
      checked={count > 0 && ticked === count}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * A page of prospects: a box per row to act on several at once, the facility's name opening its
 * page (with the list's filters, for its way back). Status and priority are words, not colours.
 */
export function ProspectTable({ rows, selected, onToggle, onTogglePage }: ProspectTableProps) {
  const location = useLocation();
  if (rows.length === 0) return <p className="admin-empty">No prospects found</p>;
  const ticked = rows.filter((row) => selected.has(row.id)).length;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table crm-table">
        <caption className="sr-only">Prospects</caption>
        <thead>
          <tr>
            <td className="crm-table__check">
              <PageCheckbox count={rows.length} ticked={ticked} onChange={onTogglePage} />
            </td>
            <th scope="col">Facility</th>
            <th scope="col">State</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Annual revenue</th>
            <th scope="col">Next follow-up</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? 'crm-table__selected' : undefined}>
              <td className="crm-table__check">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.facilityName}, ${row.state}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onToggle(row.id, event.target.checked)}
                />
              </td>
              <th scope="row">
                <Link to={paths.adminCrmProspect.getHref(row.id)} state={{ listSearch: location.search }}>
                  {row.facilityName}
                </Link>
                {row.facilityType && <span className="crm-table__sub">{row.facilityType}</span>}
              </th>
              <td>{row.state}</td>
              <td>
                <span className="admin-badge">{statusLabel(row.status)}</span>
              </td>
              <td>
                <span className={row.priority === 'urgent' ? 'admin-badge admin-badge--urgent' : undefined}>{priorityLabel(row.priority)}</span>
              </td>
              <td className="crm-num">{formatUsd(row.estimatedAnnualRevenue)}</td>
              <td className="crm-nowrap">{formatLongDate(row.nextFollowupDate) ?? '—'}</td>
              <td>{row.tags.length > 0 ? row.tags.join(', ') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
