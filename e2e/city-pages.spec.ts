import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// Issue 25, city pages, against the seeded database: from a state page to one of its cities to a
// listing; the city page read without script; axe once.

interface CityLink {
  name: string;
  state: string;
  slug: string;
  count: number;
}

/** California's cities with pages, as its state page's API lists them, largest first. */
async function citiesOfCalifornia(page: Page): Promise<CityLink[]> {
  const res = await page.request.get('/api/facility/public/states/ca/facilities?limit=1');
  const { cities } = (await res.json()) as { cities: CityLink[] };
  expect(cities.length).toBeGreaterThan(0);
  return [...cities].sort((a, b) => b.count - a.count);
}

test('a state page links its cities; a city page lists its centers, its counts and its neighbours', async ({ page }) => {
  test.setTimeout(60_000);
  const [city] = await citiesOfCalifornia(page);
  await page.goto('/states/ca');
  const cities = page.getByRole('navigation', { name: 'Cities in California' });
  // The city links are plain anchors followed in the app (no page load) once the page has
  // hydrated, which the button only script can offer shows.
  await expect(page.getByRole('button', { name: 'Copy link to this page' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await cities.getByRole('link', { name: city!.name, exact: true }).click();

  await expect(page).toHaveURL(`/states/ca/${city!.slug}`);
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  await expect(page).toHaveTitle(`Addiction Treatment Centers in ${city!.name}, CA – Recovery Directory`);
  await expect(page.getByRole('heading', { level: 1, name: `Addiction Treatment Centers in ${city!.name}, CA` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By treatment type' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'By insurance accepted' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Nearby cities' }).getByRole('link', { name: 'All treatment centers in California' })).toBeVisible();
  await expectNoAxeViolations(page);

  const centers = page.getByRole('region', { name: `Top-rated centers in ${city!.name}` });
  const first = centers.getByRole('heading', { level: 3 }).first();
  const name = (await first.textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/facility\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Back on the state page, drawn by the browser this time: its city links come from its data.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/states/ca');
  await expect(cities.getByRole('link', { name: city!.name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
});

test('a city the search box reads links to its page', async ({ page }) => {
  const [city] = await citiesOfCalifornia(page);
  await page.goto(`/search?q=${encodeURIComponent(`detox in ${city!.name} ca`)}`);
  await page.getByRole('link', { name: `All ${city!.count} centers in ${city!.name}` }).click();
  await expect(page).toHaveURL(`/states/ca/${city!.slug}`);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a city page reads: its centers, counts and links are in the HTML', async ({ page }) => {
    const [city] = await citiesOfCalifornia(page);
    await page.goto(`/states/ca/${city!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Addiction Treatment Centers in ${city!.name}, CA` })).toBeVisible();
    const centers = page.getByRole('region', { name: `Top-rated centers in ${city!.name}` });
    await expect(centers.getByRole('heading', { level: 3 })).toHaveCount(Math.min(city!.count, 24));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'California' })).toHaveAttribute('href', '/states/ca');
  });

  test('a city without a page is a 404 page', async ({ page }) => {
    const res = await page.goto('/states/ca/no-such-city');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'City Not Found' })).toBeVisible();
  });
});
