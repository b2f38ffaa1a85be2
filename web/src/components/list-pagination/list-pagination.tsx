import { Link, useLocation } from 'react-router-dom';
import { neighbourPages, pageHref, pageStatus, type PageOf } from './pages';
import './list-pagination.css';

export interface ListPaginationProps extends PageOf {
  /** What the list holds, plural ("leads"). */
  noun: string;
}

/** Previous or Next: a link that keeps the list's filters, or a disabled look where there is no such page. */
function PageLink({ target, label }: { target: number | null; label: string }) {
  const location = useLocation();
  if (target === null) {
    return (
      <span className="button button--secondary" aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <Link className="button button--secondary" to={pageHref(location.pathname, location.search, target)}>
      {label}
    </Link>
  );
}

/** Previous / Next for a paged list: links that keep the list's filters and change only `page`. */
export function ListPagination({ noun, ...at }: ListPaginationProps) {
  const { previous, next } = neighbourPages(at);
  return (
    <nav className="list-pagination" aria-label={`Pages of ${noun}`}>
      <p className="list-pagination__status" aria-live="polite">
        {pageStatus(at, noun)}
      </p>
      {(previous !== null || next !== null) && (
        <ul className="list-pagination__links">
          <li>
            <PageLink target={previous} label="Previous" />
          </li>
          <li>
            <PageLink target={next} label="Next" />
          </li>
        </ul>
      )}
    </nav>
  );
}
