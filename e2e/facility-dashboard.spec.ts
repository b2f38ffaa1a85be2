import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoAxeViolations, inMain, signInAsDemoAdmin } from './support';

// The facility dashboard against the seeded database, as the demo facility (listing 1). Each test
// adds something unique (a word, a visitor), so the tests can run again on the same database.

const DEMO_LISTING = '/facility/1';

async function signInAsDemoFacility(page: Page) {
  await page.goto('/facility-login');
  await page.getByLabel('Email').fill(DEMO.facility.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.facility.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard$/);
}

test('an edited description waits for review: the public page keeps the old text until the admin approves, then page and search show the new', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A word no listing has, so the search finds this edit and nothing else.
  const word = `quillmere${Date.now().toString(36)}`;
  const added = `Evening groups on weekdays (${word}).`;

  await signInAsDemoFacility(page);
  const listingName = (await inMain(page).getByRole('heading', { level: 1 }).innerText()).trim();
  await inMain(page).getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Listing' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/listing$/);
  const description = inMain(page).getByLabel('Description');
  const before = await description.inputValue();
  await description.fill(`${before} ${added}`);
  await inMain(page).getByRole('button', { name: 'Save and Send for Review' }).click();
  await expect(inMain(page).getByText(/Your changes were sent for review/)).toBeVisible();
  const waiting = inMain(page).getByRole('table', { name: 'What your update changes' });
  await expect(waiting.getByRole('row', { name: /Description/ })).toContainText(word);
  await expect(inMain(page).getByText('Your listing update is under review')).toBeVisible();
  await expectNoAxeViolations(page);

  // The preview shows the change; the public page does not yet.
  await inMain(page).getByRole('link', { name: 'Preview your listing' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/preview$/);
  await expect(inMain(page).getByText(added)).toBeVisible();
  await expect(inMain(page).getByRole('button', { name: /Request Information/i })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(DEMO_LISTING);
  await expect(visitor.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  await expect(inMain(visitor).getByText(word)).toHaveCount(0);

  // The admin approves the update on the desk.
  const admin = await (await browser.newContext()).newPage();
  await signInAsDemoAdmin(admin, '/admin-dashboard');
  await admin.getByLabel('Status').selectOption({ label: 'Pending' });
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(/status=pending/);
  await admin.getByRole('link', { name: listingName, exact: true }).first().click();
  const panel = admin.getByRole('region', { name: listingName });
  await expect(panel.getByRole('table', { name: 'What this update changes' })).toContainText(word);
  await panel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(panel.getByRole('status')).toHaveText('Facility approved successfully!');

  await visitor.reload();
  await expect(inMain(visitor).getByText(added)).toBeVisible();
  // Search rebuilds its index in the background within seconds: look until it is there.
  await expect(async () => {
    await visitor.goto(`/search?q=${word}`);
    await expect(inMain(visitor).getByRole('link', { name: listingName, exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The dashboard no longer has anything waiting, and says what happened.
  await page.goto('/facility-dashboard');
  await expect(inMain(page).getByText('Your listing update is under review')).toHaveCount(0);
  await expect(inMain(page).getByRole('region', { name: 'Recent Activity' })).toContainText('Listing update approved and published');
});
