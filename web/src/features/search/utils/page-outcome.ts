import { msg, t as translate, plural } from '@lingui/core/macro';
import type { TextId, Translator } from '../../../lib/i18n/translator';
import type { FormField, SearchOutcome } from '../api/search-facilities';

/** What the page shows: the loader's outcome, or (its ErrorBoundary) a failure to search at all. */
export type PageOutcome = SearchOutcome | { kind: 'failed'; message: string };

/** What to correct before the search can run, per field, as whole sentences. */
const CORRECT_FIELD = {
  q: msg`Please correct the search text to see results.`,
  zip: msg`Please correct the ZIP code to see results.`,
  radius: msg`Please correct the radius to see results.`,
} as const satisfies Record<FormField, TextId>;

/** The results' heading: how many were found, what to correct, or that the search failed. */
export function statusHeading({ i18n }: Translator, outcome: PageOutcome, field: FormField | undefined): string {
  switch (outcome.kind) {
    case 'done':
      return translate(i18n)`${plural({ count: outcome.result.total }, { one: '# facility found', other: '# facilities found' })}`;
    case 'invalid':
      return i18n._(field ? CORRECT_FIELD[field] : msg`Please correct the search to see results.`);
    case 'failed':
      return translate(i18n)`Search failed`;
  }
}
