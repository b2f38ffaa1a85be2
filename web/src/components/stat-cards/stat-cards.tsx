import './stat-cards.css';

export interface StatCard {
  label: string;
  value: string;
  /** A second line under the value ("12 this month"). */
  detail?: string;
}

/** Counters as cards, in a list named by `label`. */
export function StatCards({ cards, label }: { cards: StatCard[]; label: string }) {
  return (
    <ul className="stat-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.label} className="stat-card">
          <span className="stat-card__label">{card.label}</span>
          <span className="stat-card__value">{card.value}</span>
          {card.detail && <span className="stat-card__detail">{card.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
