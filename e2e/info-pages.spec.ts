import { expect, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The informational pages against the seeded database: treatment types, insurance (with its
// provider search), get help / resources, about (its counts computed from the data), terms and
// privacy. Each is checked for the spec's texts, WCAG 2.2 AA (axe), the keyboard and a 360 px phone.

interface SiteConfig {
  helpline: { display: string; tel: string };
  crisisHelpline: { display: string; tel: string };
  helplineAnsweredBy: string;
  contactEmail: string;
}

async function siteConfig(request: APIRequestContext): Promise<SiteConfig> {
  const response = await request.get('/api/site');
  expect(response.status()).toBe(200);
  return (await response.json()) as SiteConfig;
}

const TREATMENT_CARDS = [
  { id: 'inpatient', title: 'Inpatient Treatment', duration: '30-90 days' },
  { id: 'outpatient', title: 'Outpatient Treatment', duration: '3-12 months' },
  { id: 'iop', title: 'Intensive Outpatient Program (IOP)', duration: '3-6 months (9-20 hours per week)' },
  { id: 'php', title: 'Partial Hospitalization Program (PHP)', duration: '2-8 weeks (20-30 hours per week)' },
  { id: 'detox', title: 'Medical Detox', duration: '3-10 days' },
  { id: 'sober-living', title: 'Sober Living', duration: '3-12+ months' },
];

test('treatment types: six cards with their durations and search links, dual diagnosis and the guidance', async ({ page, request }) => {
  const site = await siteConfig(request);
  await page.goto('/treatment-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Types of Addiction Treatment' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Treatment Types' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const levels = page.getByRole('region', { name: 'Levels of Care' });
  await expect(levels.getByRole('article')).toHaveCount(6);
  for (const card of TREATMENT_CARDS) {
    const article = levels.getByRole('article', { name: card.title });
    await expect(article).toHaveAttribute('id', card.id);
    await expect(article.getByText(card.duration, { exact: true })).toBeVisible();
    await expect(article.getByText('Level of care', { exact: true })).toBeVisible();
    await expect(article.getByText('Best for:')).toBeVisible();
    await expect(article.getByRole('link', { name: /^Find .+ centers$/ })).toHaveAttribute('href', `/search?treatment=${card.id}`);
  }
  // Health content makes no promise of a cure.
  await expect(page.getByRole('main').getByText(/\bcure[sd]?\b/i)).toHaveCount(0);

  const dual = page.getByRole('region', { name: 'Dual Diagnosis (Co-occurring Disorders)' });
  await expect(dual).toHaveAttribute('id', 'dual-diagnosis');
  await expect(dual.getByRole('link', { name: 'Find dual diagnosis programs' })).toHaveAttribute(
    'href',
    '/search?specializations=dual-diagnosis',
  );

  const guidance = page.getByRole('region', { name: 'Choosing the Right Level of Care' });
  for (const factor of ['Addiction severity:', 'Medical needs:', 'Support system:', 'Life responsibilities:']) {
    await expect(guidance.getByText(factor)).toBeVisible();
  }
  await expect(guidance.getByRole('link', { name: site.helpline.display })).toHaveAttribute('href', site.helpline.tel);
  await expect(guidance.getByText(`Calls are answered by ${site.helplineAnsweredBy}.`)).toBeVisible();
  await expect(guidance.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/get-help');
  await expect(guidance.getByRole('link', { name: 'Search Treatment Centers' })).toHaveAttribute('href', '/search');
  await expectNoAxeViolations(page);

  // A card's search link lands on a filtered search.
  await levels.getByRole('article', { name: 'Medical Detox' }).getByRole('link', { name: 'Find detox centers' }).click();
  await expect(page).toHaveURL(/\/search\?treatment=detox$/);
  await expect(page.getByRole('checkbox', { name: /^Detoxification \(/ })).toBeChecked();
});

test('the home page’s anchors land on their card', async ({ page }) => {
  for (const anchor of ['detox', 'dual-diagnosis', 'sober-living']) {
    await page.goto(`/treatment-types#${anchor}`);
    const target = anchor === 'dual-diagnosis' ? page.getByRole('region', { name: /^Dual Diagnosis/ }) : page.locator(`#${anchor}`);
    await expect(target).toBeInViewport();
  }
});

test('insurance: banner, coverage figures, provider search, the 4-step guide and options without insurance', async ({
  page,
  request,
}) => {
  const site = await siteConfig(request);
  await page.goto('/insurance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Using Insurance for Addiction Treatment');

  const banner = page.getByRole('region', { name: 'Free Insurance Verification' });
  await expect(banner.getByRole('link', { name: `Call ${site.helpline.display}` })).toHaveAttribute('href', site.helpline.tel);

  const coverage = page.getByRole('region', { name: 'What Insurance Usually Covers' });
  for (const [title, figure] of [
    ['Private Insurance', '70-90% after deductible'],
    ['Medicare', '80% for approved services'],
    ['Medicaid', 'Full coverage for qualifying individuals'],
  ] as const) {
    const card = coverage.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText(`Typical coverage: ${figure}`)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Common providers' })).toBeVisible();
  }

  // The provider search: 12 popular providers with no text, case-insensitive substring matches with text.
  const search = page.getByRole('searchbox', { name: 'Search insurance providers' });
  const popular = page.getByRole('list', { name: 'Popular insurance providers' }).getByRole('listitem');
  await expect(popular).toHaveCount(12);
  await expect(popular.first()).toContainText('Aetna');
  await expect(page.getByText(/^Showing 12 popular providers\./)).toBeVisible();

  await search.fill('BLUE');
  const matches = page.getByRole('list', { name: 'Matching insurance providers' }).getByRole('listitem');
  await expect(matches.first()).toBeVisible();
  const names = await matches.allTextContents();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names) expect(name.toLowerCase()).toContain('blue');
  await expect(matches.filter({ hasText: 'Blue Cross Blue Shield' }).getByRole('link', { name: 'Find centers that accept Blue Cross Blue Shield' })).toHaveAttribute(
    'href',
    '/search?insurance=blue-cross-blue-shield',
  );

  await search.fill('kaiser');
  await expect(matches).toHaveCount(1);
  await expect(matches).toContainText('Kaiser Permanente');

  await search.fill('zzqx insurer');
  await expect(page.getByText('No insurance providers found matching your search.')).toBeVisible();
  await expect(page.getByRole('list', { name: /insurance providers$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await search.fill('');
  await expect(popular).toHaveCount(12);

  const guide = page.getByRole('region', { name: 'How to Verify Your Coverage in 4 Steps' });
  await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
    /Contact your insurer$/,
    /Ask the key questions$/,
    /Get pre-authorization$/,
    /Understand your benefits$/,
  ]);
  await expect(guide.getByText('Questions to ask:')).toHaveCount(4);

  const none = page.getByRole('region', { name: 'No Insurance? You Still Have Options' });
  for (const option of ['Payment plans', 'Financial aid', 'State programs']) {
    await expect(none.getByRole('heading', { name: option })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Questions About Your Coverage?' }).getByRole('link', { name: site.helpline.display })).toHaveAttribute(
    'href',
    site.helpline.tel,
  );
  await expectNoAxeViolations(page);
});

test('get help and resources are the same page, with every crisis and treatment line', async ({ page, request }) => {
  const site = await siteConfig(request);
  for (const path of ['/get-help', '/resources']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Help Now');
    const lines = page.getByRole('region', { name: 'Talk to Someone Now' });
    await expect(lines.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(lines.getByRole('link', { name: 'text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(lines.getByRole('link', { name: '1-800-662-4357' })).toHaveAttribute('href', 'tel:+18006624357');
    await expect(lines.getByRole('link', { name: site.helpline.display })).toHaveAttribute('href', site.helpline.tel);
    await expect(lines.getByText(`Calls are answered by ${site.helplineAnsweredBy}.`)).toBeVisible();
    await expect(lines.getByRole('link', { name: '1-800-222-1222' })).toHaveAttribute('href', 'tel:+18002221222');
    await expect(lines.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(lines.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', /^sms:741741/);

    await expect(page.getByRole('heading', { name: 'Request a Call From a Treatment Coordinator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();

    const aside = page.getByRole('complementary', { name: /Why reach out/ });
    await expect(aside.getByRole('heading', { name: 'Why Reach Out' })).toBeVisible();
    const emergency = aside.getByRole('region', { name: 'Emergency Numbers' });
    await expect(emergency.getByRole('link', { name: '988' })).toBeVisible();
    await expect(emergency.getByRole('link', { name: '1-800-222-1222' })).toBeVisible();
    await expect(emergency.getByRole('link', { name: '911' })).toBeVisible();
    // Facts with no figure lacking a source (issue 44): no head count of "Americans in recovery".
    await expect(aside.getByText('Confidential help to find treatment')).toBeVisible();
    await expect(aside.getByText('Americans in recovery')).toHaveCount(0);

    const next = page.getByRole('region', { name: 'More Ways to Find Help' });
    await expect(next.getByRole('link', { name: 'Find treatment centers' })).toHaveAttribute('href', '/search');
    await expect(next.getByRole('link', { name: 'Learn about treatment types' })).toHaveAttribute('href', '/treatment-types');
    await expect(next.getByRole('link', { name: 'Check your insurance coverage' })).toHaveAttribute('href', '/insurance');
  }
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
});

test('about: mission, disclaimer, three steps, and center and state counts computed from the directory', async ({
  page,
  request,
}) => {
  const states = (await (await request.get('/api/states')).json()) as Array<{ facilities: number }>;
  const centers = states.reduce((sum, s) => sum + s.facilities, 0);
  const covered = states.filter((s) => s.facilities > 0).length;
  expect(centers).toBeGreaterThan(0);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Recovery Directory');
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What We Do' })).toBeVisible();

  const disclaimer = page.getByRole('region', { name: 'Important Disclaimer' });
  await expect(disclaimer).toContainText('affiliate marketing and referral service');
  await expect(disclaimer).toContainText('We are not a treatment provider');
  await expect(disclaimer).toContainText('We may be paid by treatment facilities for successful referrals');

  const how = page.getByRole('region', { name: 'How It Works' });
  await expect(how.getByRole('listitem')).toHaveCount(3);
  await expect(how.getByRole('heading', { level: 3 })).toHaveText([/Search$/, /Compare$/, /Connect$/]);

  const impact = page.getByRole('region', { name: 'Our Impact' });
  await expect(impact.getByRole('term').filter({ hasText: centers.toLocaleString('en-US') })).toBeVisible();
  await expect(impact.getByRole('definition').filter({ hasText: 'treatment centers listed' })).toBeVisible();
  await expect(impact.getByRole('term').filter({ hasText: new RegExp(`^${covered}$`) })).toBeVisible();
  // Only counted figures: the site's own scale is never a hard-coded claim, and no figure without a source (issue 44).
  await expect(impact.getByRole('term')).toHaveCount(2);
  for (const claim of ['750+', '85%', '23.5M', '100K+']) await expect(page.getByText(claim)).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Run a Treatment Center?' }).getByRole('link', { name: 'List Your Facility' })).toHaveAttribute(
    'href',
    '/facility-signup',
  );
  await expect(page.getByRole('region', { name: 'Questions? We’re Here to Help' }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoAxeViolations(page);
});

test('terms and privacy: dated, linked home, and privacy says what is stored and who can read it', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText('Last updated January 2024')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main')).toContainText('We are not a treatment provider');
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Last updated January 2024')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '7. Children’s privacy' })).toBeVisible();
  await expect(main).toContainText('not directed to children under 13');
  await expect(main).toContainText('can be read only by our administrators and, if you sent it from a facility’s page, by that facility');
  await expect(main).toContainText('never in a web address (URL), and it is never written to our server logs');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// One visit per page for both: a page load is most of what a browser test costs.
test('every page works from the keyboard (tabbing reaches its main actions) and, on a 360 px wide phone, never scrolls sideways', async ({ page }) => {
  const targets: Array<[string, { role: 'link' | 'button' | 'searchbox'; name: string | RegExp } | null]> = [
    ['/treatment-types', { role: 'link', name: 'Search Treatment Centers' }],
    ['/insurance', { role: 'searchbox', name: 'Search insurance providers' }],
    ['/get-help', { role: 'button', name: 'Send Request' }],
    ['/resources', null],
    ['/about', { role: 'link', name: 'Contact Us' }],
    ['/contact', null],
    ['/terms', { role: 'link', name: 'Back to Home' }],
    ['/privacy', { role: 'link', name: 'Back to Home' }],
  ];
  const desktop = page.viewportSize()!;
  for (const [path, target] of targets) {
    await page.setViewportSize(desktop);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (target) {
      const wanted = page.getByRole('main').getByRole(target.role, { name: target.name }).last();
      await expect(wanted).toBeVisible();
      let reached = false;
      for (let i = 0; i < 120 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await wanted.evaluate((el) => el === document.activeElement);
      }
      expect(reached, `${path}: Tab reaches ${String(target.name)}`).toBe(true);
    }
    // The same page narrowed to a phone (the layout is CSS media queries: no reload needed to see it).
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 360 px`).toBeLessThanOrEqual(360);
  }
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the insurance search with its results does not scroll sideways, and passes axe', async ({ page }) => {
    await page.goto('/insurance');
    await page.getByRole('searchbox', { name: 'Search insurance providers' }).fill('blue');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
