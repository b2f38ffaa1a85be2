import type { Said } from '../../../../../worker/lib/errors';
import type { Translator } from '../../../lib/i18n/translator';
import type { FormField } from '../api/search-facilities';

/**
 * The Worker's messages about the search form's fields, in the page's language: each by the id the
 * Worker said it with (the catalogue holds the Worker's marked messages, values and all), any other
 * as it came (the Worker's own checks say what is wrong).
 */
export function translateFieldErrors(
  { maybe }: Translator,
  errors: Partial<Record<FormField, string>>,
  said: Partial<Record<FormField, Said>>,
): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(errors) as Array<[FormField, string]>) out[field] = maybe(message, said[field]);
  return out;
}
