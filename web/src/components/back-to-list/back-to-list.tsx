import { Link, useLocation } from 'react-router-dom';

/** Back to the list, with the filters it had when the record was opened from it. */
export function BackToList({ path, label }: { path: string; label: string }) {
  const state = useLocation().state as { listSearch?: unknown } | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return (
    <p>
      <Link to={`${path}${search}`}>← {label}</Link>
    </p>
  );
}
