import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import './legal.css';

/** Product spec §2: static legal text, last updated January 2024, with a link back home. */
export const LAST_UPDATED = 'January 2024';

export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="container legal-page">
      <article className="legal" aria-labelledby="legal-title">
        <header>
          <h1 id="legal-title">{title}</h1>
          <p className="legal__updated">Last updated {LAST_UPDATED}</p>
          <p>{intro}</p>
        </header>
        {children}
        <p className="legal__home">
          <Link to={paths.home.getHref()}>Back to Home</Link>
        </p>
      </article>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
