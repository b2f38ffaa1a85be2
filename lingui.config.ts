import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The SPA's catalogues (decision 022): English is the source, Spanish the translation, in PO files under
// web/src/locales/<locale>/, extracted from the code by `npm run messages`. One catalogue per folder of
// screens, loaded with its screens (web/src/lib/i18n/screen-messages.ts); the shell's (header, footer,
// home page, what many screens share) with every page. The back office is English only: not extracted.

const SCREENS = ['about', 'contact', 'facility', 'get-help', 'insurance', 'legal', 'reviews', 'search', 'sitemap', 'states', 'treatment-types'];
const HOME_SECTIONS = ['home-sections', 'testimonials', 'treatment-type-cards', 'trust-and-help'].map(
  (name) => `<rootDir>/web/src/features/home/components/${name}.tsx`,
);
const FORMS = ['<rootDir>/web/src/components/lead-form'];
const NOT_FOUND = '<rootDir>/web/src/app/not-found.tsx';
const SEARCH_NAMES = ['engine/facets.ts', 'understand/vocabulary.ts', 'understand/parse-query.ts'].map((file) => `<rootDir>/worker/search/${file}`);
/** The Worker's messages a screen says in its language (each marked for the extractor where written: explicit ids). */
const WORKER_MESSAGES: Record<string, string[]> = {
  search: ['<rootDir>/worker/search/schemas/search.ts', '<rootDir>/worker/search/engine/search-place.ts'],
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/shell',
      include: [
        '<rootDir>/web/src/app',
        '<rootDir>/web/src/lib',
        '<rootDir>/web/src/config',
        '<rootDir>/web/src/components',
        '<rootDir>/web/src/features/home',
      ],
      exclude: [...FORMS, ...HOME_SECTIONS, NOT_FOUND, '**/*.test.*'],
    },
    {
      path: '<rootDir>/web/src/locales/{locale}/forms',
      // And the visitor forms' messages the Worker answers with, by their English text (explicit ids):
      // English pages show them as the Worker sends them.
      include: [...FORMS, '<rootDir>/worker/visitor-requests/schemas/visitor-request-messages-es.ts'],
      exclude: ['**/*.test.*'],
    },
    { path: '<rootDir>/web/src/locales/{locale}/not-found', include: [NOT_FOUND] },
    { path: '<rootDir>/web/src/locales/{locale}/home-sections', include: HOME_SECTIONS },
    // The reference data's names (the Worker sends them in English; a page shows them through
    // `useT().term`), by their English text (explicit ids, marked in the data). Spanish pages only.
    { path: '<rootDir>/web/src/locales/{locale}/places', include: ['<rootDir>/worker/reference/places.ts'] },
    {
      path: '<rootDir>/web/src/locales/{locale}/terms',
      // And the names the search gives what it read ("Near you"), which a page shows the same way.
      include: ['<rootDir>/worker/reference/taxonomy.ts', '<rootDir>/worker/reference/services.ts', ...SEARCH_NAMES],
    },
    ...SCREENS.map((name) => ({ path: `<rootDir>/web/src/locales/{locale}/${name}`, include: [`<rootDir>/web/src/features/${name}`, ...(WORKER_MESSAGES[name] ?? [])], exclude: ['**/*.test.*'] })),
  ],
});
