import { Link, useLocation } from 'react-router-dom';
import './list-pagination.css';

interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  /** What the list holds, plural ("leads"). */
  noun: string;
}

/** Previous / Next for a paged list: links that keep the list's filters and change only `page`. */
export function ListPagination({ page, limit, total, noun }: ListPaginationProps) {
  const location = useLocation();
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);

  return (
    <nav className="list-pagination" aria-label={`Pages of ${noun}`}>
      <p className="list-pagination__status" aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`}
        {totalPages > 1 && ` · page ${page.toLocaleString('en-US')} of ${totalPages.toLocaleString('en-US')}`}
      </p>
      {totalPages > 1 && (
        <ul className="list-pagination__links">
          <li>
            {page > 1 ? (
              <Link className="button button--secondary" to={hrefFor(page - 1)}>
                Previous
              </Link>
            ) : (
              <span className="button button--secondary" aria-disabled="true">
                Previous
              </span>
            )}
          </li>
          <li>
            {page < totalPages ? (
              <Link className="button button--secondary" to={hrefFor(page + 1)}>
                Next
              </Link>
            ) : (
              <span className="button button--secondary" aria-disabled="true">
                Next
              </span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
