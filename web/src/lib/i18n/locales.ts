// The site's languages. English is at the root of the site; Spanish under /es/ (decision 022).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag Intl formats with: US English and US Spanish (numbers as in the US: 1,234.5). */
export const INTL_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The language switch's label, in the language it leads to. */
export const SWITCH_LABEL: Record<Locale, string> = { en: 'View this page in English', es: 'Ver esta página en español' };

const SPANISH = /^\/es(?=\/|$)/;

/** The language of a page, from its address. */
export const localeOfPath = (pathname: string): Locale => (SPANISH.test(pathname) ? 'es' : 'en');

/** A path without its language prefix ("/es/search" → "/search", "/es" → "/"). */
export const unprefixed = (pathname: string): string => pathname.replace(SPANISH, '') || '/';

/** An English path in `locale` ("/search" → "/es/search" in Spanish; "/" → "/es"). */
export function prefixed(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/es' : /^\/[?#]/.test(path) ? `/es${path.slice(1)}` : `/es${path}`;
}
