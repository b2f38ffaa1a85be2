import { expect, type Page, type Request, type Route } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The forms visitors send — the get-help lead form, the contact form, and a facility page's
// "Request information" and "Report a problem with this listing" — against the real Worker and its
// database: nothing says "sent" before the Worker's 201, a failure keeps what was typed and "Try
// again" resends with the same Idempotency-Key, a double click sends once, and nothing typed ever
// lands in a URL.
//
// Every real POST counts towards the Worker's limit of 10 per form per 10 minutes for this client:
// this file sends 5 leads, 2 contact messages and 1 report; everything else is answered by page.route.

const LEAD_THANKS = 'Thank you for reaching out. A treatment coordinator will contact you within 24 hours.';
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Every POST the page makes to `pathname`, in order. */
function postsTo(page: Page, pathname: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) posts.push(request);
  });
  return posts;
}

/** Every URL the page asks for (navigations, API calls, assets). */
function allUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

function answered(page: Page, pathname: string) {
  return page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === pathname);
}

function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}), requestId: 'e2e' } });
}

test.describe('get-help lead form', () => {
  test('is stored before it thanks, sends once on a double click, and keeps what was typed out of every URL', async ({
    page,
  }) => {
    const posts = postsTo(page, '/api/leads');
    const urls = allUrls(page);
    const name = `Jordan Lead${Date.now()}`;
    await page.goto('/get-help');
    const form = page.getByRole('form', { name: 'Request a call from a treatment coordinator' });

    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone number').fill('(555) 010-4477');
    await form.getByRole('textbox', { name: 'Email (optional)' }).fill('jordan.lead@example.org');
    const state = form.getByLabel('State');
    // A placeholder and every place of the directory (the 50 states, DC and the territories).
    const places = (await (await page.request.get('/api/states')).json()) as unknown[];
    await expect(state.getByRole('option')).toHaveCount(places.length + 1);
    await state.selectOption({ label: 'Colorado' });
    const addiction = form.getByLabel('Substance or concern');
    // A placeholder, the first 8 addiction types, then "Other" and "Not sure" (issue 41).
    await expect(addiction.getByRole('option')).toHaveCount(11);
    await expect(addiction.getByRole('option').nth(9)).toHaveText('Other');
    await expect(addiction.getByRole('option').nth(10)).toHaveText('Not sure');
    await addiction.selectOption({ label: 'Alcohol' });
    await expect(form.getByLabel('How soon do you need help?').getByRole('option')).toHaveText([
      'Select one',
      'Immediate - Need help today',
      'Within a week',
      'Within a month',
      'Just exploring options',
    ]);
    await form.getByLabel('How soon do you need help?').selectOption({ label: 'Within a week' });
    await form.getByLabel('Insurance').selectOption('private');
    await expect(form.getByLabel('Message (optional)')).toBeVisible();
    await form.getByLabel('Message').fill('Looking for an outpatient program near Denver.');
    const consent = form.getByRole('checkbox', { name: /may contact me/ });
    await expect(consent).toHaveAccessibleDescription(/only our staff can read it/);
    await consent.check();

    // The honeypot: named website, out of the tab order, hidden from assistive technology.
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    const trap = form.getByLabel('Leave this field empty');
    await expect(trap).toHaveAttribute('name', 'website');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');

    // Hold the request at the network so the in-between state can be seen.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leads', async (route) => {
      await gate;
      await route.continue();
    });
    const response = answered(page, '/api/leads');
    await form.getByRole('button', { name: 'Send Request' }).dblclick();
    await expect(form.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(LEAD_THANKS)).toHaveCount(0);
    release();

    const stored = await response;
    expect(stored.status()).toBe(201);
    expect(((await stored.json()) as { id: number }).id).toBeGreaterThan(0);
    await expect(page.getByText(LEAD_THANKS)).toBeVisible();
    await expect(page.getByText(LEAD_THANKS)).toBeFocused();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['idempotency-key']).toMatch(KEY);
    expect(posts[0]!.postDataJSON()).toEqual({
      name,
      phone: '(555) 010-4477',
      email: 'jordan.lead@example.org',
      state: 'CO',
      addiction: 'alcohol',
      urgency: 'week',
      insurance: 'private',
      message: 'Looking for an outpatient program near Denver.',
      consent: true,
      website: '',
      // The page's language, which the Worker answers in and the facility sees (issue 29).
      locale: 'en',
    });
    for (const typed of [name, '010-4477', 'jordan.lead', 'outpatient program near Denver']) {
      expect(urls.filter((url) => url.includes(typed))).toEqual([]);
    }
    await expectNoAxeViolations(page);
  });

  test('shows each problem beside its field, from the schema and from the Worker, and a 429 with its message', async ({
    page,
  }) => {
    const posts = postsTo(page, '/api/leads');
    await page.goto('/get-help');
    const form = page.getByRole('form', { name: 'Request a call from a treatment coordinator' });
    const nameInput = form.getByLabel('Full name');
    const phoneInput = form.getByLabel('Phone number');
    const consent = form.getByRole('checkbox', { name: /may contact me/ });

    // Checked in the browser with the Worker's own schema: nothing is sent.
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(nameInput).toHaveAccessibleDescription('Please enter your name');
    await expect(nameInput).toBeFocused();
    await expect(phoneInput).toHaveAccessibleDescription('Include your area code. Please enter a phone number');
    await expect(consent).toHaveAccessibleDescription(/Please confirm that we may contact you$/);
    await expectNoAxeViolations(page);

    await nameInput.fill('Sam Fields');
    await expect(nameInput).not.toHaveAttribute('aria-invalid');
    await phoneInput.fill('555-0147');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(phoneInput).toHaveAccessibleDescription('Include your area code. Please enter a phone number with area code');
    await expect(phoneInput).toBeFocused();
    expect(posts).toHaveLength(0);

    // A 400 from the Worker names its field: shown beside that input.
    await phoneInput.fill('555-010-0147');
    await consent.check();
    await form.getByLabel('Substance or concern').selectOption({ label: 'Opioids' });
    const replies: Array<(route: Route) => Promise<void>> = [
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: errorBody('invalid_request', 'Please choose an option from the list', {
            addiction: 'Please choose an option from the list',
          }),
        }),
      (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'Retry-After': '420' },
          body: errorBody(
            'rate_limited',
            'You have sent this form several times in a short while. Please wait 7 minutes and try again, or call us.',
          ),
        }),
    ];
    await page.route('**/api/leads', (route) => replies.shift()!(route));
    await form.getByRole('button', { name: 'Send Request' }).click();
    const addiction = form.getByLabel('Substance or concern');
    await expect(addiction).toHaveAttribute('aria-invalid', 'true');
    await expect(addiction).toHaveAccessibleDescription('Please choose an option from the list');
    await expect(addiction).toBeFocused();

    await form.getByRole('button', { name: 'Send Request' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your request could not be sent.');
    await expect(alert).toContainText('Please wait 7 minutes and try again, or call us.');
    await expect(nameInput).toHaveValue('Sam Fields');
    await expect(phoneInput).toHaveValue('555-010-0147');
    await expect(page.getByText(LEAD_THANKS)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failed send keeps everything typed, and Try again resends with the same Idempotency-Key', async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: errorBody('storage_unavailable', 'Our database is unavailable right now. Please try again in a moment.'),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/resources');
    const form = page.getByRole('form', { name: 'Request a call from a treatment coordinator' });
    await form.getByLabel('Full name').fill('Riley Retry');
    await form.getByLabel('Phone number').fill('555-010-0188');
    await form.getByLabel('How soon do you need help?').selectOption('immediate');
    await form.getByLabel('Message').fill('Please call after 5pm.');
    await form.getByRole('checkbox', { name: /may contact me/ }).check();

    let response = answered(page, '/api/leads');
    await form.getByRole('button', { name: 'Send Request' }).click();
    expect((await response).status()).toBe(503);
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your request could not be sent.');
    await expect(alert).toContainText('Our database is unavailable right now. Please try again in a moment.');
    await expect(alert).toContainText('Everything you typed is still here.');
    await expect(page.getByText(LEAD_THANKS)).toHaveCount(0);
    await expect(form.getByLabel('Full name')).toHaveValue('Riley Retry');
    await expect(form.getByLabel('Phone number')).toHaveValue('555-010-0188');
    await expect(form.getByLabel('How soon do you need help?')).toHaveValue('immediate');
    await expect(form.getByLabel('Message')).toHaveValue('Please call after 5pm.');
    await expect(form.getByRole('checkbox', { name: /may contact me/ })).toBeChecked();
    // axe: the same page with an alert is scanned in the test above (the 429).

    response = answered(page, '/api/leads');
    await alert.getByRole('button', { name: 'Try again' }).click();
    const stored = await response;
    expect(stored.status()).toBe(201);
    expect(((await stored.json()) as { id: number }).id).toBeGreaterThan(0);
    await expect(page.getByText(LEAD_THANKS)).toBeVisible();
    // "Immediate - Need help today": the numbers that help today come before our call (issue 41).
    await expect(page.getByText('If you need help today, do not wait for our call:')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Call our helpline at' }).getByRole('link').first()).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'In an emergency, call' }).getByRole('link', { name: '911' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
  });
});

