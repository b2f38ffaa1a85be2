import { t as translate } from '@lingui/core/macro';
import type { Translator } from '../../../lib/i18n/translator';
import type { FormField } from '../api/search-facilities';

/**
 * The Worker's messages about the search form's fields, in the page's language: those it says in
 * the catalogue's words; any other as it came (the Worker's own checks say what is wrong).
 */
export function translateFieldErrors({ i18n, locale }: Translator, errors: Partial<Record<FormField, string>>): Partial<Record<FormField, string>> {
  if (locale === 'en') return errors;
  const out: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(errors) as Array<[FormField, string]>) {
    const unknownZip = /^We could not find ZIP code (\d{5})\.$/.exec(message);
    out[field] = unknownZip
      ? translate(i18n)`We could not find ZIP code ${{ zip: unknownZip[1]! }}.`
      : field === 'zip'
        ? translate(i18n)`ZIP code must be 5 digits.`
        : field === 'radius'
          ? translate(i18n)`Please choose a radius from the list.`
          : translate(i18n)`Search text must be at most 200 characters.`;
  }
  return out;
}
