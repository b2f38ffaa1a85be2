import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { XSS_PAYLOADS } from './payloads';
import { CONFIRMATION_SUBJECT, emailedToken, test as base, serverUrl } from './support';

// What the content-safety specs share (issue 15): a browser that fails on any sign that a payload
// ran or got into the page, the checks of a page, a CSV download and the Worker's own HTML, and
// the API calls that feed the forms' endpoints.

// Watching the browser while it shows them.

/** Hosts a payload would load from: any request there is markup that got through. */
const EVIL_HOSTS = /^https?:\/\/(?:[^/]*\.)?(?:evil|insecure)\.example(?:[:/]|$)/;

/**
 * Records everything that means a payload ran or loaded, on every page of `context`: a dialog (an
 * alert, confirm or prompt), an uncaught error, a request to a payload's host (answered with a
 * script that sets window.__pwned). `expectInertPage` and the fixture below fail on any. Its pages
 * send a client address of their own.
 */
export async function watchContext(context: BrowserContext): Promise<string[]> {
  const incidents: string[] = [];
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      incidents.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (error) => incidents.push(`uncaught error on ${page.url()}: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  // A client address of its own: the forms' per-client limits count these pages apart from other specs'.
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress() });
  await context.route(EVIL_HOSTS, (route) => {
    incidents.push(`request to ${route.request().url()}`);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__pwned = "evil.example";' });
  });
  return incidents;
}

/**
 * The browser test, whose page is watched from the start; the test fails on any incident at its end.
 * The site's Content-Security-Policy is bypassed (here and in `signedIn`): it would stop an injected
 * handler from running, and these tests prove that the pages inject nothing in the first place.
 */
export const test = base.extend<{ incidents: string[] }>({
  bypassCSP: true,
  incidents: [
    async ({ context }, use) => {
      const incidents = await watchContext(context);
      await use(incidents);
      expect(incidents, 'dialogs, errors and requests to payload hosts').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Markup in the live document that only a payload could have put there: an event-handler
 * attribute, a script: or data: URL, a frame, an object, a base, a refresh, a script or style
 * with a payload's body, the image `src=x`. (React sets no on* attributes; the app has none of
 * these elements.) Runs in the page.
 */
function injectedMarkup(): { pwned: unknown; found: string[] } {
  const found: string[] = [];
  const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset']);
  const FOREIGN = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'marquee', 'math', 'template', 'x', 'animate', 'foreignobject', 'form-x']);
  const describe = (el: Element) => `<${el.localName}> ${el.outerHTML.slice(0, 120)}`;
  for (const el of document.querySelectorAll('*')) {
    const tag = el.localName.toLowerCase();
    if (FOREIGN.has(tag)) found.push(`element ${describe(el)}`);
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = name.toLowerCase();
      // eslint-disable-next-line no-control-regex
      const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attr.startsWith('on')) found.push(`handler ${attr} on ${describe(el)}`);
      if (attr === 'srcdoc' || attr === 'formaction') found.push(`${attr} on ${describe(el)}`);
      if (URL_ATTRIBUTES.has(attr) && /^(?:javascript|vbscript|data:text|data:image\/svg|livescript):?/.test(url)) found.push(`${attr}=${value} on ${describe(el)}`);
      // A link may lead anywhere on the web (Markdown makes one of a bare address); nothing may load from there.
      if ((URL_ATTRIBUTES.has(attr) || attr === 'style') && attr !== 'href' && /(?:evil|insecure)\.example/.test(value)) found.push(`${attr}=${value} on ${describe(el)}`);
    }
    if (tag === 'img' && el.getAttribute('src') === 'x') found.push(`image ${describe(el)}`);
    if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh') found.push(`refresh ${describe(el)}`);
    const body = el.textContent ?? '';
    const json = /json/.test(el.getAttribute('type') ?? '');
    if (tag === 'script' && !json && /alert\(|__pwned/.test(body)) found.push(`script ${describe(el)}`);
    if (tag === 'style' && /display:\s*none|evil\.example|expression\(/.test(body) && el.closest('body')) found.push(`style ${describe(el)}`);
  }
  return { pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null, found };
}

/**
 * Text as a reader sees it: runs of whitespace are one space, and null bytes are gone (an HTML
 * parser drops them from the Worker's rendered pages; a page rendered in the browser keeps them).
 */
// eslint-disable-next-line no-control-regex
const normalized = (text: string) => text.replace(/[\u0000\uFFFD]/g, '').replace(/\s+/g, ' ').trim();

/** The page's rendered text (inputs' values are not in it), as a reader sees it. */
export const shownText = async (page: Page) => normalized(await page.locator('body').innerText());

/** The `values` that `text` (a page's, or several pages' joined) does not show. */
export const missingFrom = (text: string, values: readonly string[]) => values.filter((value) => !text.includes(normalized(value)));

/**
 * The page shows each of `values` as text, and nothing ran or was injected: no dialog, no error,
 * no request to a payload's host, no window.__pwned, no markup a payload could have added. Answers
 * the page's text.
 */
export async function expectInertPage(page: Page, incidents: readonly string[], values: readonly string[] = []): Promise<string> {
  await expect.poll(async () => missingFrom(await shownText(page), values), { message: `shown as text on ${page.url()}` }).toEqual([]);
  expect(await page.evaluate(injectedMarkup), `injected markup on ${page.url()}`).toEqual({ pwned: null, found: [] });
  expect([...incidents], `on ${page.url()}`).toEqual([]);
  return shownText(page);
}

/**
 * This page of a paged list and every one after it (its "Pages of <noun>" navigation, followed by
 * its Next link), each checked inert; answers their texts joined.
 */
export async function walkPages(page: Page, incidents: readonly string[], noun: string): Promise<string> {
  const pages = page.getByRole('navigation', { name: `Pages of ${noun}` });
  let text = '';
  for (;;) {
    await expect(pages).toContainText(noun);
    text += ` ${await expectInertPage(page, incidents)}`;
    const next = pages.getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) return text;
    const before = await pages.innerText();
    await next.click();
    await expect(pages).not.toHaveText(before);
  }
}

/**
 * A page's HTML as the Worker sent it holds no payload as markup: every payload with a tag in it is
 * escaped wherever the page repeats it (its title, head tags, JSON-LD, the router's data).
 */
export function expectNoRawMarkup(html: string) {
  expect(XSS_PAYLOADS.filter((payload) => /<[a-z!/]/i.test(payload) && html.includes(payload))).toEqual([]);
}

/**
 * A CSV download, parsed: no cell starts as a formula would (=, +, -, @, tab or carriage return)
 * unless a leading ' neutralises it; a plain negative number (a longitude) is a number. Answers its
 * rows.
 */
export function expectNeutralisedCsv(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  const formulas = data.flatMap((row, r) => row.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)).map((cell) => `line ${r + 1}: ${cell.slice(0, 80)}`));
  expect(formulas, 'cells a spreadsheet would run as formulas').toEqual([]);
  return data;
}

// Sending them.

let lastClient = Math.floor(Math.random() * 60_000);
/**
 * A client address of its own (the header Cloudflare sets): the public forms' per-client limits
 * then count this spec's requests apart from each other's and from the other specs'.
 */
export function clientAddress(): string {
  lastClient = (lastClient + 1) % 65_536;
  return `198.18.${lastClient >> 8}.${lastClient & 255}`;
}

const origin = () => new URL(serverUrl()).origin;

/**
 * A JSON call to the Worker with the page's cookies (its signed-in user), from our own origin and
 * a client address of its own; expects one of `statuses` and answers the body.
 */
export async function call<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
  statuses: readonly number[] = [200, 201],
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { Origin: origin(), 'CF-Connecting-IP': clientAddress() },
    ...(data === undefined ? {} : { data }),
  });
  expect(statuses, `${method} ${path}: ${response.status()} ${(await response.text()).slice(0, 300)}`).toContain(response.status());
  return (response.status() === 204 ? {} : await response.json()) as T;
}

/** Runs `task` over `items`, `width` at a time (the Worker answers them as fast in parallel, up to a point). */
export async function inParallel<T, R>(items: readonly T[], task: (item: T, index: number) => Promise<R>, width = 6): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map((item, i) => task(item, start + i)))));
  }
  return results;
}

/** The number of published listings (open data's total): SQL in a field must never change it. */
export async function publishedCount(page: Page): Promise<number> {
  return (await call<{ total: number }>(page, 'GET', '/api/open-data/facilities?limit=1')).total;
}

export const PASSWORD = 'Quiet Harbor 2026';

/** A context of its own, watched (`watchContext`), signed in through the API as `role`; its page. */
export async function signedIn(browser: Browser, role: 'admin' | 'facility', email: string, password = PASSWORD) {
  const context = await browser.newContext({ bypassCSP: true });
  const incidents = await watchContext(context);
  const page = await context.newPage();
  await call(page, 'POST', `/api/${role}/session`, { email, password });
  return { page, incidents };
}

/** A whole, valid registration, step by step as the signup wizard asks it, with `fields` over it. */
export function registration(email: string, fields: Record<string, string> = {}) {
  const name = `Safe Harbor ${Date.now().toString(36)} Recovery`;
  return {
    ...{ email, password: PASSWORD, confirmPassword: PASSWORD },
    ...{ facilityName: name, contactPerson: 'Avery Stone', title: '', phone: '(307) 555-0142', website: '' },
    ...{ address: '8 Pier Street', city: 'Cheyenne', state: 'WY', zipCode: '82001' },
    ...{ description: 'Outpatient programs for adults.', established: '', treatmentTypes: ['outpatient'], specializations: [], capacity: '', accreditation: '' },
    ...{ agreeToTerms: true, agreeToReview: true },
    ...fields,
  };
}

/**
 * Decides submission `id` as the signed-in admin (`admin`) does on the desk: on the version the desk
 * shows now, which the decision names. The submission as the desk showed it.
 */
export async function decide(admin: Page, id: number, decision: 'approve' | 'reject', notes = '') {
  const { submission } = await call<{ submission: { facilityId: number; version: number } }>(admin, 'GET', `/api/admin/submissions/${id}`);
  await call(admin, 'POST', `/api/admin/submissions/${id}/${decision}`, { notes, version: submission.version });
  return submission;
}

/** The version of facility `facilityId`'s listing the reports screen shows now (what a resolution names). */
export async function reportedListingVersion(admin: Page, facilityId: number): Promise<number> {
  const { items } = await call<{ items: { listing: { version: number } }[] }>(admin, 'GET', `/api/admin/listing-reports?facilityId=${facilityId}&limit=1`);
  return items[0]!.listing.version;
}

/** Registers a facility through the API and follows its emailed confirmation link: the submission's id, in review. */
export async function registeredForReview(page: Page, email: string, fields: Record<string, string> = {}): Promise<number> {
  await call(page, 'POST', '/api/facility/registrations', registration(email, fields), [202]);
  const token = await emailedToken(page.request, email, CONFIRMATION_SUBJECT);
  return (await call<{ id: number }>(page, 'POST', '/api/facility/registrations/confirmation', { token })).id;
}

/** Registers a facility and approves it as the signed-in admin (`admin`); its listing's id. */
export async function approvedListing(admin: Page, email: string, fields: Record<string, string> = {}): Promise<number> {
  const id = await registeredForReview(admin, email, fields);
  return (await decide(admin, id, 'approve')).facilityId;
}
