/// <reference types="node" />
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ContextPool } from './context-pool';
import { E2E_NAME, serverPort, serverState } from './servers';

// What the browser tests share: the test with its page, the accessibility check, the demo accounts,
// and the registration wizard.

/** Until the SPA has taken the page over (for pages of contexts a test opens itself). */
export const untilAppReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/**
 * Playwright's test on this worker's own server (e2e/servers.ts), for tests that take pages as they
 * come. Its `context` and `page` are ones the worker keeps for every test with the same context
 * options, put back as they were after each (e2e/context-pool.ts); so is `anotherBrowser()`'s, for a
 * second person. A test that needs a context with other options or an empty cache opens one with
 * browser.newContext (and closes it).
 */
export const serverTest = base.extend<
  {
    /** The options the test's context is made with: its `test.use` over the project's. */
    leaseOptions: BrowserContextOptions;
    /**
     * A page in a browser of its own (its own cookies: another visitor, the admin beside the facility),
     * kept by the worker like the test's and put back after the test; each call, another one.
     */
    anotherBrowser: () => Promise<Page>;
  },
  { contextPool: ContextPool }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${serverPort(testInfo.parallelIndex)}`),
  contextPool: [
    async ({ browser }, use) => {
      const pool = new ContextPool(browser);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  // Every option that shapes a context, as Playwright's own `context` fixture passes them.
  leaseOptions: async (
    { contextOptions, baseURL, acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, geolocation, hasTouch, isMobile, javaScriptEnabled, locale, offline, permissions, reducedMotion, storageState, timezoneId, userAgent, viewport },
    use,
  ) => {
    const options = { acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, geolocation, hasTouch, isMobile, javaScriptEnabled, locale, offline, permissions, reducedMotion, storageState, timezoneId, userAgent, viewport, baseURL };
    await use({ ...contextOptions, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) });
  },
  context: async ({ contextPool, leaseOptions }, use) => {
    const context = await contextPool.lease(leaseOptions);
    await use(context);
    await contextPool.release(context);
  },
  anotherBrowser: async ({ contextPool, leaseOptions }, use) => {
    const leased: BrowserContext[] = [];
    await use(async () => {
      const context = await contextPool.lease(leaseOptions, `another-${leased.length + 1}`);
      leased.push(context);
      return contextPool.pageOf(context);
    });
    for (const context of leased) await contextPool.release(context);
  },
  // The kept context's own page, put back by the context's release.
  page: async ({ context, contextPool }, use) => use(contextPool.pageOf(context)),
});

/** This worker's server address and database folder (a command-line tool can write to it). */
export const serverUrl = () => `http://localhost:${serverPort(test.info().parallelIndex)}`;
export const serverDatabase = () => serverState(test.info().parallelIndex);
export { E2E_NAME };

/** The demo accounts' roles: each signs in at `/api/<role>/session`. */
export type Role = 'admin' | 'facility';
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Waits, after every HTML page `page` opens, until the SPA has taken it over (see `untilAppReady`). */
export function gotoUntilAppReady(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (/text\/html/.test(response?.headers()['content-type'] ?? '')) await untilAppReady(page);
    return response;
  };
  return page;
}

/**
 * Playwright's test, whose page.goto waits until the SPA has taken an HTML page over (the layout
 * marks <html data-app-ready>): a page the Worker rendered shows before its code runs, and a test
 * that clicked at once would get the page without script. Tests of that case turn script off.
 */
export const test = serverTest.extend<
  {
    /**
     * Whether page.goto waits for the SPA (true unless a test turns it off with test.use): off for a
     * test that keeps the SPA's code from loading. An option, not a test of its own: every spec uses
     * this test, so every test has the same worker fixtures and Playwright queues them in file order
     * (it runs the tests of another set of worker fixtures only after all of the first set's, which
     * left the 72 s fresh `npm start` test running alone at the end of the run).
     */
    waitsForApp: boolean;
    /**
     * Signs `page`'s browser context in as the demo `role` with this worker's session (no sign-in
     * form: the sign-in flows have their own tests in accounts.spec.ts and admin-two-factor.spec.ts),
     * then opens `path` and checks the guard let it in. Never sign such a page out: the session is
     * the whole worker's.
     */
    signIn: (page: Page, role: Role, path: string) => Promise<void>;
  },
  {
    /** The demo `role`'s session cookie on this worker's server, signed in through the API once per worker. */
    demoSession: (role: Role) => Promise<Cookies>;
  }
