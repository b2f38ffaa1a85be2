import type { TextId, Translator } from '../../../lib/i18n/translator';
import type { FormField, SearchOutcome } from '../api/search-facilities';

/** What the page shows: the loader's outcome, or (its ErrorBoundary) a failure to search at all. */
export type PageOutcome = SearchOutcome | { kind: 'failed'; message: string };

/** What to correct before the search can run, per field, as whole sentences. */
const CORRECT_FIELD = {
  q: 'Please correct the search text to see results.',
  zip: 'Please correct the ZIP code to see results.',
  radius: 'Please correct the radius to see results.',
} as const satisfies Record<FormField, TextId>;

/** The results' heading: how many were found, what to correct, or that the search failed. */
export function statusHeading({ t, plural }: Translator, outcome: PageOutcome, field: FormField | undefined): string {
  switch (outcome.kind) {
    case 'done':
      return plural(outcome.result.total, { one: '# facility found', other: '# facilities found' });
    case 'invalid':
      return t(field ? CORRECT_FIELD[field] : 'Please correct the search to see results.');
    case 'failed':
      return t('Search failed');
  }
}
