import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router-dom';

interface FilterFormProps {
  /** The form's accessible name ("Filter leads"). */
  label: string;
  children: ReactNode;
}

/**
 * The filters of an admin list, as a GET form: applying them puts them in the URL (so a filtered
 * list can be linked and reloaded) and starts again at page 1, since the form carries no page.
 * Each filter is a named input or select whose default value comes from the URL.
 */
export function FilterForm({ label, children }: FilterFormProps) {
  const location = useLocation();
  return (
    <Form method="get" role="search" aria-label={label} className="admin-filters">
      {children}
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        {location.search && (
          <Link className="button button--secondary" to={location.pathname}>
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  /** The value in the URL now ('' for none). */
  value: string;
  /** The first option, meaning "no filter" ("All Status"). */
  any: string;
  options: readonly { value: string; label: string }[];
}

/** One select of a FilterForm, keyed on the URL so Back and Clear show what the list shows. */
export function FilterSelect({ label, name, value, any, options }: FilterSelectProps) {
  return (
    <label className="admin-filters__field">
      <span>{label}</span>
      <select key={value} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface FilterInputProps {
  label: string;
  name: string;
  value: string;
  type?: 'search' | 'date';
}

/** A text or date input of a FilterForm. */
export function FilterInput({ label, name, value, type = 'search' }: FilterInputProps) {
  return (
    <label className="admin-filters__field">
      <span>{label}</span>
      <input key={value} type={type} name={name} defaultValue={value} />
    </label>
  );
}

/** The value of each filter in the URL now ('' when unset): what the filter inputs start from. */
export function useFilterValues(): (name: string) => string {
  const [params] = useSearchParams();
  return (name) => params.get(name) ?? '';
}

/** The From and To days of a list's date filter (`from`, `to`). */
export function FilterDateRange() {
  const value = useFilterValues();
  return (
    <>
      <FilterInput label="From" name="from" type="date" value={value('from')} />
      <FilterInput label="To" name="to" type="date" value={value('to')} />
    </>
  );
}