>({
  waitsForApp: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitsForApp }, use) => {
    await use(javaScriptEnabled === false || !waitsForApp ? page : gotoUntilAppReady(page));
  },
  demoSession: [
    async ({ playwright }, use, workerInfo) => {
      // Sessions are per server (each worker has its own database and KV), so per worker.
      const baseURL = `http://localhost:${serverPort(workerInfo.parallelIndex)}`;
      const request = await playwright.request.newContext({ baseURL });
      const sessions = new Map<Role, Promise<Cookies>>();
      const signIn = async (role: Role) => {
        await signInThroughApi(request, baseURL, role, DEMO[role]);
        return (await request.storageState()).cookies.filter((cookie) => cookie.name === SESSION_COOKIES[role]);
      };
      await use((role) => {
        if (!sessions.has(role)) sessions.set(role, signIn(role));
        return sessions.get(role)!;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signIn: async ({ demoSession }, use) => {
    await use(async (page, role, path) => {
      await page.context().addCookies(await demoSession(role));
      await page.goto(path);
      await expect(page).toHaveURL(path);
      // Pages of contexts a test opens itself have the plain goto.
      await untilAppReady(page);
    });
  },
});

/** The session cookie of each role (worker/auth/sessions.ts). */
const SESSION_COOKIES: Record<Role, string> = { admin: 'rd_admin', facility: 'rd_facility' };

/**
 * Signs `account` in as `role` through the API, into `request`'s cookies (a page's `page.request`
 * shares its browser context's): for tests about what comes after the sign-in form. A second step
 * (an admin's two-factor code, a 202) fails it.
 */
export async function signInThroughApi(request: APIRequestContext, origin: string, role: Role, account: { email: string; password: string }) {
  const response = await request.post(`/api/${role}/session`, { headers: { Origin: origin }, data: account });
  expect(response.status(), `${account.email} signs in as ${role}: ${await response.text()}`).toBe(200);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the whole page, WCAG 2.2 AA: every violation listed by rule and element. A page without
 * frames (all of ours) is checked in axe's legacy mode, axe.run in the page: the default gathers each
 * frame's results and finishes them in a new blank page, a fresh renderer and a second copy of axe
 * per check (about 1.5 s of CPU of the 2.2 s a check took on `/`). Legacy mode misses what is inside a
 * frame, so a page with one gets the default. Only violations come back: the passes' nodes were
 * serialised for nothing.
 */
export async function expectNoAxeViolations(page: Page) {
  // options() replaces the options withTags() set, so it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * axe over a page as a browser without script shows it (axe itself is a script, which such a page
 * cannot run): the page's HTML as that browser parsed it, its <noscript> content shown, opened at
 * the same address in a page with script on but none of the site's own code, then checked.
 */
export async function expectNoAxeViolationsWithoutScript(page: Page) {
  const html = (await page.content()).replace(/<noscript>/g, '<div data-noscript="">').replace(/<\/noscript>/g, '</div>');
  const address = page.url();
  // Playwright's browser would give a new context this test's options (script off): script on here.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, extraHTTPHeaders: {} });
  try {
    const checker = await context.newPage();
    await checker.route('**/assets/*.js', (route) => route.abort());
    await checker.route((url) => url.href === address, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await checker.goto(address);
    await expectNoAxeViolations(checker);
  } finally {
    await context.close();
  }
}

/** One email as wrangler dev's `send_email` binding delivered it (its Local Explorer's record). */
export interface DeliveredEmail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

const SENT_EMAILS = '/cdn-cgi/local/explorer/api/local/email/sending?worker=recovery-directory';

/**
 * The newest email to `to` with `subject` that the Worker actually sent: the outbox writes it, the
 * mail queue's consumer sends it through the local send_email binding a moment later, and wrangler
 * dev's Local Explorer shows what the binding sent. `except`: the ids of emails already read.
 */
export async function deliveredEmail(request: APIRequestContext, to: string, subject: string, except: string[] = []): Promise<DeliveredEmail> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`${SENT_EMAILS}&per_page=100`)).json()) as { result?: DeliveredEmail[] };
        id = list.result?.find((e) => e.to.includes(to) && e.subject === subject && !except.includes(e.messageId))?.messageId;
        return id;
      },
      // The queue sends within a second or so: look every 200 ms, not Playwright's default back-off to 1 s.
      { message: `an email "${subject}" to ${to}`, timeout: 15_000, intervals: [200] },
    )
    .toBeTruthy();
  const detail = (await (await request.get(`${SENT_EMAILS}&email_id=${encodeURIComponent(id!)}`)).json()) as { result: DeliveredEmail };
  return detail.result;
}

/** The [vars] of wrangler.toml: the demo accounts' emails and passwords. */
function wranglerVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const line of readFileSync('wrangler.toml', 'utf8').split(/\r?\n/)) {
    const header = /^\s*\[([^\]]*)\]/.exec(line);
    if (header) inVars = header[1] === 'vars';
    const entry = inVars && /^\s*([A-Z_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (entry) vars[entry[1]!] = entry[2]!;
  }
  return vars;
}

