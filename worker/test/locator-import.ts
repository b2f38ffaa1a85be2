import { env } from 'cloudflare:workers';
import { importLocatorFile, type ImportOptions, type SqlDriver } from '../../scripts/locator-run';
import sample from '../../scripts/fixtures/locator/samhsa-locator-sample.json';

/** The 30 real locator rows (scripts/fixtures/locator/), as the file's text. */
export const SAMPLE_TEXT = JSON.stringify(sample, null, 1);
export const SAMPLE_ROWS = sample.rows;

/** The locator import run against this test file's D1, as the command line runs it through wrangler. */
export const d1Driver: SqlDriver = {
  query: async (sqls) => (await env.DB.batch(sqls.map((sql) => env.DB.prepare(sql)))).map((r) => r.results as Array<Record<string, unknown>>),
  execute: async (statements) => {
    if (statements.length > 0) await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  },
};

export const importRows = (fileText: string, options: Partial<ImportOptions> = {}) =>
  importLocatorFile(d1Driver, { fileName: 'locator-sample.json', fileText, dryRun: false, ...options });
