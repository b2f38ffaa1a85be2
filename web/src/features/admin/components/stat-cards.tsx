import { useEffect } from 'react';
import type { AdminStatsStatus } from '../api/get-admin-stats';
import { useBackToLogin } from './admin-shell';

export interface StatCard {
  label: string;
  value: string;
}

/** The counters as cards, with their loading and error states. */
export function StatCards({
  status,
  cards,
  onRetry,
  label,
}: {
  status: AdminStatsStatus;
  cards: (stats: Extract<AdminStatsStatus, { kind: 'done' }>['stats']) => StatCard[];
  onRetry: () => void;
  label: string;
}) {
  const backToLogin = useBackToLogin();
  useEffect(() => {
    if (status.kind === 'signed-out') backToLogin();
  });

  switch (status.kind) {
    case 'loading':
    case 'signed-out':
      return (
        <p className="stat-cards__loading" role="status">
          Loading the counts…
        </p>
      );
    case 'failed':
      return (
        <div className="form-alert" role="alert">
          <p>We could not load the counts: {status.error.message}</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try Again
          </button>
        </div>
      );
    case 'done':
      return (
        <ul className="stat-cards" aria-label={label}>
          {cards(status.stats).map((card) => (
            <li key={card.label} className="stat-card">
              <span className="stat-card__label">{card.label}</span>
              <span className="stat-card__value">{card.value}</span>
            </li>
          ))}
        </ul>
      );
  }
}

export const count = (n: number) => n.toLocaleString('en-US');
