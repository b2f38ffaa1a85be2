import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// Issue 43, against the seeded database: a listing's published reviews read, paged and sorted by
// links; the page with its reviews axe-clean; the same without script.

test('a visitor reads a listing’s reviews, pages on and sorts them lowest first', async ({ page }) => {
  const figures = (await (await page.request.get('/api/facility/public/1/reviews')).json()) as { total: number; average: number };
  expect(figures.total).toBeGreaterThan(10);
  await page.goto('/facility/1');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(`${figures.average.toFixed(1)} out of 5, from ${figures.total} published reviews`)).toBeVisible();
  await expect(reviews.getByRole('table', { name: 'How many reviews gave each rating' })).toBeVisible();
  await expect(reviews.getByRole('listitem').filter({ has: page.getByRole('article') })).toHaveCount(10);
  await expectNoAxeViolations(page);

  await reviews.getByRole('link', { name: 'More reviews' }).click();
  await expect(page).toHaveURL(/\/facility\/1\?page=2#reviews$/);
  await expect(reviews.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await reviews.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Lowest rated' }).click();
  await expect(page).toHaveURL(/\/facility\/1\?sort=lowest#reviews$/);
  await expect(reviews.getByRole('link', { name: 'Lowest rated' })).toHaveAttribute('aria-current', 'true');
  await expect(reviews.getByText(/^Rated \d out of 5$/).first()).toHaveText('Rated 1 out of 5');
});

test('the reviews are in the page without script, in Spanish on /es/', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/es/facility/1?sort=highest');
    const reviews = page.getByRole('region', { name: 'Opiniones' });
    await expect(reviews.getByRole('link', { name: 'Mejor calificadas' })).toHaveAttribute('aria-current', 'true');
    await expect(reviews.getByText(/^Calificación: \d de 5$/).first()).toHaveText('Calificación: 5 de 5');
    await reviews.getByRole('link', { name: 'Más opiniones' }).click();
    await expect(page).toHaveURL(/\/es\/facility\/1\?page=2&sort=highest#reviews$/);
    await expect(reviews.getByText(/^Página 2 de \d+$/)).toBeVisible();
  } finally {
    await context.close();
  }
});
