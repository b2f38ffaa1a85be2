import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';
import './legal.css';

/** Product spec §2: static legal text, last updated January 2024, with a link back home. */
const LAST_UPDATED = '2024-01-01';

export function LegalPage({ title, intro, children }: { title: TextId; intro: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const { date, locale } = useT();
  const href = useLocalizedHref();
  return (
    <div className="container legal-page">
      <article className="legal" aria-labelledby="legal-title">
        <header>
          <h1 id="legal-title">{t(title)}</h1>
          <p className="legal__updated">{t`Last updated ${{ date: date(LAST_UPDATED, { month: 'long', year: 'numeric' }) }}`}</p>
          {/* A translation of a legal text says, once, which version governs. */}
          {locale === 'es' && <p className="legal__governs">{t`This is a translation: if it differs from the English version, the English version governs.`}</p>}
          <p>{intro}</p>
        </header>
        {children}
        <p className="legal__home">
          <Link to={href(paths.home.getHref())}>{t`Back to Home`}</Link>
        </p>
      </article>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: TextId; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      {children}
    </section>
  );
}
