import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// Issue 45 in a browser, over the seeded directory: a search that finds nothing near a place looks
// farther and says so, keeping what was asked; one whose words mean nothing to the directory says
// that, rather than listing everything, and a need outside it gets its national line.

const cards = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

test('a parent’s sentence that finds nothing within 30 miles looks farther, says how far, and keeps every filter it read', async ({ page }) => {
  await page.goto('/search?q=detox+for+my+teenage+son+columbus+ohio+medicaid');
  const note = page.locator('.search-widened');
  await expect(note).toContainText(/Nothing within 30 miles matches everything you asked, so we looked farther: \d+ centers? within \d+ miles\./);
  await expect(cards(page).first()).toBeVisible();
  for (const chip of ['Detoxification', 'Medicaid', 'Children/adolescents']) await expect(page.getByRole('link', { name: `Remove ${chip}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a need outside the directory is answered with its national line, not with every listing', async ({ page }) => {
  await page.goto('/search?q=gambling');
  await expect(page.getByRole('heading', { name: 'No facilities found' })).toBeVisible();
  await expect(page.getByText('No listing mentions “gambling”, and nothing else in your search says what to look for.')).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-GAMBLER (1-800-426-2537)' })).toHaveAttribute('href', 'tel:+18004262537');
  await expect(page.getByRole('link', { name: 'National Council on Problem Gambling' })).toHaveAttribute('href', 'https://www.ncpgambling.org/');
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