/**
 * Holds back the code of the form in chunk `name` (components/form-fields/form-on-demand) until
 * `release`; `asked` lists each time the page asked for it.
 */
async function holdFormCode(page: Page, name: string) {
  const code = new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (code.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(code, async (route) => {
    await gate;
    await route.continue();
  });
  return { asked, release };
}

test.describe('a form’s code loads when the visitor turns to it', () => {
  test('the lead form the server sent takes what was typed and a submit made before its code ran, and sends it once', async ({ page }) => {
    const code = await holdFormCode(page, 'lead-form');
    const posts = postsTo(page, '/api/leads');
    const name = `Early Lead${Date.now()}`;
    await page.goto('/get-help');
    await page.waitForLoadState('networkidle');
    // The page is up and its form is the server's HTML: its code was never asked for.
    expect(code.asked).toHaveLength(0);

    const form = page.getByRole('form', { name: 'Request a call from a treatment coordinator' });
    await form.getByLabel('Full name').fill(name);
    await expect.poll(() => code.asked.length).toBe(1);
    await form.getByLabel('Phone number').fill('(555) 010-4478');
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    // Enter sends the form; its code is still held back, so the submit waits for it.
    await form.getByLabel('Phone number').press('Enter');
    expect(posts).toHaveLength(0);

    const stored = answered(page, '/api/leads');
    code.release();
    expect((await stored).status()).toBe(201);
    await expect(page.getByText(LEAD_THANKS)).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({ name, phone: '(555) 010-4478', consent: true, locale: 'en' });
    await expect(page).toHaveURL(/\/get-help$/);
  });

  test('the contact form keeps an urgency chosen before its code ran, and then shows the crisis box', async ({ page }) => {
    const code = await holdFormCode(page, 'contact-form');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const urgency = form.getByLabel('Urgency');
    // The server's HTML shows the form's default.
    await expect(urgency).toHaveValue('normal');
    await urgency.selectOption('urgent');
    await form.getByLabel('Full name').fill('Casey Early');
    await expect.poll(() => code.asked.length).toBe(1);

    code.release();
    await expect(form.getByRole('link', { name: 'Call 988 now' })).toBeVisible();
    await expect(urgency).toHaveValue('urgent');
    await expect(form.getByLabel('Full name')).toHaveValue('Casey Early');
    await urgency.selectOption('high');
    await expect(form.getByRole('link', { name: 'Call 988 now' })).toHaveCount(0);
  });

  test('a form whose code could not load says so, and Try again loads it', async ({ page }) => {
    const code = /\/assets\/contact-form-[\w-]{8}\.js$/;
    await page.route(code, (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('The form could not load. Check your connection, then try again.');
    await page.unroute(code);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Full name')).toBeVisible();
  });

  test('a navigation within the site shows the form with its code already loaded', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form.getByLabel('Urgency')).toHaveValue('normal');
    await expect(page.getByText('Loading the form…')).toHaveCount(0);
    // Its code runs at once: the crisis box follows the urgency.
    await form.getByLabel('Urgency').selectOption('urgent');
    await expect(form.getByRole('link', { name: 'Call 988 now' })).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('shows the crisis box while urgent, is filled and sent from the keyboard, and starts over empty', async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/site')).json()) as { helpline: { display: string; tel: string }; contactEmail: string };
    const posts = postsTo(page, '/api/contact');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    const methods = page.getByRole('region', { name: 'Ways to reach us' });
    await expect(methods.getByRole('heading', { level: 3 })).toHaveText(['Call Us', 'Email Us', 'Live Chat']);
    await expect(methods.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    await expect(methods.getByText('Mon-Fri 8AM-8PM EST')).toBeVisible();
    await expect(methods.getByRole('link', { name: site.helpline.display }).first()).toHaveAttribute('href', site.helpline.tel);

    const hours = page.getByRole('region', { name: 'Contact Hours' });
    for (const [days, time] of [
      ['Monday - Friday', '8 AM - 8 PM EST'],
      ['Saturday', '9 AM - 6 PM EST'],
      ['Sunday', '10 AM - 4 PM EST'],
      ['Crisis helpline', '24/7'],
    ]) {
      await expect(hours.getByRole('term').filter({ hasText: days! })).toBeVisible();
      await expect(hours.getByRole('definition').filter({ hasText: time! })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why Contact Us' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In Crisis?' }).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');

    // The FAQ opens from the keyboard.
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answer = faq.getByText(/Searching the directory, calling our helpline and contacting us cost you nothing/);
    await expect(answer).toBeHidden();
    await faq.getByText('Is your service free?').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();

    // The red crisis box, only while urgency is urgent.
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const urgency = form.getByLabel('Urgency');
    await expect(urgency).toHaveValue('normal');
    const callNow = form.getByRole('link', { name: 'Call 988 now' });
    await expect(callNow).toHaveCount(0);
    await urgency.selectOption('urgent');
    await expect(callNow).toBeVisible();
    await expect(callNow).toHaveAttribute('href', 'tel:988');
    await expect(form.getByText('Need help right now? Please don’t wait for a reply.')).toBeVisible();
    await expectNoAxeViolations(page);
    await urgency.selectOption('high');
    await expect(callNow).toHaveCount(0);

    // Filled and sent with the keyboard alone (the honeypot is never in the way).
    await form.getByLabel('Full name').focus();
    await page.keyboard.type('Casey Contact');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Phone number (optional)')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('casey.contact@example.org');
    await page.keyboard.press('Tab');
    await expect(urgency).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Question about insurance');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Does Medicaid cover detox in Ohio?');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    const response = answered(page, '/api/contact');
    await page.keyboard.press('Enter');
    const stored = await response;
    expect(stored.status()).toBe(201);
    expect(((await stored.json()) as { id: number }).id).toBeGreaterThan(0);
    expect(posts[0]!.postDataJSON()).toEqual({
      name: 'Casey Contact',
      phone: '',
      email: 'casey.contact@example.org',
      subject: 'Question about insurance',
      urgency: 'high',
      message: 'Does Medicaid cover detox in Ohio?',
      // The page's language: our staff answer in it.
      locale: 'en',
      website: '',
    });

    const success = page.getByRole('heading', { name: 'Message Sent Successfully!' });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(page.getByRole('main').getByRole('link', { name: site.helpline.display }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeFocused();
    for (const label of ['Full name', 'Phone number', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(urgency).toHaveValue('normal');
    expect(posts).toHaveLength(1);
  });

  test('a dropped connection keeps everything typed, and Try again resends with the same Idempotency-Key', async ({
    page,
  }) => {
    const keys: string[] = [];
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Full name').fill('Alex Again');
    await form.getByLabel('Email').fill('alex.again@example.org');
    await form.getByLabel('Subject').fill('Listing question');
    await form.getByLabel('Message').fill('How do I update our phone number?');

    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your message could not be sent.');
    await expect(alert).toContainText('We could not reach our server. Please check your internet connection.');
    await expect(form.getByLabel('Full name')).toHaveValue('Alex Again');
    await expect(form.getByLabel('Message')).toHaveValue('How do I update our phone number?');
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveCount(0);

    const response = answered(page, '/api/contact');
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe('a facility page', () => {
  test('a request to a listing no account holds says, in Spanish, that only our team reads it, and gives the listing’s phone', async ({ page }) => {
    // The seed's listings other than the demo account's (1) are held by no account.
    await page.goto('/es/facility/2');
    const facilityName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Pedir información' }).click();
    const form = page.getByRole('form', { name: new RegExp(escapeRegExp(facilityName)) });
    await form.getByLabel('Nombre completo').fill('Ana Solo');
    await form.getByLabel('Número de teléfono').fill('555-010-0155');
    await expect(form.getByRole('group', { name: '¿Quién necesita ayuda? (opcional)' }).getByRole('radio', { name: 'Yo' })).not.toBeChecked();
    // Before sending, the consent and privacy lines promise no more than that: our team only.
    const consent = form.getByRole('checkbox', { name: /Acepto que un coordinador de tratamiento de .+ se comunique conmigo/ });
    await expect(consent).toHaveAccessibleDescription(/solo nuestro personal puede leerlo/);
    await expect(form.getByText(new RegExp(`y ${escapeRegExp(facilityName)} (se comuniquen|pueden leerlo)`))).toHaveCount(0);
    await consent.check();
    const response = answered(page, '/api/leads');
    await form.getByRole('button', { name: 'Enviar la solicitud' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText(`${facilityName} no recibe solicitudes a través de nuestro directorio: solo nuestro equipo lee la suya.`)).toBeVisible();
    await expect(page.getByText(/también puede leer su solicitud/)).toHaveCount(0);
    await expect(page.getByText(new RegExp(`Para hablar con ${escapeRegExp(facilityName)} ahora, llame al`)).getByRole('link')).toHaveAttribute('href', /^tel:/);
  });

  test('the form on a listing no account holds asks consent for our team only, in English', async ({ page }) => {
    await page.goto('/facility/2');
    const facilityName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Request information' }).click();
    const form = page.getByRole('form', { name: `Request information from ${facilityName}` });
    const consent = form.getByRole('checkbox', { name: /^I agree that a .+ treatment coordinator may contact me/ });
    await expect(consent).toHaveAccessibleDescription(/only our staff can read it/);
    await expect(form.getByText(new RegExp(`and ${escapeRegExp(facilityName)} (may contact me|can read it)`))).toHaveCount(0);
  });

  test('carries business data, sends "Request information" to this facility and takes a problem report', async ({
    page,
  }) => {
    const leads = postsTo(page, '/api/leads');
    await page.goto('/facility/1');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const facilityName = (await heading.textContent()) ?? '';
    await expect(page.getByText(/^Listing updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

    const blocks = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => JSON.parse(s.textContent ?? 'null')),
    );
    // Written into the HTML by the Worker (so crawlers see it without JavaScript), once.
    const businesses = blocks.filter((b: { '@type'?: string } | null) => b?.['@type'] === 'MedicalBusiness');
    expect(businesses).toHaveLength(1);
    const business = businesses[0];
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: facilityName,
      address: { '@type': 'PostalAddress', addressCountry: 'US' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
    expect(business.telephone).toEqual(expect.any(String));
    expect(business.url).toMatch(/^https?:\/\//);

    // Request information: opened from the keyboard, sent with this facility's id.
    const toggle = page.getByRole('button', { name: 'Request information' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: `Request information from ${facilityName}` });
    await form.getByLabel('Full name').fill('Morgan Facility');
    await form.getByLabel('Phone number').fill('555-010-0166');
    // Whom the help is for: optional, nothing chosen for the visitor (issue 41).
    const helpFor = form.getByRole('group', { name: 'Who needs help? (optional)' });
    await expect(helpFor.getByRole('radio')).toHaveCount(2);
    await expect(helpFor.getByRole('radio', { checked: true })).toHaveCount(0);
    await helpFor.getByRole('radio', { name: 'Someone I care about' }).check();
    const consent = form.getByRole('checkbox', { name: new RegExp(`and ${escapeRegExp(facilityName)} may contact me`) });
    await expect(consent).toHaveAccessibleDescription(new RegExp(`only our staff and ${escapeRegExp(facilityName)} can read it`));
    await consent.check();
    let response = answered(page, '/api/leads');
    await form.getByRole('button', { name: 'Send Request' }).click();
    let stored = await response;
    expect(stored.status()).toBe(201);
    expect(((await stored.json()) as { id: number }).id).toBeGreaterThan(0);
    expect(leads[0]!.postDataJSON()).toMatchObject({ name: 'Morgan Facility', facilityId: 1, consent: true, helpFor: 'loved_one' });
    await expect(page.getByText(LEAD_THANKS)).toBeVisible();
    await expect(page.getByText(`${facilityName} can also read your request and may contact you.`)).toBeVisible();

    // Report a problem with this listing.
    const report = page.getByRole('button', { name: 'Report a problem with this listing' });
    await report.click();
    await expect(report).toHaveAttribute('aria-expanded', 'true');
    const reportForm = page.getByRole('form', { name: 'Report a problem with this listing' });
    const reason = reportForm.getByLabel('What is wrong?');
    await expect(reason.getByRole('option')).toHaveText([
      'Choose one',
      'The facility has closed',
      'The phone number, email or website is wrong',
      'Other details are wrong (services, insurance or address)',
      'Something else',
    ]);
    await reportForm.getByRole('button', { name: 'Send Report' }).click();
    await expect(reason).toHaveAccessibleDescription('Please choose what is wrong');
    await expect(reason).toBeFocused();
    await reason.selectOption({ label: 'The facility has closed' });
    await reportForm.getByLabel('Details').fill('The building is empty and the phone is disconnected.');
    response = answered(page, '/api/facility/public/1/reports');
    await reportForm.getByRole('button', { name: 'Send Report' }).click();
    stored = await response;
    expect(stored.status()).toBe(201);
    expect(((await stored.json()) as { id: number }).id).toBeGreaterThan(0);
    expect(stored.request().headers()['idempotency-key']).toMatch(KEY);
    const thanks = page.getByText('Thank you for letting us know. We will check this listing and correct it if needed.');
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expectNoAxeViolations(page);

    // Closing a section keeps its state; opening it again shows it.
    await toggle.click();
    await expect(page.getByText(LEAD_THANKS)).toBeHidden();
    await toggle.click();
    await expect(page.getByText(LEAD_THANKS)).toBeVisible();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the open forms fit without sideways scrolling and pass axe', async ({ page }) => {
      await page.goto('/facility/2');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Request information' }).click();
      await page.getByRole('button', { name: 'Report a problem with this listing' }).click();
      await expect(page.getByRole('button', { name: 'Send Report' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);

      await page.goto('/contact');
      await page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Urgency').selectOption('urgent');
      await expect(page.getByRole('link', { name: 'Call 988 now' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
