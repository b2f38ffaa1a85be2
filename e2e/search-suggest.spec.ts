import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// Suggestions as the visitor types (GET /api/search/suggest), in the search page's box and the
// header's: the combobox pattern with the keyboard and the mouse, against the seeded database.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the search page box suggests a state for a misspelt search; picked with the keyboard, it lands on the understood search', async ({
  page,
}) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search treatment centers' });
  await box.fill('alchohol rehab tex');
  const texas = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Texas — place' });
  await expect(texas).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', /suggestions$/);
  await expectNoAxeViolations(page);

  // Escape closes the list; ArrowDown opens it again, and moves onto the first option.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(texas).toBeHidden();
  await box.press('ArrowDown');
  await expect(texas).toBeVisible();
  await box.press('ArrowDown');
  await expect(texas).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await texas.getAttribute('id'))!);
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=alchohol(%20|\+)rehab(%20|\+)Texas$/);
  await expect(page.getByText('Showing results for alcohol rehab texas')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove Texas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove Alcohol Addiction' })).toBeVisible();
  await page.getByRole('link', { name: 'Remove Alcohol Addiction' }).click();
  await expect(page).toHaveURL((url) => {
    const q = url.searchParams.get('q') ?? '';
    return /texas/i.test(q) && !/alc/i.test(q);
  });
  await expect(page.getByRole('link', { name: 'Remove Alcohol Addiction' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remove Texas' })).toBeVisible();
});

test('Enter with no option chosen searches for the text as typed', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search treatment centers' });
  await box.fill('deto');
  await expect(page.getByRole('option', { name: 'Detoxification — treatment' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=deto(&|$)/);
});

test('the header search suggests a city and a facility name, picked with the mouse', async ({ page, request }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Search facilities' });
  await toggle.click();
  const box = page.getByRole('combobox', { name: 'Search facilities' });
  await box.fill('denv');
  await page.getByRole('option', { name: 'Denver, CO — place' }).click();
  await expect(page).toHaveURL(/\/search\?q=Denver(%20|\+)CO$/);
  await expect(page.getByRole('link', { name: 'Remove Denver, CO' })).toBeVisible();

  // A listing's name, from the data: its first words are enough.
  const found = (await (await request.get('/api/facility/public/search?sort=rating&limit=1')).json()) as {
    facilities: Array<{ id: number; name: string }>;
  };
  const facility = found.facilities[0]!;
  await toggle.click();
  await box.fill(facility.name.slice(0, -2));
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(facility.name)}( \\([A-Z]{2}\\))? — facility$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/facility\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: facility.name })).toBeVisible();
});
