import { expect } from '@playwright/test';
import { expectNoAxeViolations, inMain, test } from './support';

// The verification desk on the real Worker: staff find a listing in the queue of listings due for a
// check, record a phone call that confirmed its phone and address (after the form refuses a
// confirmation that names nothing), and the listing's page then says so in plain words with the
// Verified badge, whose page explains what it means and does not.

test('staff record a phone check; the listing then shows it and the Verified badge, whose page opens', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', '/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');

  // The most-visited listing due (never checked by our team, in a fresh database), found by its name.
  const due = (await (await page.request.get('/api/admin/verifications/due?limit=1')).json()) as { items: Array<{ id: number; name: string }> };
  const listing = due.items[0]!;
  await page.getByLabel('Listing name').fill(listing.name);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = inMain(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }) }).first();
  await expect(row).toContainText('Never checked by our team');
  await row.getByRole('link', { name: `Record a check of ${listing.name}` }).click();

  const form = page.getByRole('form', { name: `Record a check of ${listing.name}` });
  await form.getByLabel('How it was checked').selectOption({ label: 'Phone call to the listed number' });
  await form.getByLabel('Outcome').selectOption({ label: 'Confirmed' });
  await expectNoAxeViolations(page);
  // A confirmation names what it confirmed.
  await form.getByRole('button', { name: 'Record check' }).click();
  await expect(form.getByText('Tick what the check confirmed: a check that confirmed or corrected the listing names what.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Phone' }).check();
  await form.getByRole('checkbox', { name: 'Address' }).check();
  await form.getByLabel('Notes').fill('Spoke with the front desk.');
  await form.getByRole('button', { name: 'Record check' }).click();
  await expect(page.getByRole('status').getByText(`Check of ${listing.name} recorded: Confirmed. Its page shows it as Verified.`)).toBeVisible();
  // Checked: no longer due.
  await expect(inMain(page).getByRole('rowheader', { name: new RegExp(listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveCount(0);

  // The listing's page: the check in plain words, and the badge.
  await page.goto(`/facility/${listing.id}`);
  const checks = page.getByRole('region', { name: 'Checked by our team' });
  await expect(checks.getByRole('listitem')).toHaveText([/^Phone and address checked by our team by phone on [A-Z][a-z]+ \d{1,2}, \d{4}$/]);
  await expect(page.getByText('Spoke with the front desk.')).toHaveCount(0);
  const badge = page.getByRole('link', { name: 'Verified (what this means)' });
  await expect(badge).toBeVisible();
  await expectNoAxeViolations(page);

  await badge.click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What “Verified” Means' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Verified does not mean' })).toBeVisible();
  await expect(page.getByText('It is not an endorsement.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
