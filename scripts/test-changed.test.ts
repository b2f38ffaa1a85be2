import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVERY_ROUTE, READ_OUTSIDE_IMPORTS, relatedFiles, workerTests } from './test-changed.ts';

// npm run test:changed hands vitest the changed files and, for what tests read without importing it,
// the files that stand for it: a file named here that no longer exists would silently run nothing.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('test:changed', () => {
  it('names only files that exist as what an out-of-graph input stands for', () => {
    const missing = READ_OUTSIDE_IMPORTS.flatMap((rule) => rule.standsFor).filter((file) => !existsSync(`${ROOT}${file}`));
    expect(missing).toEqual([]);
  });

  it('runs every Worker test for a migration, and the tools that apply migrations', () => {
    expect(relatedFiles(['migrations/0042_new_table.sql'])).toEqual(expect.arrayContaining(['migrations/0042_new_table.sql', 'worker/test/setup.ts', 'scripts/schema-snapshot.test.ts']));
  });

  it('runs the relevance test for a change to the seed generator, not for a seed test alone', () => {
    expect(relatedFiles(['seed/generate.ts'])).toContain('worker/search/relevance.test.ts');
    expect(relatedFiles(['seed/generate.test.ts'])).toEqual(['seed/generate.test.ts']);
  });

  it('leaves a module to the module graph', () => {
    expect(relatedFiles(['worker/lib/csv.ts', 'web/src/lib/format.ts'])).toEqual(['web/src/lib/format.ts', 'worker/lib/csv.ts']);
  });

  it("runs a Worker module's own domain and the every-route tests, not every file that imports the app", () => {
    const tests = workerTests(['worker/listings/view-visitor.ts']);
    expect(tests).toEqual(expect.arrayContaining(['worker/listings/routes/views.test.ts', ...EVERY_ROUTE]));
    expect(tests.filter((test) => test.startsWith('worker/crm/'))).toEqual([]);
  });

  it("runs the Worker's page tests for a change to a screen, and every Worker test for its setup", () => {
    expect(workerTests(['web/src/features/search/components/search-page.tsx'])).toContain('worker/seo/pages.test.ts');
    expect(workerTests(['worker/test/setup.ts']).length).toBe(workerTests(['vitest.config.ts']).length);
    expect(workerTests(['worker/test/setup.ts'])).toEqual(expect.arrayContaining(['worker/crm/routes/csv.test.ts', 'worker/listings/routes/views.test.ts']));
  });
});
