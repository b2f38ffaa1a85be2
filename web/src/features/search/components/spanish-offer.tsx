import { Link } from 'react-router-dom';

/**
 * On the English search page, for a visitor who typed their search in Spanish: the same search on
 * the Spanish page. Written in Spanish, like the language switch (lib/i18n/locales.ts), since it
 * speaks to someone who reads it.
 */
export function SpanishOffer({ to }: { to: string }) {
  return (
    <p className="spanish-offer" lang="es">
      ¿Busca en español?{' '}
      <Link to={to} hrefLang="es">
        Vea esta búsqueda en español
      </Link>
    </p>
  );
}
