import { INTL_TAG, type Locale } from './locales';

// The formats a catalogue's messages use, by the locale's own rules (the platform's Intl: decision 022).

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** The CLDR plural form of `count` in `locale`. */
function pluralForm(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_TAG[locale])));
  return rules.select(count);
}

/** `count` as the locale writes numbers ("1,234"). */
export function formatNumber(locale: Locale, count: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(INTL_TAG[locale])));
  return format.format(count);
}

// Made once per locale and options: making one costs far more than formatting with it, and a page of
// results formats a date per card.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the locale writes it. */
export function formatDate(locale: Locale, date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone: 'UTC', ...options })));
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

/** A plural message: `one` and `other`, and `many` where the language has it (Spanish, for millions). */
export type PluralForms = { one: string; other: string; many?: string };

/**
 * The form of a message for `count`: `one` or `other` (and `many` where the locale has it, Spanish
 * for millions), with `#` replaced by the count as the locale writes it.
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const form = pluralForm(locale, count);
  const text = form === 'one' ? forms.one : form === 'many' ? (forms.many ?? forms.other) : forms.other;
  return text.replace('#', formatNumber(locale, count));
}
