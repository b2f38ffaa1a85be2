import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './filter-chips.css';

/**
 * Removing a chip (or all of them): an address without it (a link, so it works before and without
 * script; `preventScrollReset` keeps the reader where they are), or an action on the page.
 */
export type Removal = { to: string; preventScrollReset?: boolean } | { onClick: () => void };

export interface FilterChip {
  key: string;
  /** What the chip shows. */
  label: ReactNode;
  /** What a screen reader says it does ("Remove California"). */
  name: string;
  remove: Removal;
}

function RemoveControl({ remove, className, name, children }: { remove: Removal; className: string; name?: string; children: ReactNode }) {
  return 'to' in remove ? (
    <Link className={className} to={remove.to} preventScrollReset={remove.preventScrollReset} aria-label={name}>
      {children}
    </Link>
  ) : (
    <button type="button" className={className} onClick={remove.onClick} aria-label={name}>
      {children}
    </button>
  );
}

/**
 * One removable chip per active filter, and a way to clear them all (shown from `clearFrom` chips).
 * Renders nothing when nothing is active.
 */
export function FilterChips(props: {
  chips: FilterChip[];
  clear: { label: string; remove: Removal };
  clearFrom?: number;
  /** The group's name ("Active filters"), in the page's language. */
  name?: string;
}) {
  const { chips, clear, clearFrom = 1, name = 'Active filters' } = props;
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" role="group" aria-label={name}>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <RemoveControl className="chip" remove={chip.remove} name={chip.name}>
              {chip.label}
              <span className="chip__x" aria-hidden="true">
                ×
              </span>
            </RemoveControl>
          </li>
        ))}
      </ul>
      {chips.length >= clearFrom && (
        <RemoveControl className="link-button active-filters__clear" remove={clear.remove}>
          {clear.label}
        </RemoveControl>
      )}
    </div>
  );
}