export const VARS = wranglerVars();
export const DEMO = {
  admin: { email: VARS.DEMO_ADMIN_EMAIL!, password: VARS.DEMO_ADMIN_PASSWORD! },
  facility: { email: VARS.DEMO_FACILITY_EMAIL!, password: VARS.DEMO_FACILITY_PASSWORD! },
};

/** The password the registration wizard sets for a new facility account. */
export const NEW_PASSWORD = 'Quiet Harbor 2026';

/** The token (a link's `?token=`) in the newest email to `to` with `subject` that the Worker sent. */
export async function emailedToken(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const { text } = await deliveredEmail(request, to, subject);
  const token = /token=([0-9a-f]{64})/.exec(text ?? '')?.[1];
  expect(token, `a link with a token in "${subject}" to ${to}`).toBeDefined();
  return token!;
}

/** The subject of a registration's confirmation email (worker/email/templates.ts). */
export const CONFIRMATION_SUBJECT = 'Confirm your email address';

/** Opens the newest confirmation link emailed to `email` and confirms on its page: the registration goes to review. */
export async function confirmEmail(page: Page, email: string) {
  const token = await emailedToken(page.request, email, CONFIRMATION_SUBJECT);
  await page.goto(`/facility-signup/confirm?token=${token}`);
  await page.getByRole('button', { name: 'Confirm My Email Address' }).click();
  await expect(page.getByRole('heading', { name: 'Email Address Confirmed' })).toBeVisible();
}

/** The page's own content (the toast region outside it has its own status and alert roles). */
export const inMain = (page: Page) => page.getByRole('main');

/** A unique address per run, so a registration test can run again on the same database. */
export const uniqueEmail = () => `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example.org`;

/** What completeWizard ticks and types beyond its defaults: where the facility is, and what it offers. */
export interface WizardOffer {
  city?: string;
  /** The state's name, as the select shows it. */
  state?: string;
  zip?: string;
  phone?: string;
  /** "What You Treat and Whom You Serve" entries, by name. */
  treats?: string[];
  insurance?: string[];
  /** [the service category's name, the service's label]. */
  services?: [string, string][];
  intakeHours?: string;
}

/**
 * Steps through the wizard with valid answers (no error checks), ending on the review step with both
 * boxes ticked. `facilityName` names the listing (unique names let a test find its own listing
 * later); `offer` says where it is and what it offers (the "What you offer" step is skipped without).
 */
export async function completeWizard(page: Page, email: string, facilityName = 'Quiet Harbor Recovery', offer: WizardOffer = {}) {
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await next.click();
  await page.getByLabel('Facility Name').fill(facilityName);
  await page.getByLabel('Contact Person').fill('Jordan Lee');
  await page.getByLabel('Phone').fill(offer.phone ?? '(207) 555-0123');
  await next.click();
  await page.getByLabel('Street Address').fill('12 Harbor Road');
  await page.getByLabel('City').fill(offer.city ?? 'Portland');
  await page.getByLabel('State').selectOption({ label: offer.state ?? 'Maine' });
  await page.getByLabel('ZIP Code').fill(offer.zip ?? '04101');
  await next.click();
  await page.getByLabel('Description').fill('Outpatient and detox programs for adults.');
  await page.getByRole('group', { name: /Treatment Types/ }).getByLabel('Detoxification').check();
  for (const name of offer.treats ?? []) await page.getByRole('group', { name: /What You Treat/ }).getByLabel(name, { exact: true }).check();
  await next.click();
  // What you offer: ticked as asked, or skipped.
  await expect(page.getByRole('heading', { name: /What you offer/ })).toBeVisible();
  for (const name of offer.insurance ?? []) await page.getByRole('group', { name: 'Insurance Accepted' }).getByLabel(name, { exact: true }).check();
  for (const [group, name] of offer.services ?? []) await page.getByRole('group', { name: group }).getByLabel(name, { exact: true }).check();
  if (offer.intakeHours) await page.getByLabel('Intake Hours').fill(offer.intakeHours);
  await page.getByRole('button', { name: offer.insurance || offer.services || offer.intakeHours ? 'Next' : 'Skip for Now' }).click();
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByLabel(/I agree to the review process/).check();
}

/**
 * Runs the Worker's scheduled handler (wrangler dev's trigger), as the cron would, and waits until it
 * has written the open-data files again: the trigger answers before the work it hands waitUntil.
 */
export async function runScheduledRun(request: APIRequestContext): Promise<void> {
  const before = Date.now();
  expect((await request.get('/cdn-cgi/local/scheduled')).ok()).toBe(true);
  const builtAt = async () => Date.parse(((await (await request.get('/api/open-data/files')).json()) as { built_at: string | null }).built_at ?? '') || 0;
  await expect.poll(builtAt, { timeout: 60_000 }).toBeGreaterThanOrEqual(before);
}
