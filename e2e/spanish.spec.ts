import { expect } from '@playwright/test';
import { expectNoAxeViolations, test, untilAppReady } from './support';

// Issue 29: a Spanish-speaking visitor's path as far as it is in Spanish today: the Spanish home
// page (axe clean), a search typed in Spanish understood as the English would be, the one-tap
// filter for centers that speak Spanish, the language switch that keeps the page, and the about page.

test('a visitor searches in Spanish from the Spanish home page and the search understands it', async ({ page }) => {
  await page.goto('/es');
  await untilAppReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Llame o envíe un mensaje de texto al 988' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const search = page.getByRole('search', { name: 'Buscar tratamiento' });
  await search.getByLabel('¿Qué está buscando?').fill('desintoxicación que acepta Medicaid en Texas');
  await search.getByLabel('¿Qué está buscando?').press('Enter');
  await expect(page).toHaveURL(/\/es\/search\?q=desintoxicaci/);
  for (const chip of ['Desintoxicación', 'Medicaid', 'Texas']) await expect(page.getByRole('link', { name: `Quitar ${chip}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^[\d,]+ centros? encontrados?$/ })).toBeVisible();
});

test('the Spanish home page filters to centers that speak Spanish in one tap', async ({ page }) => {
  await page.goto('/es');
  await page.getByRole('link', { name: 'Centros que ofrecen tratamiento en español' }).click();
  await expect(page).toHaveURL(/\/es\/search\?services=ol-spanish$/);
  await expect(page.getByRole('link', { name: 'Quitar Español' })).toBeVisible();
});

test('the language switch keeps the visitor on the same page and query', async ({ page }) => {
  await page.goto('/?ref=home');
  await page.getByRole('link', { name: 'Ver esta página en español' }).click();
  await expect(page).toHaveURL(/\/es\?ref=home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'View this page in English' }).click();
  await expect(page).toHaveURL(/\/\?ref=home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the Spanish about page, reached from the Spanish footer, hydrates in Spanish', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/es');
  await untilAppReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quiénes somos' }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
  await expect(page).toHaveTitle('Quiénes somos – Recovery Directory');

  // Loaded afresh, the server's Spanish and the browser's agree (no hydration error).
  await page.goto('/es/about');
  await untilAppReady(page);
  await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
  await expect(page.getByText('Paso 1:')).toBeAttached();
  await expectNoAxeViolations(page);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});
