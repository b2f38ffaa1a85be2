import { expect } from '@playwright/test';
import { expectNoAxeViolations, inMain, test, untilAppReady } from './support';

// Issue 29: a Spanish-speaking visitor's path: the Spanish home page, a search typed in Spanish
// understood as the English would be, its results, a listing and a request for information, all in
// Spanish (axe clean); the one-tap filter for centers that speak Spanish, the language switch that
// keeps the page, and the about page. The rules (validation messages, error codes, the stored
// language) are proven in the Worker's tests.

test('a visitor walks the Spanish path: a search typed on /es, its results, a listing, a request for information; our staff see Spanish', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/es');
  await untilAppReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Llame o envíe un mensaje de texto al 988' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const search = page.getByRole('search', { name: 'Buscar tratamiento' });
  await search.getByLabel('¿Qué está buscando?').fill('desintoxicación que acepta Medicaid en Texas');
  await search.getByLabel('¿Qué está buscando?').press('Enter');
  // The results, in Spanish: what the box understood as chips, the count with its plural.
  await expect(page).toHaveURL(/\/es\/search\?q=desintoxicaci/);
  for (const chip of ['Desintoxicación', 'Medicaid', 'Texas']) await expect(page.getByRole('link', { name: `Quitar ${chip}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^[\d,]+ centros? encontrados?$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // A listing: our words in Spanish, what the facility wrote as written.
  const card = page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('listitem').first();
  const facilityName = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: facilityName, exact: true }).click();
  await expect(page).toHaveURL(/\/es\/facility\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: facilityName })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: '¿Está en crisis ahora?' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Loaded afresh, the results and the listing hydrate in Spanish as the server wrote them.
  const listing = page.url();
  await page.goBack();
  await page.reload();
  await untilAppReady(page);
  await page.goto(listing);
  await untilAppReady(page);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);

  // Request information, in Spanish: the form's check, then the confirmation.
  await page.getByRole('button', { name: 'Pedir información' }).click();
  const form = page.getByRole('form', { name: `Pedir información a ${facilityName}` });
  await form.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(form.getByText('Escriba su nombre')).toBeVisible();
  const name = `Lucía Ramos ${Date.now().toString(36)}`;
  await form.getByLabel(/^Nombre completo/).fill(name);
  await form.getByLabel(/^Número de teléfono/).fill('555-010-0178');
  await form.getByRole('checkbox', { name: /se comuniquen conmigo/ }).check();
  await form.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(page.getByText('Gracias por comunicarse con nosotros.', { exact: false })).toBeVisible();
  await expect(page.getByText(`${facilityName} también puede leer su solicitud`, { exact: false })).toBeVisible();

  // Our staff read the request with the visitor's preferred language.
  await signIn(page, 'admin', '/admin/leads');
  await inMain(page).getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lead: ${name}` })).toBeVisible();
  await expect(inMain(page).getByText('Spanish', { exact: true })).toBeVisible();
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

test('the Spanish about, state and city pages hydrate in Spanish', async ({ page }) => {
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

  // A state's page and a city's: in Spanish, hydrated without a mismatch, axe clean.
  const state = (await (await page.request.get('/api/facility/public/states/ca/facilities?limit=1')).json()) as { cities: Array<{ slug: string }> };
  const pages: Array<[path: string, heading: string]> = [
    ['/es/states/ca', 'Centros de tratamiento de adicciones en California'],
    [`/es/states/ca/${state.cities[0]!.slug}`, 'Por tipo de tratamiento'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await untilAppReady(page);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});
