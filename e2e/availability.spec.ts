import { expect } from '@playwright/test';
import { expectNoAxeViolations, gotoUntilAppReady, inMain, test } from './support';

// Availability (issue 24), as the demo facility (listing 1): stated and confirmed on the dashboard,
// then read by a visitor on the listing page and in search, with its filter.

const DEMO_LISTING = '/facility/1';
const CONFIRMED_TODAY = 'Accepting new patients · confirmed today';

test('a facility confirms its availability on the dashboard; the listing page and the search card show it confirmed today, and the filter finds it', async ({
  page,
  anotherBrowser,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'facility', '/facility-dashboard');
  const listingName = (await inMain(page).getByRole('heading', { level: 1 }).innerText()).trim();
  const section = inMain(page).getByRole('region', { name: 'Availability' });

  await section.getByRole('button', { name: /^(Set|Update) availability$/ }).click();
  const form = section.getByRole('form', { name: 'Update availability' });
  await form.getByLabel('Accepting new patients').selectOption('yes');
  await form.getByLabel('Open beds').fill('4');
  await form.getByLabel('Typical wait (days)').fill('3');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(section.getByRole('status')).toHaveText(/Saved: your listing shows the new availability now/);
  await expect(section.getByText('Accepting new patients (confirmed today)')).toBeVisible();

  await section.getByRole('button', { name: 'Still accurate' }).click();
  await expect(section.getByRole('status')).toHaveText('Confirmed: your listing shows your availability as confirmed today.');
  await expect(section.getByText('4 open beds (confirmed today)')).toBeVisible();
  await expectNoAxeViolations(page);

  // A visitor: the listing page says it, rendered by the Worker and the same once hydrated.
  const visitor = gotoUntilAppReady(await anotherBrowser());
  const html = await (await visitor.request.get(DEMO_LISTING)).text();
  expect(html).toContain(CONFIRMED_TODAY);
  await visitor.goto(DEMO_LISTING);
  const availability = inMain(visitor).getByRole('region', { name: 'Availability' });
  await expect(availability.getByText(CONFIRMED_TODAY)).toBeVisible();
  await expect(availability.getByText('4 open beds · confirmed today')).toBeVisible();
  await expect(availability.getByText('Typical wait: 3 days · confirmed today')).toBeVisible();

  // Search in its state (its name can read as a place): the card says it, and the filter keeps it.
  const { facility } = (await (await visitor.request.get('/api/facility/public/1')).json()) as { facility: { state: string } };
  await visitor.goto(`/search?state=${facility.state}`);
  const filter = visitor.getByRole('checkbox', { name: /Accepting new patients \(confirmed in the last 14 days\) \(\d+\)/ });
  // The box is controlled by the URL, so it shows as ticked once the navigation lands: click, then expect.
  await filter.click();
  await expect(visitor).toHaveURL(/[?&]accepting=1(&|$)/);
  await expect(filter).toBeChecked();
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: listingName }) });
  await expect(card.getByText(CONFIRMED_TODAY)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Remove Accepting new patients' })).toBeVisible();
});
