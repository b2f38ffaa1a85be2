import type { en } from './messages/en';
import { formatDate, formatNumber } from './format';
import { LOCALES, type Locale } from './locales';

// Translators: one per language, made once and never changed, so the Worker can render pages in
// both languages at the same time (decision 022).

/** The English catalogue's shape: every message id, and the values its message takes. */
export type Messages = typeof en;
export type MessageId = keyof Messages;

/**
 * Another language's catalogue: every English id, each with a message of the same kind (a text, or
 * a function of the same values). A message missing here does not compile, and catalogues.test.ts
 * fails on one left empty or in English.
 */
export type Catalogue = { [K in MessageId]: Messages[K] extends string ? string : Messages[K] };

type Values<K extends MessageId> = Messages[K] extends (values: infer V) => string ? [values: V] : [];

export interface Translator {
  locale: Locale;
  /** The message `id` in this language, with its values. */
  t<K extends MessageId>(id: K, ...values: Values<K>): string;
  number(value: number): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
}

export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  return {
    locale,
    t: (id, ...values) => {
      const message = catalogue[id] as string | ((values: unknown) => string);
      return typeof message === 'function' ? message(values[0]) : message;
    },
    number: (value) => formatNumber(locale, value),
    date: (value, options) => formatDate(locale, value, options),
  };
}

// The catalogue of a language loads with that language only: each is its own chunk.
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('./messages/en').then((m) => m.en),
  es: () => import('./messages/es').then((m) => m.es),
};

const loaded = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<Translator>>();

/** The translator of `locale`, once its catalogue has loaded. */
export function loadTranslator(locale: Locale): Promise<Translator> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((catalogue) => {
      const translator = createTranslator(locale, catalogue);
      loaded.set(locale, translator);
      return translator;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The translator of `locale` if its catalogue is here already. */
export const loadedTranslator = (locale: Locale): Translator | undefined => loaded.get(locale);

/** Every language's translator (the Worker, which renders both, and tests). */
export const loadAllTranslators = () => Promise.all(LOCALES.map(loadTranslator));
