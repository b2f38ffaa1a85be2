import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The shell every public page shares (header, helpline banner, search toggle, mobile drawer, footer)
// and the home page, against the seeded database: what a visitor sees and can do with a mouse, a
// keyboard, a screen reader (axe, WCAG 2.2 AA) and a 360 px wide phone.

const PAGES = ['/', '/states', '/states/ca', '/states/new-york', '/states/zz', '/sitemap', '/no-such-page'];
/** The pages of PAGES that axe scans here; the states page, a state page and the not-found page are scanned in places.spec.ts and search.spec.ts. */
const SCANNED = ['/', '/states/zz', '/sitemap'];

/** "5,237" → "5,200+", as the home page rounds the number of listed centers. */
function friendly(n: number): string {
  const step = n >= 10_000 ? 1000 : n >= 1000 ? 100 : 10;
  return `${(Math.floor(n / step) * step).toLocaleString('en-US')}+`;
}

test('files served straight from the static assets carry the security headers the Worker sends', async ({ page }) => {
  await page.goto('/');
  const worker = (await page.request.get('/api/health')).headers();
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  for (const path of [script!, '/logo.svg', '/images/blog/naloxone-and-harm-reduction.webp']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(res.headers()[name], `${path} ${name}`).toBe(worker[name]);
    }
  }
});

