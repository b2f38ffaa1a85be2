import type { Term } from '../../../lib/i18n/translator';

/** Names from the reference data (or the facility's own words), each in Spanish where we have it. */
export function TermList({ items, term, labelledBy }: { items: string[]; term: (name: string) => Term; labelledBy?: string }) {
  return (
    <ul className="tag-list" aria-labelledby={labelledBy}>
      {items.map((item) => {
        const shown = term(item);
        return (
          <li key={item} lang={shown.lang}>
            {shown.text}
          </li>
        );
      })}
    </ul>
  );
}
