import { useRouteError } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { asApiError } from '../../../lib/api-error';

export interface StatCard {
  label: string;
  value: string;
}

/** The counters as cards. */
export function StatCards({ cards, label }: { cards: StatCard[]; label: string }) {
  return (
    <ul className="stat-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.label} className="stat-card">
          <span className="stat-card__label">{card.label}</span>
          <span className="stat-card__value">{card.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** The counters could not be loaded: said in place of the cards, with a way to try again. */
export function StatCardsFailed() {
  const error = asApiError(useRouteError());
  return (
    <div className="form-alert" role="alert">
      <p>We could not load the counts: {error.message}</p>
      <TryAgainButton />
    </div>
  );
}

export const count = (n: number) => n.toLocaleString('en-US');
