import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n-context';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page of these results. */
  hrefFor: (page: number) => string;
  /** Called as a page link is clicked (the page moves focus to the results' heading). */
  onFollow: (event: MouseEvent) => void;
}

/** Previous / Next: links to the neighbouring pages, and a disabled button where there is none. */
export function Pagination({ page, totalPages, hrefFor, onFollow }: PaginationProps) {
  const { t } = useLingui();
  const { number } = useT();
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <Step label={t`Previous`} to={page > 1 ? hrefFor(page - 1) : null} onFollow={onFollow} />
      <p className="pagination__status">{t`Page ${{ page: number(page) }} of ${{ pages: number(totalPages) }}`}</p>
      <Step label={t`Next`} to={page < totalPages ? hrefFor(page + 1) : null} onFollow={onFollow} />
    </nav>
  );
}

function Step({ label, to, onFollow }: { label: string; to: string | null; onFollow: (event: MouseEvent) => void }) {
  if (to === null) {
    return (
      <button type="button" className="button button--secondary" disabled>
        {label}
      </button>
    );
  }
  return (
    <Link className="button button--secondary" to={to} onClick={onFollow}>
      {label}
    </Link>
  );
}
