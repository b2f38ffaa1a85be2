import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useRevalidator } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Runs the page's loaders again: the way back from a failed load, without reloading the page. In the
 * server's HTML (until script runs, and without it) it is a link that loads this address afresh.
 */
export function TryAgainButton({ label }: { label?: string }) {
  const { t } = useLingui();
  label ??= t`Try Again`;
  const revalidator = useRevalidator();
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link className="button button--primary" to={location} reloadDocument>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="button button--primary"
      aria-disabled={revalidator.state === 'loading' || undefined}
      onClick={() => {
        if (revalidator.state === 'idle') void revalidator.revalidate();
      }}
    >
      {revalidator.state === 'loading' ? t`Loading…` : label}
    </button>
  );
}
