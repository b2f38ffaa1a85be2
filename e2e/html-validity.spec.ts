import { expect } from '@playwright/test';
import { htmlErrors } from './html-checker';
import { dataPages, ENGLISH_PAGES, SPANISH_PAGES } from './public-pages';
import { test } from './support';

// Valid HTML, as the W3C's checker reads it: the pages the Worker sends, and the search page once the
// SPA has it (its search box is an ARIA combobox, whose attributes only some elements may carry).

test('the HTML the Worker sends for every public page passes the HTML checker', async ({ page }) => {
  test.setTimeout(90_000);
  const { post, city, spanishCity } = await dataPages(page.request);
  const paths = [...ENGLISH_PAGES, ...SPANISH_PAGES, post, city, spanishCity];
  const documents: Record<string, string> = {};
  for (const path of paths) documents[path] = await (await page.request.get(path)).text();
  expect(await htmlErrors(documents)).toEqual([]);
});

test('the search page passes the HTML checker once the SPA has it, with its suggestions open', async ({ page }) => {
  test.setTimeout(90_000);
  const serialized = () => page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
  await page.goto('/search?q=detox');
  const hydrated = await serialized();
  await page.getByRole('combobox', { name: 'Search treatment centers' }).fill('austi');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await htmlErrors({ '/search (hydrated)': hydrated, '/search (suggestions open)': await serialized() })).toEqual([]);
});
