import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatDate, formatNumber } from './format';
import type { Said } from '../../../../worker/lib/errors';
import type { Locale } from './locales';
import { screenOf } from './screen-messages';

// The page's language on Lingui (decision 022): one I18n per language, made once, never switched, so
// the Worker renders pages in both languages at the same time. Components say their words with
// Lingui's macros (`t\`…\``, `<Trans>`, `plural`), which the build turns into ids; the catalogues are
// PO files under web/src/locales/<locale>/, extracted from the code by `npm run messages`. English
// is a catalogue too: the built code carries ids, not text.

/** A message a list or a table holds (`msg\`…\``), said through `i18n._(…)` or `t(…)`. */
export type TextId = MessageDescriptor;

export interface Translator {
  locale: Locale;
  /** Lingui's instance for this language: what `t(i18n)\`…\`` and `<I18nProvider>` take. */
  i18n: I18n;
  number(value: number): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  /**
   * A name from the reference data the Worker sends in English (a state, a treatment type, a service)
   * in this language; marked `lang: 'en'` when it has no translation and is shown as written.
   */
  term(name: string): Term;
  /**
   * A text known only at run time (the Worker's message, a schema's): its translation where a loaded
   * catalogue holds it (explicit ids: its English text, or `said`'s id with its values, as the Worker
   * sends a message that has values), else as it is.
   */
  maybe(text: string, said?: Said): string;
}

/** A reference name as a page shows it: spread `lang` on the element that holds `text`. */
export interface Term {
  text: string;
  lang?: 'en';
}

function createTranslator(locale: Locale): Translator {
  // A message no loaded catalogue holds would show its id: shown as such instead, so that the
  // pages' tests (worker/seo/catalogues-loaded.test.ts) find it.
  const i18n = setupI18n({ locale, messages: { [locale]: {} }, missing: (_, id) => `⟦missing ${locale} ${id}⟧` });
  return {
    locale,
    i18n,
    number: (value) => formatNumber(locale, value),
    date: (value, options) => formatDate(locale, value, options),
    maybe: (text, said) =>
      said && i18n.messages[said.id] !== undefined ? i18n._(said.id, said.values) : i18n.messages[text] === undefined ? text : i18n._(text),
    // The names are explicit ids (their English text) in the places and terms catalogues.
    term: (name) => (locale === 'en' ? { text: name } : i18n.messages[name] !== undefined ? { text: i18n._(name) } : { text: name, lang: 'en' }),
  };
}

const translators: Record<Locale, Translator> = { en: createTranslator('en'), es: createTranslator('es') };

/** A catalogue's compiled messages, as the Lingui Vite plugin makes a PO file's import. */
type Catalogue = { messages: Record<string, unknown> };

/** Each catalogue by its path: a chunk of its own per language and catalogue. */
const CATALOGUES = import.meta.glob<Catalogue>('../../locales/*/*.po');

const loadedCatalogues = new Set<string>();
const loadingCatalogues = new Map<string, Promise<void>>();

/** Loads catalogue `name` of `locale` into its translator (once). */
function loadCatalogue(locale: Locale, name: string): Promise<void> {
  const path = `../../locales/${locale}/${name}.po`;
  let pending = loadingCatalogues.get(path);
  if (!pending) {
    const load = CATALOGUES[path];
    if (!load) throw new Error(`No catalogue ${path}`);
    pending = load().then(({ messages }) => {
      translators[locale].i18n.load(locale, messages as never);
      loadedCatalogues.add(path);
    });
    pending.catch(() => loadingCatalogues.delete(path));
    loadingCatalogues.set(path, pending);
  }
  return pending;
}

/** The translator of `locale`, once its shell's catalogue (header, footer, home page) has loaded. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  await loadCatalogue(locale, 'shell');
  return translators[locale];
}

/** The translator of `locale` if its shell's catalogue is here already. */
export const loadedTranslator = (locale: Locale): Translator | undefined =>
  loadedCatalogues.has(`../../locales/${locale}/shell.po`) ? translators[locale] : undefined;

/** English, for what is only ever shown in English (the facility dashboard, the back office). */
export const ENGLISH: Translator = translators.en;

/**
 * Loads the catalogues of the screen `routeId` in `locale` (nothing for a screen whose words are
 * all in the shell's), and on a Spanish page the reference data's names it shows (English shows
 * them as the Worker sends them).
 */
export async function loadScreenMessages(routeId: string, locale: Locale): Promise<void> {
  const { catalogues, names = [] } = screenOf(routeId);
  const loading = locale === 'es' ? [...catalogues, ...names] : catalogues;
  await Promise.all([loadTranslator(locale), ...loading.map((name) => loadCatalogue(locale, name))]);
}
