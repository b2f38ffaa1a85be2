import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

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
