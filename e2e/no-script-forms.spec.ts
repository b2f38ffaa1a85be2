import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, expectNoAxeViolationsWithoutScript, serverUrl, signInThroughApi, test } from './support';

// Every visitor form with JavaScript off (issue 41), in English and in Spanish: the browser posts
// the page's own form, the Worker stores it once and redirects to the confirmation (a reload there,
// or a double click, adds nothing), or draws the form again with each error beside its field and
// what was typed kept. The rows are counted through the admin API. Sign-in without script too, and
// the pages that need script say so.

test.use({
  javaScriptEnabled: false,
  // A client address of this file's own: the forms' per-client limits count its posts apart.
  extraHTTPHeaders: { 'CF-Connecting-IP': `198.18.250.${1 + (Date.now() % 250)}` },
});

/** The demo admin's API, to count what was stored. */
async function adminApi(playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }) {
  const request = await playwright.request.newContext({ baseURL: serverUrl() });
  await signInThroughApi(request, serverUrl(), 'admin', DEMO.admin);
  return request;
}

/** How many of the newest 100 items of an admin list `match`. */
async function countIn(request: APIRequestContext, path: string, match: (item: Record<string, unknown>) => boolean): Promise<number> {
  const response = await request.get(`${path}?limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Record<string, unknown>[] }).items.filter(match).length;
}

/** Sends the form with a double click, as an impatient visitor does; resolves on the page it lands on. */
async function doubleClickSend(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.dblclick();
  // The second click cancels the first navigation: the page that lands is the second post's answer.
  await expect(page).toHaveURL(/[?&](sent|reported)=/);
}

for (const [locale, words] of [
  [
    'en',
    {
      prefix: '',
      name: 'Full name',
      phone: 'Phone number',
      consent: /may contact me/,
      send: 'Send Request',
      thanks: 'Thank you for reaching out. A treatment coordinator will contact you within 24 hours.',
      phoneError: 'Please enter a phone number with area code',
      requestForm: /^Request information from /,
      report: 'Report a problem with this listing',
      whatIsWrong: 'What is wrong?',
      sendReport: 'Send Report',
      reported: 'Thank you for letting us know.',
      subject: 'Subject',
      message: 'Message',
      email: 'Email',
      sendMessage: 'Send Message',
      messageSent: 'Message Sent Successfully!',
      another: 'Send Another Message',
    },
  ],
  [
    'es',
    {
      prefix: '/es',
      name: 'Nombre completo',
      phone: 'Número de teléfono',
      consent: /Acepto que/,
      send: 'Enviar la solicitud',
      thanks: 'Gracias por comunicarse con nosotros. Un coordinador de tratamiento se comunicará con usted en un plazo de 24 horas.',
      phoneError: 'Escriba un número de teléfono con el código de área',
      requestForm: /^Pedir información a /,
      report: 'Reportar un problema con esta ficha',
      whatIsWrong: '¿Qué está mal?',
      sendReport: 'Enviar el reporte',
      reported: 'Gracias por avisarnos.',
      subject: 'Asunto',
      message: 'Mensaje',
      email: 'Correo electrónico',
      sendMessage: 'Enviar el mensaje',
      messageSent: '¡Mensaje enviado!',
      another: 'Enviar otro mensaje',
    },
  ],
] as const) {
  test.describe(`without script, in ${locale === 'en' ? 'English' : 'Spanish'}`, () => {
    test('the get-help form: an invalid send keeps what was typed, a valid one is stored once and confirmed', async ({ page, playwright }) => {
      const name = `Noscript Lead ${locale} ${Date.now()}`;
      await page.goto(`${words.prefix}/get-help`);
      const form = page.locator('form.lead-form');
      await form.getByLabel(words.name).fill(name);
      await form.getByLabel(words.phone).fill('555');
      await form.getByLabel(/Message|Mensaje/).fill('Evenings, please.');
      await form.getByRole('button', { name: words.send }).click();

      // The form again: the error beside its field, everything typed still there.
      const phone = page.locator('form.lead-form').getByLabel(words.phone);
      await expect(phone).toHaveAccessibleDescription(new RegExp(words.phoneError));
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('form.lead-form').getByLabel(words.name)).toHaveValue(name);
      await expect(page.locator('form.lead-form').getByLabel(/Message|Mensaje/)).toHaveValue('Evenings, please.');
      await expectNoAxeViolationsWithoutScript(page);

      await phone.fill('(555) 010-4477');
      await page.locator('form.lead-form').getByRole('checkbox', { name: words.consent }).check();
      await doubleClickSend(page, page.locator('form.lead-form').getByRole('button', { name: words.send }));
      await expect(page).toHaveURL(new RegExp(`^${serverUrl()}${words.prefix}/get-help\\?sent=[0-9a-f]{64}$`));
      await expect(page.getByText(words.thanks)).toBeVisible();
      // Nothing typed is in the address.
      expect(page.url()).not.toContain('Noscript');
      await expectNoAxeViolationsWithoutScript(page);
      await page.reload();
      await expect(page.getByText(words.thanks)).toBeVisible();

      const admin = await adminApi(playwright);
      expect(await countIn(admin, '/api/admin/leads', (lead) => lead.name === name)).toBe(1);
      await admin.dispose();
    });

    test("a listing's Request information and Report a problem, each stored once", async ({ page, playwright }) => {
      const name = `Noscript Listing ${locale} ${Date.now()}`;
      const details = `Closed since spring (${locale} ${Date.now()}).`;
      await page.goto(`${words.prefix}/facility/1`);
      // The forms are on the page, open, where the section buttons (which need script) do nothing.
      const request = page.getByRole('form', { name: words.requestForm });
      await request.getByLabel(words.name).fill(name);
      await request.getByLabel(words.phone).fill('(555) 010-2233');
      await request.getByRole('checkbox', { name: words.consent }).check();
      await expectNoAxeViolationsWithoutScript(page);
      await doubleClickSend(page, request.getByRole('button', { name: words.send }));
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/facility/1\\?sent=`));
      await expect(page.getByText(words.thanks)).toBeVisible();
      await page.reload();
      await expect(page.getByText(words.thanks)).toBeVisible();

      await page.goto(`${words.prefix}/facility/1`);
      const report = page.getByRole('form', { name: words.report });
      await report.getByLabel(words.whatIsWrong).selectOption('closed');
      await report.getByLabel(/Details|Detalles/).fill(details);
      await doubleClickSend(page, report.getByRole('button', { name: words.sendReport }));
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/facility/1\\?reported=`));
      await expect(page.getByText(words.reported)).toBeVisible();
      await expectNoAxeViolationsWithoutScript(page);

      const admin = await adminApi(playwright);
      expect(await countIn(admin, '/api/admin/leads', (lead) => lead.name === name)).toBe(1);
      expect(await countIn(admin, '/api/admin/listing-reports', (item) => item.details === details)).toBe(1);
      await admin.dispose();
    });

    test('the contact form: stored once, confirmed, "Send Another Message" a plain link', async ({ page, playwright }) => {
      const subject = `Noscript contact ${locale} ${Date.now()}`;
      await page.goto(`${words.prefix}/contact`);
      const form = page.locator('.contact-form form');
      await form.getByLabel(words.name).fill('Noscript Visitor');
      await form.getByRole('textbox', { name: new RegExp(`^${words.email}`) }).fill('not an address');
      await form.getByLabel(words.subject).fill(subject);
      await form.getByLabel(new RegExp(`^${words.message}`)).fill('Is this listing current?');
      await form.getByRole('button', { name: words.sendMessage }).click();
      const email = page.locator('.contact-form form').getByRole('textbox', { name: new RegExp(`^${words.email}`) });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('not an address');
      await expect(page.locator('.contact-form form').getByLabel(words.subject)).toHaveValue(subject);
      await expectNoAxeViolationsWithoutScript(page);

      await email.fill('noscript.visitor@example.org');
      await doubleClickSend(page, page.locator('.contact-form form').getByRole('button', { name: words.sendMessage }));
      await expect(page.getByRole('heading', { name: words.messageSent })).toBeVisible();
      await expectNoAxeViolationsWithoutScript(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: words.messageSent })).toBeVisible();
      await page.getByRole('link', { name: words.another }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/contact$`));
      await expect(page.locator('.contact-form form').getByLabel(words.subject)).toHaveValue('');

      const admin = await adminApi(playwright);
      expect(await countIn(admin, '/api/admin/contact-messages', (message) => message.subject === subject)).toBe(1);
      await admin.dispose();
    });
  });
}

test.describe('signing in without script', () => {
  test('a facility signs in: a wrong password is said with the email kept, the right one goes on to the dashboard', async ({ page }) => {
    await page.goto('/facility-login');
    await expectNoAxeViolationsWithoutScript(page);
    await page.getByLabel('Email').fill(DEMO.facility.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.facility.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(DEMO.facility.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/facility-dashboard$/);
    // The dashboard itself needs script, and says so.
    await expect(page.getByRole('heading', { name: 'This page needs JavaScript' })).toBeVisible();
    expect((await page.request.get('/api/facility/session')).status()).toBe(200);
    await expectNoAxeViolationsWithoutScript(page);
  });

  test('the registration wizard says plainly that it needs script, and how to reach us', async ({ page }) => {
    await page.goto('/facility-signup');
    await expect(page.getByRole('heading', { name: 'This page needs JavaScript' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolationsWithoutScript(page);
  });
});
