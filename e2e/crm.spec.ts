import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, inMain, test } from './support';

// The CRM against the real Worker. Each test brings its own prospects (uniquely named, in Wyoming,
// through the CSV import or the Add Prospect form), so it depends on no seed numbers and can run
// again on the same database.

const HEADER = 'facility_name,state,status,priority,estimated_annual_revenue,tags,notes';

/** `count` valid rows named "<prefix> 1…n", and one row with an unknown status. */
function csvOf(prefix: string, count: number): string {
  const rows = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1},WY,new,medium,"$1,000",e2e,"Met at a fair,\nsecond line"`);
  return [HEADER, ...rows, `${prefix} Bad,WY,maybe,medium,0,,`].join('\r\n');
}

async function importCsv(page: Page, name: string, text: string) {
  await page.goto('/admin/crm/import');
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

/** The pipeline's row for a stage: [prospects, value] as shown. */
async function stage(page: Page, label: string): Promise<[number, number]> {
  const row = page.getByRole('region', { name: 'Pipeline by stage' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return [Number(cells[0]!.replace(/\D/g, '')), Number(cells[1]!.replace(/\D/g, ''))];
}

async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('list', { name: 'Prospect figures' }).getByRole('listitem').filter({ hasText: label });
  // The card reads: its label, its value, a detail.
  return Number((await card.innerText()).split('\n')[1]!.replace(/\D/g, ''));
}

test('import a CSV through its preview, then filter, select all matching and change their status', async ({ page, signIn }) => {
  // Two axe scans, an import, an export and a bulk change: 30 s is too short on a busy two-core machine.
  test.setTimeout(60_000);
  const prefix = `E2E Bulk ${Date.now().toString(36)}`;
  await signIn(page, 'admin', '/admin/crm/import');
  await importCsv(page, 'prospects.csv', csvOf(prefix, 25));

  // The dry run: what each row would do, the bad row's error, nothing written yet.
  const preview = page.getByRole('region', { name: '2. Check what will happen' });
  await expect(preview).toContainText('26 rows. 25 to add, 0 to update, 1 to skip');
  const bad = preview.getByRole('row').filter({ hasText: `${prefix} Bad` });
  await expect(bad).toContainText('Skip');
  await expect(bad).toContainText('status: Choose one of the nine statuses.');
  await expectNoAxeViolations(page);

  await preview.getByRole('button', { name: 'Import 25 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toHaveText('Import complete: 25 added, 0 updated, 1 skipped.');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await page.getByRole('link', { name: 'See the prospects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
  const [qualifiedBefore, qualifiedValueBefore] = await stage(page, 'Qualified');
  const activeBefore = await figure(page, 'Active Opportunities');

  // Filters go in the URL; 25 match, 20 to a page.
  const filters = page.getByRole('search', { name: 'Filter prospects' });
  await filters.getByLabel('Search facility or state').fill(prefix);
  await filters.getByLabel('Status').selectOption('new');
  await filters.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Wyoming' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page).toHaveURL(/state=WY/);
  await expect(inMain(page).getByText('1–20 of 25 prospects')).toBeVisible();

  // Export downloads what the filters match, as a dated file.
  const downloading = page.waitForEvent('download');
  await inMain(page).getByRole('link', { name: /^Export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prospects-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = (await readFile(await download.path())).toString('utf8');
  expect(exported.split(`${prefix} `).length - 1).toBe(25);

  await inMain(page).getByRole('checkbox', { name: 'Select all 20 on this page' }).check();
  await expect(inMain(page).getByText('20 prospects selected.')).toBeVisible();
  await inMain(page).getByRole('button', { name: 'Select all 25 matching' }).click();
  await expect(inMain(page).getByText('All 25 prospects matching the filters are selected.')).toBeVisible();
  await expectNoAxeViolations(page);

  const bulk = page.getByRole('form', { name: 'Act on 25 prospects' });
  await bulk.getByLabel('Action').selectOption('status');
  await bulk.getByLabel('New status').selectOption({ label: 'Qualified' });
  await bulk.getByRole('button', { name: 'Apply to 25 prospects' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'updated' })).toHaveText('25 prospects updated');

  // None is new any more; the figures and the pipeline count them where they are now.
  await expect(inMain(page).getByText('No prospects found')).toBeVisible();
  expect(await stage(page, 'Qualified')).toEqual([qualifiedBefore + 25, qualifiedValueBefore + 25_000]);
  expect(await figure(page, 'Active Opportunities')).toBe(activeBefore + 25);

  // Clean up through the same bulk bar: delete asks first.
  await page.goto(`/admin/crm?q=${encodeURIComponent(prefix)}`);
  await inMain(page).getByRole('checkbox', { name: 'Select all 20 on this page' }).check();
  await inMain(page).getByRole('button', { name: 'Select all 25 matching' }).click();
  const cleanup = page.getByRole('form', { name: 'Act on 25 prospects' });
  await cleanup.getByLabel('Action').selectOption('delete');
  await cleanup.getByRole('button', { name: 'Delete 25 prospects…' }).click();
  await expect(cleanup.getByText('Delete 25 prospects? Their timelines and tasks go with them.')).toBeVisible();
  await cleanup.getByRole('button', { name: 'Delete 25 prospects', exact: true }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'deleted' })).toHaveText('25 prospects deleted');
  await expect(inMain(page).getByText('No prospects found')).toBeVisible();
});

test('a file with the wrong columns is refused, naming them', async ({ page, signIn }) => {
  await signIn(page, 'admin', '/admin/crm/import');
  await importCsv(page, 'wrong.csv', 'name,state,colour\nHope House,WY,blue\n');
  await expect(inMain(page).getByRole('alert')).toContainText('Missing columns: facility_name. Unknown columns: name, colour.');
  await expect(page.getByRole('region', { name: '2. Check what will happen' })).toHaveCount(0);
});

test('Add Prospect checks the form, opens the new prospect, and refuses the same facility and state twice', async ({ page, signIn }) => {
  const name = `E2E Added ${Date.now().toString(36)}`;
  await signIn(page, 'admin', '/admin/crm');
  await inMain(page).getByRole('link', { name: 'Add Prospect' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Prospect' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(page.getByLabel('Facility name')).toBeFocused();
  await expect(page.getByText('Facility name is required.')).toBeVisible();
  await expect(page.getByText('Choose a state (two-letter code).')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Facility name').fill(name);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Wyoming' });
  await page.getByLabel('Tags').fill('referral, e2e');
  await page.getByLabel('Estimated annual revenue').fill('12000');
  await page.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(page).toHaveURL(/\/admin\/crm\/prospects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  await page.goto('/admin/crm/prospects/new');
  await page.getByLabel('Facility name').fill(name);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Wyoming' });
  await page.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(page.getByLabel('Facility name')).toBeFocused();
  await expect(page.getByLabel('Facility name')).toHaveAttribute('aria-invalid', 'true');
});

test('on a 360 px wide phone, no CRM screen scrolls sideways', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'admin', '/admin/crm');
  for (const path of ['/admin/crm', '/admin/crm/import', '/admin/crm/prospects/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // With the bulk bar open, on the list.
    if (path === '/admin/crm') await inMain(page).getByRole('checkbox', { name: /^Select all \d+ on this page$/ }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});

test('an import stopped mid-way says how far it got, and importing the file again finishes it', async ({ page, signIn }) => {
  const prefix = `E2E Parts ${Date.now().toString(36)}`;
  await signIn(page, 'admin', '/admin/crm/import');
  const rows = Array.from({ length: 600 }, (_, i) => `${prefix} ${i + 1},WY`);
  await importCsv(page, 'parts.csv', ['facility_name,state', ...rows].join('\n'));
  await expect(page.getByRole('region', { name: '2. Check what will happen' })).toContainText('600 to add');

  // The second part (lines 502 on) gets no answer from the Worker.
  await page.route('**/api/admin/crm/prospects/import?first_line=502', (route) => route.abort());
  await page.getByRole('button', { name: 'Import 600 rows' }).click();
  const stopped = inMain(page).getByRole('alert');
  await expect(stopped).toContainText('The import stopped after 500 of 600 rows');
  await expect(stopped).toContainText('Importing the same file again is safe');

  await page.unroute('**/api/admin/crm/prospects/import?first_line=502');
  await stopped.getByRole('button', { name: 'Import the file again' }).click();
  // The part stored before the stop is answered as it was (500 added), not counted again as updates.
  await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toContainText('600 added, 0 updated, 0 skipped.');
});
