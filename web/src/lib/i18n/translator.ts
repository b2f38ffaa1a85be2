import type { about } from './messages/es-about';
import type { search } from './messages/es-search';
import type { facility } from './messages/es-facility';
import type { states } from './messages/es-states';
import type { statesIndex } from './messages/es-states-index';
import type { treatmentTypes } from './messages/es-treatment-types';
import type { insurance } from './messages/es-insurance';
import type { info } from './messages/es-info';
import type { sitemap } from './messages/es-sitemap';
import type { terms } from './messages/es-terms';
import type { privacy } from './messages/es-privacy';
import type { forms } from './messages/es-forms';
import type { getHelp } from './messages/es-get-help';
import type { contact } from './messages/es-contact';
import type { homeSections } from './messages/es-home-sections';
import type { notFound } from './messages/es-not-found';
import type { es } from './messages/es';
import { formatDate, formatNumber, plural, type PluralForms } from './format';
import { messageKey } from './message-key';
import type { Locale } from './locales';

// Translators: one per language, made once and never changed, so the Worker can render pages in
// both languages at the same time (decision 022). The English text is the message's id (as in
// gettext and Lingui): English pages show it as written and load no catalogue; the Spanish
// catalogue is keyed by it (in the build, by its hash: message-key.ts). Only this module's types
// know the Spanish catalogue, so a component's code carries its English text and nothing more.

/** What a catalogue holds: a text, with `{name}` where a value goes, or the forms of a plural. */
export type SpanishMessages = Record<string, string | PluralForms>;

/** The shell's Spanish, and every screen's (one line per screen's catalogue). */
type Spanish = typeof es &
  typeof about &
  typeof search &
  typeof facility &
  typeof states &
  typeof statesIndex &
  typeof treatmentTypes &
  typeof insurance &
  typeof info &
  typeof sitemap &
  typeof terms &
  typeof privacy &
  typeof forms &
  typeof getHelp &
  typeof contact &
  typeof homeSections &
  typeof notFound;
/** Every text the Spanish catalogue translates: `t` takes only these, so one missing does not compile. */
export type MessageId = { [K in keyof Spanish]: Spanish[K] extends string ? K : never }[keyof Spanish];
/** The `other` form of every plural the Spanish catalogue translates ("# reviews"). */
export type PluralId = { [K in keyof Spanish]: Spanish[K] extends PluralForms ? K : never }[keyof Spanish];

/** The names of a message's `{values}`. */
type Names<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;
/** The texts that take no values: what a list of labels holds. */
export type TextId = { [K in MessageId]: [Names<K>] extends [never] ? K : never }[MessageId];
type Values<K extends MessageId> = [K] extends [TextId] ? [] : [values: Record<Names<K>, string | number>];

export interface Translator {
  locale: Locale;
  /** The message `id` (its English text) in this language, its `{values}` filled in. */
  t<K extends MessageId>(id: K, ...values: Values<K>): string;
  /** The form of `count` in this language ("# reviews" → "2 opiniones"), `#` written as a number. */
  plural<K extends PluralId>(count: number, english: { one: string; other: K }): string;
  number(value: number): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  /**
   * A name from the reference data the Worker sends in English (a state, a treatment type, a service)
   * in this language; marked `lang: 'en'` when it has no translation and is shown as written.
   */
  term(name: string): Term;
  /**
   * A text that may be in the catalogue, known only at run time (a schema's validation message, the
   * Worker's): its translation where there is one, else the text as it is.
   */
  maybe(text: string): string;
}

/** A reference name as a page shows it: spread `lang` on the element that holds `text`. */
export interface Term {
  text: string;
  lang?: 'en';
}

const fill = (message: string, values: Record<string, string | number> | undefined) =>
  values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;

export function createTranslator(locale: Locale, catalogue: SpanishMessages | null, terms: Record<string, string> | null = null): Translator {
  return {
    locale,
    t: (id, ...values) => fill(catalogue ? (catalogue[messageKey(id)] as string) : id, values[0]),
    plural: (count, english) => plural(locale, count, catalogue ? (catalogue[messageKey(english.other)] as PluralForms) : english),
    number: (value) => formatNumber(locale, value),
    date: (value, options) => formatDate(locale, value, options),
    maybe: (text) => {
      const message = catalogue?.[messageKey(text)];
      return typeof message === 'string' ? message : text;
    },
    term: (name) => {
      const text = terms?.[messageKey(name)];
      return text !== undefined ? { text } : terms ? { text: name, lang: 'en' } : { text: name };
    },
  };
}

const english = createTranslator('en', null);
/** English, for what is only ever shown in English (the facility dashboard, the back office). */
export const ENGLISH: Translator = english;

/**
 * The Spanish a Spanish page has: the shell's catalogue (header, footer, home page), and each
 * screen's as its Spanish route loads (`loadScreenMessages`). Keyed by the English text, so adding
 * a screen's never changes a message already shown.
 */
const spanish: SpanishMessages = {};
/** The reference data's names in Spanish, once a screen that shows them has loaded (`messages/es-labels.ts`). */
const spanishTerms: Record<string, string> = {};

const loaded = new Map<Locale, Translator>([['en', english]]);
const loading = new Map<Locale, Promise<Translator>>([['en', Promise.resolve(english)]]);

/** The translator of `locale`, once its catalogue has loaded (Spanish's is its own chunk). */
export function loadTranslator(locale: Locale): Promise<Translator> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = import('./messages/es').then(({ es }) => {
      const translator = createTranslator(locale, Object.assign(spanish, es), spanishTerms);
      loaded.set(locale, translator);
      return translator;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The translator of `locale` if its catalogue is here already (English's always is). */
export const loadedTranslator = (locale: Locale): Translator | undefined => loaded.get(locale);

/**
 * Loads the Spanish of the screen `routeId` (nothing for a screen whose words are all in the
 * shell's). Which catalogue a screen has is told by ./screen-messages, a chunk of its own that
 * only Spanish pages other than the home page load: English pages carry none of the loaders.
 */
export async function loadScreenMessages(routeId: string): Promise<void> {
  const [screen] = await Promise.all([import('./screen-messages').then((m) => m.loadScreen(routeId)), loadTranslator('es')]);
  if (!screen) return;
  Object.assign(spanish, screen.messages);
  Object.assign(spanishTerms, screen.terms);
}
