import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The open-data page against the seeded database: its sections, licence and endpoint links, WCAG
// 2.2 AA (axe), the footer link to it, and the CSV download it offers.

test('open data: explains what is published and the licence, links the endpoints, and is reached from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open Data' }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Data' })).toBeVisible();
  await expect(page).toHaveTitle(/Open Data/);
  for (const name of ['What we publish', 'What we never publish', 'Licence', 'How often it changes', 'Download or use the API']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const licence = page.getByRole('region', { name: 'Licence' });
  await expect(licence.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  await expect(licence).toContainText('public domain');
  await expect(page.getByRole('region', { name: 'What we never publish' })).toContainText('no health information');

  const api = page.getByRole('region', { name: 'Download or use the API' });
  await expect(api.getByRole('link', { name: 'Download the CSV file' })).toHaveAttribute('href', '/api/open-data/facilities.csv');
  await expect(api.getByRole('link', { name: 'Download the JSON file' })).toHaveAttribute('href', '/api/open-data/facilities.json');
  await expect(api.getByRole('link', { name: 'See the first five listings' })).toHaveAttribute('href', '/api/open-data/facilities?limit=5');
  await expectNoAxeViolations(page);
});

test('open data: the CSV link downloads a dated file whose first line is the header', async ({ page }) => {
  await page.goto('/open-data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the CSV file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^recovery-directory-facilities-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const [header, firstRow] = text.split('\r\n');
  expect(header).toBe(
    'id,name,description,website,email,phone,address_1,city,state_province,postal_code,country,latitude,longitude,' +
      'treatment_types,specializations,insurance,locator_services,source,url,last_modified,' +
      'accepting_new_patients,accepting_new_patients_confirmed_on,open_beds,open_beds_confirmed_on,typical_wait_days,typical_wait_days_confirmed_on',
  );
  expect(firstRow).toMatch(/^\d+,/);
});

test('open data: the first page of the API answers listings with the licence', async ({ request }) => {
  const response = await request.get('/api/open-data/facilities?limit=5');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { total: number; has_more: boolean; facilities: unknown[]; licence: { name: string } };
  expect(body.facilities).toHaveLength(5);
  expect(body.total).toBeGreaterThan(5);
  expect(body.has_more).toBe(true);
  expect(body.licence.name).toContain('CC BY 4.0');
});

test('open data: lists the files the scheduled run wrote, with sizes and dates, and the HSDS API', async ({ page }) => {
  await page.goto('/open-data');
  const table = page.getByRole('table', { name: 'The files, as last written' });
  for (const name of ['facilities.json', 'facilities.csv', 'hsds-services.ndjson']) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByRole('cell').first()).toHaveText(/^\d+(\.\d)? (MB|kB|bytes)$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  }
  const api = page.getByRole('region', { name: 'Download or use the API' });
  await expect(api.getByRole('heading', { level: 3, name: 'The Open Referral HSDS 3.0 API' })).toBeVisible();
  const services = await (await page.request.get(await api.getByRole('link', { name: 'See the first five services' }).getAttribute('href') ?? '')).json();
  expect(services).toMatchObject({ page_number: 1, size: 5, first_page: true });
  const ndjson = await page.request.get('/api/open-data/hsds-services.ndjson', { headers: { Range: 'bytes=0-0' } });
  expect([ndjson.status(), await ndjson.text()]).toEqual([206, '{']);
});
