import { expect, type ConsoleMessage, type Page, type Request, type Response } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The Worker sends public pages rendered. Without script each one is readable and its links work;
// with script the SPA hydrates it without a mismatch, without asking the API for the data again,
// and navigates between pages as before.

/** A published post's address, taken from the blog's own API. */
async function aPost(page: Page): Promise<string> {
  const res = await page.request.get('/api/blog/posts?limit=1');
  const { posts } = (await res.json()) as { posts: Array<{ slug: string }> };
  return `/blog/${posts[0]!.slug}`;
}

/** Each public page with a heading only its content has (for a facility or a post, its name). */
const PAGES: Array<[path: string, heading: RegExp]> = [
  ['/', /Find Recovery Centers Near You/],
  ['/search?q=detox', /facilities found$/],
  ['/facility/1', /.+/],
  ['/states', /Find Treatment Centers by State/],
  ['/states/ca', /Addiction Treatment Centers in California/],
  ['/blog', /Recovery Blog/],
  ['/about', /About Recovery Directory/],
  ['/verification', /What “Verified” Means/],
  ['/insurance', /Insurance/],
  ['/treatment-types', /Types of Addiction Treatment/],
  ['/get-help', /Get Help Now/],
  ['/contact', /Contact Us/],
  ['/sitemap', /Sitemap/],
  ['/open-data', /Open Data/],
  ['/terms', /Terms of Service/],
  ['/privacy', /Privacy Policy/],
];

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is there: its content, the helpline, 988, the header and the footer', async ({ page }) => {
    for (const [path, heading] of [...PAGES, [await aPost(page), /.+/] as [string, RegExp]]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible();
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: /^24\/7 Confidential Helpline: 1-888-/ }), path).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Call or text 988' }), path).toHaveAttribute('href', 'tel:988');
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
  });

  test('a visitor reads a facility, goes to its state and on to the states index by links alone', async ({ page }) => {
    await page.goto('/facility/1');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.getByRole('link', { name: /^\(?\d{3}\)?[ -]?\d{3}-\d{4}$/ }).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/states\/[a-z]{2}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Addiction Treatment Centers in /);
    expect(name).toBeTruthy();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'States' }).click();
    await expect(page).toHaveURL(/\/states$/);
  });

  test('the search form is a plain form: typing a query and pressing Search shows its results', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Search treatment centers' }).fill('alcohol');
    await page.getByRole('search', { name: 'Search facilities' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?(.*&)?q=alcohol/);
    await expect(page.getByRole('heading', { name: /facilities found$/ })).toBeVisible();
  });

  test('a page that needs script says so, with our email and 988; a visitor form needs none', async ({ page }) => {
    await page.goto('/facility-signup');
    await expect(page.getByText(/needs JavaScript/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    await page.goto('/get-help');
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
  });
});

// The SPA never takes these pages over, so there is nothing to wait for.
test.describe(() => {
  test.use({ waitsForApp: false });
  test('the HTML the Worker sends passes axe before the SPA runs', async ({ page }) => {
    // axe runs as a script, so the page keeps script on but the SPA's own code is not loaded.
    await page.route('**/assets/*.js', (route) => route.abort());
    const paths = ['/', '/search?q=detox', '/facility/1', '/states/ca', '/blog'];
    // An axe run per page: the one-page default would time a busy machine, not the site.
    test.setTimeout(paths.length * 15_000);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

/** The head a document states: title, description, robots and canonical. */
type Head = { title: string; description: string | null; robots: string | null; canonical: string | null };

/** The head of `html` as the browser parses it, or (null) of the page the browser shows. */
const headOf = (page: Page, html: string | null) =>
  page.evaluate((source): Head => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    };
  }, html);

/** The head of the Worker's HTML for `path`. */
const serverHead = async (page: Page, path: string) => headOf(page, await (await page.request.get(path)).text());

const liveHead = (page: Page) => headOf(page, null);

test.describe('with script', () => {
  /** Console errors and warnings, and uncaught errors, while `run` runs. */
  async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
    const problems: string[] = [];
    const onConsole = (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    };
    const onError = (e: Error) => problems.push(`uncaught: ${e.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    await run();
    page.off('console', onConsole);
    page.off('pageerror', onError);
    return problems;
  }

  /**
   * zod's code (24 KB gzip) by what its build keeps: the names its errors and schemas are made under.
   * A public page loads it only once a visitor uses a form (web/src/lib/api-form.ts): a value imported
   * from a schema module into a page's code loads it on every visit (decisions 022 and 027 each found one).
   */
  const isZod = (script: string) => /["'`]\$?ZodError["'`]/.test(script) && /\$ZodType/.test(script);

  // One visit per page for every check: a page load is most of what a browser test costs.
  test('every page hydrates without a warning, without loading its data again or zod, and keeps the head the Worker sent', async ({ page }) => {
    const post = await aPost(page);
    /** Public pages with their heading; then the not-found pages and the browser-rendered ones, head only. */
    const pages: Array<[path: string, heading: RegExp | null]> = [
      ...PAGES,
      [post, /.+/],
      ...['/resources', '/search', '/facility/99999999', '/states/atlantis', '/blog/no-such-post', '/nowhere'].map((path): [string, null] => [path, null]),
      ...['/facility-signup', '/facility-login', '/admin/login'].map((path): [string, null] => [path, null]),
    ];
    test.setTimeout(pages.length * 5_000);
    for (const [path, heading] of pages) {
      // Title, description, robots and canonical as the Worker sent them.
      const sent = await serverHead(page, path);
      expect(sent.title, path).toMatch(/Recovery Directory/);
      const apiCalls: string[] = [];
      const onRequest = (r: Request) => {
        const url = new URL(r.url());
        // Counting a view and the form's lists are not the page's data.
        if (url.pathname.startsWith('/api/') && !/\/views$|^\/api\/(states|taxonomy)$/.test(url.pathname)) apiCalls.push(url.pathname);
      };
      const scripts: Array<Promise<string>> = [];
      const onResponse = (r: Response) => void (r.request().resourceType() === 'script' && scripts.push(r.text().then((text) => (isZod(text) ? r.url() : ''), () => '')));
      page.on('request', onRequest);
      page.on('response', onResponse);
      const problems = await problemsDuring(page, async () => {
        await page.goto(path, { waitUntil: 'networkidle' });
        if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      });
      page.off('request', onRequest);
      page.off('response', onResponse);
      expect((await Promise.all(scripts)).filter(Boolean), `${path} loads zod`).toEqual([]);
      await expect.poll(() => liveHead(page), path).toEqual(sent);
      if (!heading) continue;
      expect(problems, path).toEqual([]);
      expect(apiCalls, path).toEqual([]);
    }
  });

  test('navigating between rendered pages works as before: the router loads the next one', async ({ page }) => {
    const problems = await problemsDuring(page, async () => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'By State' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find Treatment Centers by State/);
      await page.getByRole('link', { name: /^California/ }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Addiction Treatment Centers in California/);
      await page.locator('main a[href^="/facility/"]').first().click();
      await expect(page).toHaveURL(/\/facility\/\d+$/);
      // The router sets each page's head as the Worker would have sent it (once the page has rendered,
      // which may be just after the address changed: polled, not read once).
      const listingHead = await serverHead(page, new URL(page.url()).pathname);
      await expect.poll(() => liveHead(page)).toEqual(listingHead);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Addiction Treatment Centers in California/);
      const stateHead = await serverHead(page, '/states/ca');
      await expect.poll(() => liveHead(page)).toEqual(stateHead);
    });
    expect(problems).toEqual([]);
  });
});
