/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { expectNoAxeViolations, serverDatabase, test } from './support';

// The back office's Imports screen: a locator file with two bad rows is imported into the browser
// tests' database by the command line (as an operator runs it), and the screen lists the run and
// opens it to its row errors.


test('an import run is listed with its counts and opens to the rows it could not import', async ({ page, signIn }) => {
  // The import is a wrangler command: 15-25 s on a busy machine before the page opens.
  test.setTimeout(60_000);
  const sample = JSON.parse(readFileSync('scripts/fixtures/locator/samhsa-locator-sample.json', 'utf8')) as { rows: Array<Record<string, unknown>> };
  const rows = sample.rows.slice(0, 4);
  rows[1] = { ...rows[1], state: 'ZZ' };
  rows[2] = { ...rows[2], name1: '' };
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-locator-')), 'browser-test-rows.json');
  writeFileSync(file, JSON.stringify(rows, null, 2));
  execFileSync(process.execPath, ['scripts/import-locator.ts', file, '--persist-to', serverDatabase()], { stdio: 'pipe' });

  await signIn(page, 'admin', '/admin/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Imports' })).toBeVisible();
  const runs = page.getByRole('table', { name: /Locator imports/ });
  const run = runs.getByRole('row', { name: /browser-test-rows\.json/ }).first();
  await expect(run).toContainText('Command line');
  await expect(run.getByRole('cell')).toHaveText([/browser-test-rows\.json/, /./, '2', '0', '0', '2', 'Command line', /Show errors/]);
  await expectNoAxeViolations(page);

  await run.getByRole('link', { name: /Show errors and review values/ }).click();
  const errors = page.getByRole('table', { name: 'Rows not imported' });
  await expect(errors.getByRole('row', { name: /unknown state code "ZZ"/ })).toContainText('state');
  await expect(errors.getByRole('row', { name: /missing name/ })).toContainText('name1');
  await expect(page.getByText('None: no facility\'s own edits differed from the locator.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Hide errors and review values/ }).first().click();
  await expect(page.getByRole('table', { name: 'Rows not imported' })).toHaveCount(0);
});
