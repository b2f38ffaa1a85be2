import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The states list with its map, the state pages and the HTML sitemap, against the seeded database
// (5,200 fictional facilities across the 50 states, DC and the five territories), plus the toasts the
// state page raises.

interface StateRow {
  code: string;
  name: string;
  population: number;
  kind: 'state' | 'district' | 'territory';
  facilities: number;
}

async function statesFromApi(page: Page): Promise<StateRow[]> {
  return (await (await page.request.get('/api/states')).json()) as StateRow[];
}

const facilities = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'facility' : 'facilities'}`;

test('the states page: cards with counts, a name filter, the top 8 and a map', async ({ page }) => {
  const states = await statesFromApi(page);
  const california = states.find((s) => s.code === 'CA')!;
  await page.goto('/states');
  await expect(page).toHaveTitle('Addiction Treatment Centers by State – Recovery Directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Treatment Centers by State' })).toBeVisible();

  const list = page.getByRole('region', { name: /states/ }).filter({ has: page.getByLabel('Filter states by name') });
  await expect(list.getByRole('heading', { name: 'All 50 states' })).toBeVisible();
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(50);
  const card = list.getByRole('link', { name: new RegExp(`^California\\s*${facilities(california.facilities)}`) });
  await expect(card).toHaveAttribute('href', '/states/ca');

  // Case-insensitive substring, with a count heading and an empty state.
  const filter = page.getByLabel('Filter states by name');
  await filter.fill('NEW');
  await expect(list.getByRole('heading', { name: '4 states matching “NEW”' })).toBeVisible();
  await expect(cards).toHaveText([/^New Hampshire/, /^New Jersey/, /^New Mexico/, /^New York/]);
  await filter.fill('carolina');
  await expect(cards).toHaveCount(2);
  await filter.fill('zzz');
  await expect(list.getByText('No states found')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all states' }).click();
  await expect(filter).toHaveValue('');
  await expect(cards).toHaveCount(50);

  // The eight states with the most facilities, most first.
  const expectedTop = [...states]
    .sort((a, b) => b.facilities - a.facilities || a.name.localeCompare(b.name))
    .slice(0, 8)
    .map((s) => s.name);
  const top = page.getByRole('region', { name: 'States with the most centers' }).getByRole('link');
  await expect(top).toHaveText(expectedTop);

  // The map: a named link per state, and a legend.
  const map = page.getByRole('group', { name: 'Map of the United States: choose a state' });
  await expect(map.getByRole('link')).toHaveCount(50);
  const mapCalifornia = map.getByRole('link', { name: `California: ${facilities(california.facilities)}` });
  await expect(mapCalifornia).toHaveAttribute('href', '/states/ca');
  await expect(page.getByRole('list', { name: 'Map legend, facilities per state' }).getByRole('listitem')).not.toHaveCount(0);
  await mapCalifornia.hover();
  await expect(page.getByText(`California: ${facilities(california.facilities)}`, { exact: true })).toBeVisible();
  await mapCalifornia.click();
  await expect(page).toHaveURL(/\/states\/ca$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in California' })).toBeVisible();
});

test('DC and the territories: listed after the 50 states with their counts, each with a page of its listings', async ({ page }) => {
  const places = await statesFromApi(page);
  const others = places.filter((s) => s.kind !== 'state');
  expect(others.map((s) => s.code)).toEqual(['DC', 'AS', 'GU', 'MP', 'PR', 'VI']);
  // Every place the ZIP table covers gets listings from the seed.
  for (const place of others) expect(place.facilities, place.code).toBeGreaterThan(0);
  const puertoRico = others.find((s) => s.code === 'PR')!;

  await page.goto('/states');
  await expect(page.getByRole('heading', { name: 'All 50 states' })).toBeVisible();
  const section = page.getByRole('region', { name: 'DC and territories' });
  const card = (s: StateRow) => new RegExp(`^${s.name.replace(/\./g, '\\.')}\\s*${facilities(s.facilities)}`);
  await expect(section.getByRole('listitem')).toHaveText(others.map(card));
  // The map stays the 50 states.
  await expect(page.getByRole('group', { name: 'Map of the United States: choose a state' }).getByRole('link')).toHaveCount(50);
  // axe: the states page in 'the states pages pass axe…', a state page in the toast test below.

  // The filter reaches them too: no state matches, Puerto Rico does.
  await page.getByLabel('Filter states by name').fill('puerto');
  await expect(page.getByRole('heading', { name: '0 states matching “puerto”' })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No states found')).toHaveCount(0);

  await section.getByRole('link', { name: /^Puerto Rico/ }).click();
  await expect(page).toHaveURL(/\/states\/pr$/);
  await expect(page).toHaveTitle('Addiction Treatment Centers in Puerto Rico – Recovery Directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in Puerto Rico' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Puerto Rico at a glance' }).getByRole('definition')).toHaveText([
    puertoRico.facilities.toLocaleString('en-US'),
    puertoRico.population.toLocaleString('en-US'),
    'N/A',
    'N/A',
  ]);
  const centers = page.getByRole('region', { name: 'Top-rated centers in Puerto Rico' });
  await expect(centers.getByRole('article')).toHaveCount(Math.min(6, puertoRico.facilities));
  for (const card of await centers.getByRole('article').all()) await expect(card.getByText(/, PR$/)).toBeVisible();

  const all = centers.getByRole('link', { name: `View All ${puertoRico.facilities.toLocaleString('en-US')} Facilities` });
  await expect(all).toHaveAttribute('href', '/search?state=PR');

  // The other forms of its name, and the smallest territory.
  await page.goto('/states/us-virgin-islands');
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in U.S. Virgin Islands' })).toBeVisible();
  await page.goto('/states/as');
  await expect(page.getByRole('region', { name: 'Top-rated centers in American Samoa' }).getByRole('article')).toHaveCount(
    Math.min(6, others.find((s) => s.code === 'AS')!.facilities),
  );
});

test('keyboard: Tab reaches the map states, and a skip link jumps past them', async ({ page }) => {
  await page.goto('/states');
  const map = page.getByRole('group', { name: 'Map of the United States: choose a state' });
  await expect(map.getByRole('link')).toHaveCount(50);

  // Start from the map's heading, as a visitor reading down the page would.
  await page.getByRole('heading', { name: 'Treatment centers across the country' }).click();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip the map to the list of states' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(map.getByRole('link', { name: /^Alabama: \d+ facilities$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(map.getByRole('link', { name: /^Alaska: \d+ facilities$/ })).toBeFocused();
  await expect(page.getByText(/^Alaska: \d+ facilities$/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/states\/ak$/);

  await page.goBack();
  await page.getByRole('heading', { name: 'Treatment centers across the country' }).click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Filter states by name')).toBeFocused();
});

test('the map ships with the states page only, and draws its states from one static SVG file', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  // A file the page's Content-Security-Policy refused would be reported here.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured treatment centers' }).getByRole('article')).toHaveCount(3);
  expect(scripts.filter((s) => s.includes('states-page'))).toEqual([]);

  // A page the browser draws itself: the states page's chunk, and no chunk of shapes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'By State' }).click();
  const map = page.getByRole('group', { name: 'Map of the United States: choose a state' });
  await expect(map).toBeVisible();
  expect(scripts.filter((s) => s.includes('states-page'))).toHaveLength(1);
  expect(scripts.filter((s) => s.includes('us-state-shapes'))).toEqual([]);
  await expectDrawn(map.getByRole('link', { name: /^California: / }).locator('use'));

  // The server's page names the file and carries no outline of its own.
  const html = await (await page.request.get('/states')).text();
  const drawnByServer = /<svg class="us-map__svg"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
  expect(drawnByServer).toMatch(/<use [^>]*href="\/assets\/us-states-[0-9a-f]{10}\.svg#CA"/);
  expect(drawnByServer).not.toMatch(/\sd="/);

  await page.goto('/states');
  const california = map.getByRole('link', { name: /^California: / }).locator('use');
  const href = await california.getAttribute('href');
  expect(href).toMatch(/^\/assets\/us-states-[0-9a-f]{10}\.svg#CA$/);
  const file = await page.request.get(href!.replace(/#.*/, ''));
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/svg+xml');
  expect(file.headers()['cache-control']).toContain('immutable');
  const svg = await file.text();
  const ids = [...svg.matchAll(/<path id="([A-Za-z]+)" d="M[^"]+"\/>/g)].map((m) => m[1]);
  expect(ids.filter((id) => id !== 'other')).toHaveLength(50);
  expect(ids).toContain('CA');
  expect(ids).toContain('other');
  await expectDrawn(california);

  // A state still lights up: its outline drawn over the map from the same file.
  await map.getByRole('link', { name: /^California: / }).hover();
  await expect(page.locator('.us-map__highlight')).toHaveAttribute('href', href!);

  // The Spanish page draws from the same file.
  await page.goto('/es/states');
  await expectDrawn(page.getByRole('group', { name: 'Mapa de Estados Unidos: elija un estado' }).getByRole('link', { name: /^California: / }).locator('use'));
  expect(errors).toEqual([]);
});

/** The state's outline came from the file: a <use> whose file did not load has an empty box. */
async function expectDrawn(use: Locator) {
  // In viewBox units (975 × 610): California is about 144 × 247.
  await expect.poll(() => use.evaluate((e: SVGUseElement) => Math.min(e.getBBox().width, e.getBBox().height))).toBeGreaterThan(100);
}

test('a state page by code: hero, statistics, six centers, all of them, resources, help', async ({ page }) => {
  const california = (await statesFromApi(page)).find((s) => s.code === 'CA')!;
  await page.goto('/states/ca');
  await expect(page).toHaveTitle('Addiction Treatment Centers in California – Recovery Directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in California' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Call 24\/7 Helpline 1-888-/ })).toHaveAttribute('href', /^tel:\+1888/);

  const stats = page.getByRole('region', { name: 'California at a glance' });
  await expect(stats.getByRole('definition')).toHaveText([
    california.facilities.toLocaleString('en-US'),
    california.population.toLocaleString('en-US'),
    'N/A',
    'N/A',
  ]);
  await expect(stats.getByRole('term')).toHaveText([
    'Treatment facilities listed',
    'Population',
    'Overdose deaths (yearly)',
    'People needing treatment',
  ]);

  const centers = page.getByRole('region', { name: 'Top-rated centers in California' });
  await expect(centers.getByRole('article')).toHaveCount(6);
  await expect(centers.getByRole('article').first().getByText(/, CA$/)).toBeVisible();
  const all = centers.getByRole('link', { name: `View All ${california.facilities.toLocaleString('en-US')} Facilities` });
  await expect(all).toHaveAttribute('href', '/search?state=CA');

  const resources = page.getByRole('region', { name: 'Resources and support' });
  await expect(resources.getByRole('link', { name: 'call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(resources.getByRole('link', { name: '1-800-662-4357' })).toBeVisible();
  await expect(resources.getByText('text HOME to')).toBeVisible();
  for (const group of ['Alcoholics Anonymous (AA)', 'Narcotics Anonymous (NA)', 'SMART Recovery']) {
    await expect(resources.getByText(group)).toBeVisible();
  }
  const cta = page.getByRole('region', { name: 'Not sure which center is right?' });
  await expect(cta.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/get-help');

  await all.click();
  await expect(page).toHaveURL(/\/search\?state=CA$/);
});

test('a state page by full name or hyphenated name, and an unknown state', async ({ page }) => {
  const states = await statesFromApi(page);
  const newYork = states.find((s) => s.code === 'NY')!;

  await page.goto('/states/california');
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in California' })).toBeVisible();

  await page.goto('/states/new-york');
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in New York' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `View All ${newYork.facilities.toLocaleString('en-US')} Facilities` }),
  ).toHaveAttribute('href', '/search?state=NY');

  // From one state page to another: the new state's data, never the old one's.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'States' }).click();
  await page.getByRole('region', { name: /states/ }).getByRole('link', { name: /^Texas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in Texas' })).toBeVisible();

  await page.goto('/states/zz');
  await expect(page).toHaveTitle('State Not Found – Recovery Directory');
  await expect(page.getByRole('heading', { level: 1, name: 'State Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all states' }).click();
  await expect(page).toHaveURL(/\/states$/);
});

test('a state with no listings, and a state whose listings fail to load', async ({ page }) => {
  await page.route('**/api/facility/public/states/*/facilities*', (route) =>
    route.fulfill({
      json: { state: { code: 'VT', name: 'Vermont', slug: 'vermont', population: 643077 }, facilities: [], total: 0, cities: [] },
    }),
  );
  // The Worker renders a first visit itself; these answers are faked for the browser's own loads,
  // so the page is reached by a link from /states.
  await page.goto('/states');
  await page.getByRole('link', { name: /^Vermont\b/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addiction Treatment Centers in Vermont' })).toBeVisible();
  await expect(page.getByText('No facilities listed yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Treatment centers in Vermont' }).getByRole('link', { name: /^Call 1-888-/ })).toHaveAttribute(
    'href',
    /^tel:\+1888/,
  );
  await expect(page.getByRole('link', { name: /^View All/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/facility/public/states/*/facilities*');
  await page.route('**/api/facility/public/states/*/facilities*', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Storage is unavailable.', requestId: 'x' } } }),
  );
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'States' }).click();
  await page.getByRole('link', { name: /^Rhode Island\b/ }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Storage is unavailable.' })).toBeVisible();
  await expect(page.getByText('No facilities listed yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' }).getByRole('definition')).toHaveText(['0', 'N/A', 'N/A', 'N/A']);
});

test('copying a state page’s link raises a toast that can be swiped, closed or left to go', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/states/ca');
  const copy = page.getByRole('button', { name: 'Copy link to this page' });
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByRole('listitem').filter({ hasText: 'Link copied to clipboard!' });

  // Raised, announced politely, and the address really is on the clipboard.
  await copy.click();
  await expect(region.getByRole('status').getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/states\/ca$/);
  // axe with the toast on screen: the pointer rests on it, which holds it there however long axe takes.
  await toast.hover();
  await expectNoAxeViolations(page);

  // F8 takes focus to the notifications; the close button closes it.
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  await region.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);

  // A short swipe springs back; one past 50 px to the right closes it. Each drag starts when the
  // toast is still (its entrance and the spring back are animations), as a person's would.
  const settled = () => toast.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  await copy.click();
  await expect(toast).toBeVisible();
  await settled();
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await settled();
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);

  // Left alone, it goes after 5 seconds (raised from the keyboard: a pointer resting on a toast
  // pauses it, and the toast appears where this button can be).
  await page.mouse.move(0, 0);
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 3000 });

  // Closed from the keyboard, focus goes back where it was rather than to the top of the page.
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Close notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  await expect(copy).toBeFocused();
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('toasts span the screen on a phone and stay within 420 px on a wider one', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/states/ca');
    await page.getByRole('button', { name: 'Copy link to this page' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Link copied to clipboard!' });
    await expect(toast).toBeVisible();
    const narrow = (await toast.boundingBox())!;
    expect(narrow.x).toBeGreaterThanOrEqual(0);
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.setViewportSize({ width: 1280, height: 800 });
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(420);
  });
});

test('the sitemap page lists every page, every state by letter and the emergency numbers', async ({ page }) => {
  const states = await statesFromApi(page);
  await page.goto('/sitemap');
  await expect(page).toHaveTitle('Sitemap – Recovery Directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();

  const main = page.getByRole('region', { name: 'Main pages' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Find Treatment (search)', '/search'],
    ['Treatment Types', '/treatment-types'],
    ['Insurance Help', '/insurance'],
    ['Resources', '/resources'],
    ['Get Help Now', '/get-help'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('region', { name: 'For facilities' }).getByRole('link')).toHaveText([
    'List Your Facility (sign up)',
    'Facility Login',
  ]);
  await expect(page.getByRole('region', { name: 'Legal' }).getByRole('link')).toHaveText(['Terms of Service', 'Privacy Policy']);

  const emergency = page.getByRole('region', { name: 'Emergency numbers' });
  await expect(emergency.getByRole('link', { name: 'call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(emergency.getByRole('link', { name: '1-800-662-4357' })).toBeVisible();
  await expect(emergency.getByText(/Crisis Text Line: text HOME to/)).toBeVisible();
  await expect(emergency.getByRole('link', { name: '741741' })).toHaveAttribute('href', /^sms:741741/);

  const byLetter = page.getByRole('region', { name: 'States, DC and Territories', exact: true });
  await expect(byLetter.getByRole('link')).toHaveCount(states.length);
  const letters = [...new Set(states.map((s) => s.name.charAt(0)))].sort();
  await expect(byLetter.getByRole('heading', { level: 3 })).toHaveText(letters);
  const m = byLetter.getByRole('region', { name: 'M', exact: true });
  await expect(m.getByRole('link')).toHaveCount(states.filter((s) => s.name.startsWith('M')).length);
  const texas = states.find((s) => s.code === 'TX')!;
  await expect(byLetter.getByRole('listitem').filter({ hasText: 'Texas' })).toHaveText(`Texas (${facilities(texas.facilities)})`);
  await expect(byLetter.getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/states/tx');

  const xml = page.getByRole('link', { name: 'XML sitemap' });
  await expect(xml).toHaveAttribute('href', '/sitemap.xml');
  const response = await page.request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
});

test('the states pages pass axe with the filter empty and with a state focused on the map', async ({ page }) => {
  await page.goto('/states');
  await expect(page.getByRole('heading', { name: 'All 50 states' })).toBeVisible();
  await page.getByRole('group', { name: 'Map of the United States: choose a state' }).getByRole('link').nth(4).focus();
  await expectNoAxeViolations(page);
  await page.getByLabel('Filter states by name').fill('xyz');
  await expect(page.getByText('No states found')).toBeVisible();
  await expectNoAxeViolations(page);
});
