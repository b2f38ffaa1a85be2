import type { ReactNode } from 'react';
import './detail-list.css';

interface DetailListProps {
  rows: [label: string, value: ReactNode][];
  /** The list's layout, where the page has one for it. */
  className?: string;
}

/** A record's fields as a definition list; an empty value reads "Not given". */
export function DetailList({ rows, className }: DetailListProps) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="detail-list__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? <span className="detail-list__empty">Not given</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
