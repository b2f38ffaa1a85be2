import type { ReactNode } from 'react';

/** A record's fields as a definition list; an empty value reads "Not given". */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label} className="inbox-detail__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? <span className="inbox-muted">Not given</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
