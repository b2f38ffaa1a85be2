import { expect } from '@playwright/test';
import { htmlErrors } from './html-checker';
import { test } from './support';

// Valid HTML, as the W3C's checker reads it: the pages the Worker sends, and the search page once the
// SPA has it (its search box is an ARIA combobox, whose attributes only some elements may carry).

const PUBLIC_PAGES = [
  '/',
  '/search',
  '/search?q=detox%20in%20austin',
  '/facility/1',
  '/states',
  '/states/ca',
  '/treatment-types',
  '/insurance',
  '/get-help',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
  '/open-data',
  '/sitemap',
  '/blog',
  '/nowhere',
  '/facility-signup',
  // The Spanish pages (issue 29) and the Spanish 404.
  '/es',
  '/es/about',
  '/es/search?q=desintoxicaci%C3%B3n',
  '/es/facility/1',
  '/es/states',
  '/es/states/ca',
  '/es/treatment-types',
  '/es/insurance',
  '/es/sitemap',
  '/es/terms',
  '/es/privacy',
  '/es/get-help',
  '/es/contact',
  '/es/no-existe',
];

test('the HTML the Worker sends for every public page passes the HTML checker', async ({ page }) => {
  test.setTimeout(90_000);
  const posts = (await (await page.request.get('/api/blog/posts?limit=1')).json()) as { posts: Array<{ slug: string }> };
  // A city page: the first of California's cities that have one.
  const state = (await (await page.request.get('/api/facility/public/states/ca/facilities?limit=1')).json()) as { cities: Array<{ slug: string }> };
  const city = `/states/ca/${state.cities[0]!.slug}`;
  const paths = [...PUBLIC_PAGES, `/blog/${posts.posts[0]!.slug}`, city, `/es${city}`];
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
