import type { ReactNode } from 'react';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { Deferred } from '../../../lib/deferred';
import { StatCards, type StatCard } from '../../../components/stat-cards/stat-cards';
import type { AdminStats } from '../api/get-admin-stats';
import { useAdminContext } from './admin-context';

/** The counters could not be loaded: said in place of the cards, with a way to try again. */
function StatCardsFailed() {
  return (
    <div className="form-alert" role="alert">
      <p>We could not load the counts. Please try again.</p>
      <TryAgainButton />
    </div>
  );
}

interface LiveStatCardsProps {
  label: string;
  cards: (stats: AdminStats) => StatCard[];
  /** Under the cards, once the counts are in (null when they could not be loaded). */
  children?: (stats: AdminStats | null) => ReactNode;
}

/**
 * Cards from the counts the admin guard already loads for the navigation: one request per page
 * load, and a decision that revalidates refreshes both.
 */
export function LiveStatCards({ label, cards, children }: LiveStatCardsProps) {
  const { waiting } = useAdminContext();
  return (
    <Deferred data={waiting} fallback={<p role="status">Loading the counts…</p>}>
      {(stats) => (
        <>
          {stats ? <StatCards label={label} cards={cards(stats)} /> : <StatCardsFailed />}
          {children?.(stats)}
        </>
      )}
    </Deferred>
  );
}

export const count = (n: number) => n.toLocaleString('en-US');