test('the header offers the helpline, the seven links, Get Help Now and a search box', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Recovery Directory – Find Addiction Treatment Centers Near You');

  const banner = page.getByRole('banner');
  const helpline = banner.getByRole('link', { name: /^24\/7 Confidential Helpline: 1-888-\d{3}-\d{4}$/ });
  await expect(helpline).toHaveAttribute('href', /^tel:\+1888\d{7}$/);
  await expect(banner.getByText(/^Answered by .+\.$/)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(banner.getByRole('link', { name: /Recovery Directory\s*Find Recovery Centers Near You/ })).toHaveAttribute('href', '/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const labels = ['Home', 'Find Treatment', 'By State', 'Treatment Types', 'Insurance', 'Resources', 'List Your Facility'];
  await expect(nav.getByRole('link')).toHaveText(labels);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'List Your Facility' })).toHaveAttribute('href', '/facility-signup');
  await expect(banner.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/get-help');

  await nav.getByRole('link', { name: 'By State' }).click();
  await expect(page).toHaveURL(/\/states$/);
  await expect(nav.getByRole('link', { name: 'By State' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  // The search toggle: blank text goes nowhere, text goes to /search?q=<trimmed, encoded>.
  const toggle = page.getByRole('button', { name: 'Search facilities' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('combobox', { name: 'Search facilities' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search facilities...');
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/states$/);
  await expect(box).toBeVisible();

  // Escape folds it away and gives focus back to the toggle.
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await box.fill('  alcohol & detox ');
  await page.getByRole('button', { name: 'Submit search' }).click();
  await expect(page).toHaveURL(/\/search\?q=alcohol%20%26%20detox$/);
  await expect(page.getByRole('combobox', { name: 'Search facilities' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  expect(cspViolations).toEqual([]);
});

test('the footer shows the crisis lines, who we are, the links, badges and legal text', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Crisis? Get immediate help' })).toBeVisible();
  await expect(footer.getByText('Free, confidential support, 24 hours a day, 7 days a week.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(footer.getByRole('link', { name: /^1-888-\d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1888\d{7}$/);
  await expect(footer.getByRole('link', { name: '1-800-662-4357' })).toHaveAttribute('href', 'tel:+18006624357');

  await expect(footer.getByText(/not a treatment provider/)).toBeVisible();
  await expect(footer.getByText(/may be paid by facilities for successful referrals/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);

  for (const [group, links] of [
    ['Quick Links', ['Find Treatment', 'By State', 'Treatment Types', 'Insurance Help', 'Get Help Now']],
    ['For Facilities', ['List Your Facility', 'Facility Login', 'Facility Dashboard']],
    ['Support', ['About Us', 'Contact', 'Privacy Policy']],
  ] as const) {
    await expect(footer.getByRole('navigation', { name: group }).getByRole('link')).toHaveText([...links]);
  }
  const badges = footer.getByRole('list', { name: 'Trust and safety' }).getByRole('listitem');
  await expect(badges).toHaveCount(4);
  for (const badge of ['Checks You Can See', '24/7 Support', 'Real Reviews', 'Compassionate Care']) {
    await expect(badges.filter({ hasText: badge })).toHaveCount(1);
  }
  await expect(footer.getByText(/^Disclaimer:/)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Recovery Directory`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Sitemap', exact: true })).toHaveAttribute('href', '/sitemap');

  // Organization data for search engines, as a JSON block React renders (not an executable script).
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d['@type'] === 'Organization');
  expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Recovery Directory' });
  expect(organization?.email).toMatch(/@/);

  // The Content-Security-Policy allows no inline code or styles: none is on the page.
  const inline = await page.evaluate(() => ({
    scripts: [...document.scripts].filter((s) => !s.src && !/^application\/(ld\+)?json$/.test(s.type)).length,
    styleAttributes: document.querySelectorAll('[style]').length,
  }));
  expect(inline).toEqual({ scripts: 0, styleAttributes: 0 });
});

test('the home page: search, real counts, featured centers, treatment types, stories and help', async ({ page }) => {
  const states = (await (await page.request.get('/api/states')).json()) as { facilities: number }[];
  const total = states.reduce((sum, s) => sum + s.facilities, 0);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Find Recovery Centers Near You' })).toBeVisible();
  // "All states", the 50 states, then DC and the five territories in a group of their own.
  const stateOptions = page.getByLabel('State', { exact: true }).getByRole('option');
  await expect(stateOptions).toHaveCount(57);
  await expect(stateOptions.nth(51)).toHaveText('District of Columbia');
  await expect(stateOptions.last()).toHaveText('U.S. Virgin Islands');

  const stats = page.getByRole('region', { name: 'At a glance' });
  await expect(stats.getByText(friendly(total), { exact: true })).toBeVisible();
  // Joined as the language joins a list (Intl.ListFormat: US English writes the serial comma).
  await expect(stats.getByText('treatment centers in 50 states, DC, and 5 territories')).toBeVisible();
  // Nothing without a source (issue 44): no "people helped", no success rate.
  for (const value of ['Free', '24/7']) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  for (const claim of ['100K+', '85%']) await expect(page.getByText(claim)).toHaveCount(0);

  const featured = page.getByRole('region', { name: 'Featured treatment centers' });
  await expect(featured.getByRole('article')).toHaveCount(3);
  for (const link of await featured.getByRole('heading').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/facility\/\d+$/);
  }

  const types = page.getByRole('region', { name: 'Types of treatment' });
  for (const [name, anchor] of [
    ['Inpatient Treatment', 'inpatient'],
    ['Outpatient Treatment', 'outpatient'],
    ['Medical Detox', 'detox'],
    ['Dual Diagnosis', 'dual-diagnosis'],
  ]) {
    await expect(types.getByRole('link', { name })).toHaveAttribute('href', `/treatment-types#${anchor}`);
  }

  const stories = page.getByRole('region', { name: 'Stories of finding help' });
  await expect(stories.getByRole('listitem')).toHaveCount(3);
  await expect(stories.getByText(/^Illustrative stories/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why people trust Recovery Directory' })).toBeVisible();

  const cta = page.getByRole('region', { name: 'Ready to take the first step?' });
  await expect(cta.getByRole('link', { name: 'Find Treatment' })).toHaveAttribute('href', '/search');
  await expect(cta.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/get-help');
  await expect(cta.getByRole('link', { name: /^1-888-/ })).toHaveAttribute('href', /^tel:\+1888/);
  await expect(cta.getByRole('link', { name: 'Call or text 988' })).toBeVisible();

  await featured.getByRole('heading').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/facility\/\d+$/);
});

test('keyboard: the skip link comes first, then the banner, the logo and the navigation', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const reached: string[] = [];
  for (let i = 0; i < 12 && !reached.includes('List Your Facility'); i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached).toEqual(expect.arrayContaining(['Home', 'Find Treatment', 'By State', 'List Your Facility']));
  await expect(nav.getByRole('link', { name: 'List Your Facility' })).toBeFocused();

  // The skip link lands on the page's content.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('every page of this part of the site shows 988 and passes axe; on a 360 px wide phone it shows 988 and never scrolls sideways', async ({ page }) => {
  // Seven pages, three with an axe run: the one-page default would time a busy machine, not the site.
  test.setTimeout(PAGES.length * 15_000);
  const desktop = page.viewportSize()!;
  for (const path of PAGES) {
    await page.setViewportSize(desktop);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the page's data (its loading line) before checking it.
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /call or text 988/i }).first(), path).toBeVisible();
    if (SCANNED.includes(path)) await expectNoAxeViolations(page);
    // The same page narrowed to a phone (the layout is CSS media queries: no reload needed to see it).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('link', { name: /call or text 988/i }).first(), `${path} at 360 px`).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu drawer opens from the right, traps focus, closes on Escape and searches', async ({ page }) => {
    await page.goto('/states');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menu.click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Wait for the slide-in to finish, then check it sits against the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(360);
    const box = await drawer.boundingBox();
    expect(box?.x).toBeGreaterThan(0);
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const nav = drawer.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(7);
    await expect(nav.getByRole('link', { name: 'By State' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Get Help Now' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Focus never reaches the page behind the modal drawer.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const outside = await drawer.evaluate(
        (node) => document.activeElement !== document.body && !node.contains(document.activeElement),
      );
      expect(outside).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // The same search form: blank does nothing, text searches and closes the drawer.
    await menu.click();
    const box2 = drawer.getByRole('combobox', { name: 'Search facilities' });
    await expect(box2).toHaveAttribute('placeholder', 'Search facilities...');
    await box2.press('Enter');
    await expect(page).toHaveURL(/\/states$/);
    await box2.fill(' sober living ');
    await box2.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sober%20living$/);
    await expect(drawer).toBeHidden();

    // A link in the drawer navigates and closes it.
    await menu.click();
    await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  });
});
