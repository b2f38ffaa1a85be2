import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, inMain, test } from './support';

// The public blog against the seeded articles (worker/blog/content: 26 posts in five categories): browse by
// category and by tag, search (with the typo suggestion), page through, read a post, copy its link,
// an unknown article, the loading and error states, and WCAG 2.2 AA (axe) on the list and a post.

const POST_SLUG = 'naloxone-and-harm-reduction';
const POST_TITLE = 'Naloxone and Harm Reduction: What Everyone Should Know';

/** The article cards of the list (related articles and skeletons are not in it). */
const cards = (page: Page) => page.getByRole('region', { name: /articles?|No articles found/ }).getByRole('article');

async function blogTotal(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/blog/posts?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test('browse by category: the sidebar filters the list, with a chip that removes the filter', async ({ page, request }) => {
  const prevention = await blogTotal(request, 'category=prevention');
  const all = await blogTotal(request, '');
  await page.goto('/blog');
  await expect(page).toHaveTitle('Recovery Blog – Guides and Support for Addiction Treatment – Recovery Directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${all} articles` })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);

  const sidebar = page.getByRole('complementary', { name: 'Categories' });
  await expect(sidebar.getByRole('link', { name: `All Articles ${all} articles` })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: new RegExp(`^Prevention ${prevention} articles?$`) }).click();
  await expect(page).toHaveURL(/\/blog\?category=prevention$/);
  await expect(page).toHaveTitle('Prevention – Recovery Blog – Recovery Directory');
  await expect(cards(page)).toHaveCount(prevention);
  // Every card's badge is the chosen category.
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('link', { name: 'Prevention', exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: /^Prevention/ })).toHaveAttribute('aria-current', 'page');

  const chip = page.getByRole('link', { name: 'Remove category filter: Prevention' });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: `${all} articles` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Remove category filter/ })).toHaveCount(0);
});

test('browse by tag: a tag on a post opens the list of posts with that tag', async ({ page, request }) => {
  const tagged = await blogTotal(request, 'tag=naloxone');
  await page.goto(`/blog/${POST_SLUG}`);
  await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'naloxone', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?tag=naloxone$/);
  await expect(page.getByRole('heading', { name: `${tagged} articles` })).toBeVisible();
  await expect(cards(page)).toHaveCount(tagged);
  await expect(cards(page).getByRole('link', { name: POST_TITLE })).toBeVisible();
  await page.getByRole('link', { name: 'Remove tag filter: naloxone' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('search finds a word in the posts; a typo gets a suggestion; nothing found offers all articles', async ({ page }) => {
  await page.goto('/blog?category=prevention&page=2');
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  await box.fill('naloxone');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // A new search starts at page 1 and keeps the category.
  await expect(page).toHaveURL(/\/blog\?category=prevention&search=naloxone$/);
  await page.getByRole('link', { name: 'Remove category filter: Prevention' }).click();
  await expect(page).toHaveURL(/\/blog\?search=naloxone$/);
  await expect(cards(page).getByRole('link', { name: POST_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove search filter: naloxone' })).toBeVisible();

  await box.fill('nalxone');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=nalxone/);
  await expect(page.getByText('Did you mean')).toBeVisible();
  await page.getByRole('link', { name: 'naloxone', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?search=naloxone$/);

  await box.fill('zzzqqqxxyy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(9);
});

test('page through: numbered pages, Next and Previous; removing the search keeps the page', async ({ page, request }) => {
  const all = await blogTotal(request, '');
  const pages = Math.ceil(all / 9);
  expect(pages).toBe(3);
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(pages);
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // The next page loads behind six grey cards.
  await page.route('**/api/blog/posts?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByRole('heading', { name: 'Loading articles…' })).toBeVisible();
  await expect(page.locator('.post-card--skeleton')).toHaveCount(6);
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await page.unroute('**/api/blog/posts?*');
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(9);

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=3$/);
  await expect(cards(page)).toHaveCount(all - 18);
  await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);

  // The search chip goes and the page stays (product spec §9).
  await page.goto('/blog?search=recovery&page=2');
  await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Remove search filter: recovery' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
});

test('a failed list says so and Try Again loads it', async ({ page }) => {
  // The Worker renders a first visit itself; this failure is faked for the browser's own load, so
  // the list is reached by the footer's link.
  await page.goto('/about');
  await page.route('**/api/blog/posts?*', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Recovery Blog' }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Failed to fetch blog posts' })).toBeVisible();
  await page.unroute('**/api/blog/posts?*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page)).toHaveCount(9);

  await page.route('**/api/blog/posts?*', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Error loading blog posts' })).toBeVisible();
});

test('a post: breadcrumb, title, byline, body, author box, help, and related articles never itself', async ({ page }) => {
  await page.goto('/blog?tag=naloxone');
  await cards(page).getByRole('link', { name: POST_TITLE }).click();
  await expect(page).toHaveURL(`/blog/${POST_SLUG}`);
  await expect(page).toHaveTitle(`${POST_TITLE} | Recovery Directory`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Blog']);
  await expect(crumbs.getByText(POST_TITLE)).toHaveAttribute('aria-current', 'page');
  const article = inMain(page).getByRole('article', { name: POST_TITLE });
  await expect(article.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
  await expect(article.getByText(/^By .+/).first()).toBeVisible();
  await expect(article.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expect(article.getByText(/^\d+ min read$/).first()).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();

  const author = article.getByRole('region', { name: 'About the author' });
  await expect(author).toBeVisible();
  await expect(author.locator('p')).toHaveCount(2);
  await expect(article.getByRole('region', { name: 'Need help now?' }).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');

  const related = page.getByRole('region', { name: 'Related Articles' });
  await expect(related.getByRole('article').first()).toBeVisible();
  const count = await related.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  for (const link of await related.getByRole('link').all()) {
    await expect(link).not.toHaveAttribute('href', `/blog/${POST_SLUG}`);
  }

  const share = article.getByRole('region', { name: 'Share this article' });
  for (const name of [/Share on Twitter/, /Share on Facebook/]) {
    await expect(share.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(share.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});

test('copy a post link: the clipboard has its address and the page announces it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  // The copy path is the one for browsers without a share sheet.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const page = await context.newPage();
  await page.goto(`/blog/${POST_SLUG}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${POST_SLUG}`);
  await context.close();
});

test('an unknown article says it may have been moved or deleted, with ways on', async ({ page }) => {
  await page.goto('/blog/no-such-article-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText(/may have been moved or deleted/)).toBeVisible();
  await expect(page).toHaveTitle('Article Not Found – Recovery Directory');
  await expect(inMain(page).getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(inMain(page).getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/get-help');
  await inMain(page).getByRole('link', { name: 'Browse All Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the footer and the sitemap page link to the blog', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(inMain(page).getByRole('link', { name: 'Recovery Blog' })).toHaveAttribute('href', '/blog');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Learn' }).getByRole('link', { name: 'Recovery Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('axe finds no WCAG 2.2 AA violations on the list and a post', async ({ page }) => {
  await page.goto('/blog?category=family-support');
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/blog/${POST_SLUG}`);
  await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
  await expectNoAxeViolations(page);
});
