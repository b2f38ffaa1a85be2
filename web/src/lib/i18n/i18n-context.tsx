import { I18nProvider as LinguiProvider } from '@lingui/react';
import { createContext, use, type ReactNode } from 'react';
import { hasSpanishPage } from '../../../../worker/seo/page-renderer';
import { localeOfPath, prefixed, type Locale } from './locales';
import { loadedTranslator, loadTranslator, type Translator } from './translator';

const I18nContext = createContext<Translator | null>(null);

/**
 * The page's language, from its address. Its catalogue was loaded before the page rendered (the
 * Worker's renderer and the SPA's start both wait for it); a navigation into the other language
 * waits for that one's catalogue, the current page staying until it is here.
 */
export function I18nProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const locale = localeOfPath(pathname);
  const translator = loadedTranslator(locale) ?? use(loadTranslator(locale));
  return (
    <LinguiProvider i18n={translator.i18n}>
      <I18nContext value={translator}>{children}</I18nContext>
    </LinguiProvider>
  );
}

/** The page's language, its Lingui instance, and numbers, dates and reference names as it writes them. */
export function useT(): Translator {
  const translator = use(I18nContext);
  if (!translator) throw new Error('useT() outside <I18nProvider>');
  return translator;
}

/** The page's language; English outside a provider (a component rendered on its own). */
export function useLocale(): Locale {
  return use(I18nContext)?.locale ?? 'en';
}

/** Whether the English `path` has a Spanish page (the Worker's sitemap asks the same function). */
export const hasSpanish = hasSpanishPage;

/** The address of an English path in `locale`: its Spanish page when it has one. */
export const localizedPath = (locale: Locale, path: string): string => (locale === 'es' && hasSpanish(path) ? prefixed('es', path) : path);

/** Localizes links on the current page: `href(paths.search.getHref())`. */
export function useLocalizedHref(): (path: string) => string {
  const { locale } = useT();
  return (path) => localizedPath(locale, path);
}
