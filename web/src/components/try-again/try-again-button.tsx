import { useRevalidator } from 'react-router-dom';

/** Runs the page's loaders again: the way back from a failed load, without reloading the page. */
export function TryAgainButton({ label = 'Try Again' }: { label?: string }) {
  const revalidator = useRevalidator();
  return (
    <button
      type="button"
      className="button button--primary"
      aria-disabled={revalidator.state === 'loading' || undefined}
      onClick={() => {
        if (revalidator.state === 'idle') void revalidator.revalidate();
      }}
    >
      {revalidator.state === 'loading' ? 'Loading…' : label}
    </button>
  );
}
