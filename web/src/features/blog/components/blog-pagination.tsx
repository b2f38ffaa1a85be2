import { Link } from 'react-router-dom';
import { blogHref, type BlogQuery } from '../utils/blog-params';

/** The page numbers shown: the first, the last, and those next to the current one; null is a gap. */
function pageNumbers(page: number, totalPages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= totalPages; n++) {
    if (n === 1 || n === totalPages || Math.abs(n - page) <= 1) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Numbered pages with Previous and Next: links, so each page has its own address. */
export function BlogPagination({ query, totalPages }: { query: BlogQuery; totalPages: number }) {
  const { page } = query;
  const to = (target: number) => blogHref({ ...query, page: target });
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      <ul>
        <li>
          {page > 1 ? (
            <Link className="blog-pagination__step" to={to(page - 1)}>
              Previous
            </Link>
          ) : (
            <span className="blog-pagination__step" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageNumbers(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="blog-pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="blog-pagination__page"
                to={to(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className="blog-pagination__step" to={to(page + 1)}>
              Next
            </Link>
          ) : (
            <span className="blog-pagination__step" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
