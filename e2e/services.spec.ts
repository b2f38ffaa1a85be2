import { expect } from '@playwright/test';
import { expectNoAxeViolations, test, untilAppReady } from './support';

// The national locator's services against the seeded database: a visitor filters by a medication
// and a language from the sidebar's folded groups, and the listing opened shows both.

test('a visitor filters by buprenorphine and Spanish and opens a listing that offers both', async ({ page }) => {
  await page.goto('/search');
  const filters = page.getByRole('complementary', { name: /Filters/ });

  await filters.locator('summary', { hasText: 'Medications (MOUD)' }).click();
  const buprenorphine = filters.getByRole('checkbox', { name: /^Buprenorphine used in Treatment \(/ });
  await buprenorphine.click();
  await expect(page).toHaveURL(/[?&]services=[^&]*ot-buprenorphine-used-in-treatment/);
  await expect(buprenorphine).toBeChecked();

  await filters.locator('summary', { hasText: 'Languages' }).click();
  const spanish = filters.getByRole('checkbox', { name: /^Spanish \(/ });
  await spanish.click();
  await expect(page).toHaveURL(/[?&]services=[^&]*ol-spanish/);
  await expect(spanish).toBeChecked();
  // Each choice is a chip that takes it away again.
  await expect(page.getByRole('link', { name: 'Remove Spanish' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^[\d,]+ facilit(y|ies) found$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
  await first.getByRole('heading').getByRole('link').click();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem').filter({ hasText: /^Buprenorphine used in Treatment$/ })).toBeVisible();
  await expect(services.getByRole('listitem').filter({ hasText: /^Spanish$/ })).toBeVisible();
  // axe: the facility page is scanned in search.spec.ts's accessibility test.
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a folded group’s options come with a link that draws them, and the group filters the search', async ({ page }) => {
    await page.goto('/search?q=alcohol');
    const filters = page.getByRole('complementary', { name: /Filters/ });
    // The page carries no folded group’s options (a fifth of its HTML): opening one offers the link.
    await expect(filters.getByRole('checkbox', { name: /^Buprenorphine used in Treatment \(/ })).toHaveCount(0);
    await filters.locator('summary', { hasText: 'Medications (MOUD)' }).click();
    await filters.getByRole('link', { name: 'Show these options' }).click();
    await expect(page).toHaveURL(/[?&]show=medications/);
    const buprenorphine = filters.getByRole('checkbox', { name: /^Buprenorphine used in Treatment \(/ });
    await buprenorphine.check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]services=ot-buprenorphine-used-in-treatment/);
    await expect(page).toHaveURL(/[?&]q=alcohol/);
    await expect(page).not.toHaveURL(/[?&]show=/);
    // A group with a choice in it is drawn open.
    await expect(filters.getByRole('checkbox', { name: /^Buprenorphine used in Treatment \(/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: /^[\d,]+ facilit(y|ies) found$/ })).toBeVisible();
  });
});

test('a group opened before the script took the page over draws its options once it has', async ({ page }) => {
  // The page's code is held back until the group is open, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto('/search?q=alcohol');
  const filters = page.getByRole('complementary', { name: /Filters/ });
  await filters.locator('summary', { hasText: 'Languages' }).click();
  await expect(filters.getByRole('link', { name: 'Show these options' })).toBeVisible();
  release();
  await loading;
  await expect(filters.getByRole('checkbox', { name: /^Spanish \(/ })).toBeVisible();
  await expect(filters.getByRole('link', { name: 'Show these options' })).toHaveCount(0);
});

test('the page’s own data leaves the folded groups’ options out, and a group opened loads them', async ({ page, request }) => {
  const html = await (await request.get('/search?q=alcohol')).text();
  const data = /<script id="router-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  expect(data).toContain('"folded":["medications","payment","populations","ages","languages"]');
  expect(data).not.toContain('Buprenorphine used in Treatment');

  await page.goto('/search?q=alcohol');
  await untilAppReady(page);
  const asked = page.waitForRequest((r) => r.url().includes('/api/facility/public/search?') && r.url().includes('q=alcohol'));
  const filters = page.getByRole('complementary', { name: /Filters/ });
  await filters.locator('summary', { hasText: 'Medications (MOUD)' }).click();
  await asked;
  const buprenorphine = filters.getByRole('checkbox', { name: /^Buprenorphine used in Treatment \([\d,]+\)$/ });
  await expect(buprenorphine).toBeVisible();
  await expect(filters.getByText('Loading these options…')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
