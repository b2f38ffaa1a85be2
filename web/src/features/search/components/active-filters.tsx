export interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** One removable chip per active filter, and Clear All. Renders nothing when nothing is active. */
export function ActiveFilters({ chips, onClearAll }: { chips: Chip[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" role="group" aria-label="Active filters">
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="chip" onClick={chip.onRemove}>
              <span className="sr-only">Remove </span>
              {chip.label}
              <span className="chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button active-filters__clear" onClick={onClearAll}>
        Clear All
      </button>
    </div>
  );
}
