/// <reference types="node" />
import { expect, type Page } from '@playwright/test';
import { deliveredEmail, expectNoAxeViolations, inMain, test } from './support';

// Staff accounts end to end, against a freshly seeded database in which the demo admin is the only
// active administrator: an invitation is written to the outbox and delivered (the email wrangler
// dev's send_email binding sent carries the link; the outbox screen shows it removed), is sent again
// (the first link stops working), sets a password in another browser, signs in; the demo admin
// disables the account and the audit log shows each step.
// No sign-in here fails (five failures would lock this client for 15 minutes).

const INVITE_SUBJECT = 'You are invited to administer the directory';
const STAFF_PASSWORD = 'Lighthouse keeper 2026';

async function staffIdOf(page: Page, email: string): Promise<number> {
  const res = await page.request.get('/api/admin/staff?limit=100');
  const body = (await res.json()) as { items: { id: number; email: string }[] };
  return body.items.find((m) => m.email === email)!.id;
}

test('an invited administrator sets a password and signs in; disabled, their session ends; all of it audited', async ({ page, browser, signIn }) => {
  // Two emails go through the queue and the local send_email binding on the way.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Riley Keeper ${stamp}`;
  const email = `staff-${stamp}@test.example.org`;

  await signIn(page, 'admin', '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Demo Admin/ })).toContainText('Active');
  await expectNoAxeViolations(page);

  // Invite: the form's own checks first, then the invitation.
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(`Invitation sent to ${email}.`);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
  // The same address again: the Worker's 409, on the field.
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The queue's consumer sends it: the delivered email carries the link, in its text and HTML.
  const first = await deliveredEmail(page.request, email, INVITE_SUBJECT);
  const firstPath = /\/admin\/invite\?token=[0-9a-f]{64}/.exec(first.text ?? '')![0];
  expect(first.html).toContain(`${firstPath}"`);

  // The outbox shows it sent, with the provider's id, and the link removed from the copy it keeps.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Search recipient or subject').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?q=/);
  await page.getByRole('row', { name: new RegExp(email) }).getByRole('link', { name: INVITE_SUBJECT }).click();
  const opened = page.getByRole('region', { name: INVITE_SUBJECT });
  await expect(opened.getByRole('heading', { name: INVITE_SUBJECT })).toBeFocused();
  await expect(async () => {
    await page.reload();
    await expect(opened.getByText(first.messageId)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(opened.getByText(/only the recipient’s copy has it/)).toBeVisible();
  await expect(opened.getByText(/\[link removed/)).toBeVisible();
  await expect(opened.getByText(/invite\?token=/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Sent again from the staff screen: a new email with a new link; the first link stops working.
  await page.goto('/admin/staff');
  const pending = page.getByRole('row', { name: new RegExp(email) });
  await pending.getByRole('button', { name: `Email a new link to ${name}` }).click();
  await expect(pending.getByRole('status')).toHaveText('A new link was sent; the earlier one no longer works.');
  const again = await deliveredEmail(page.request, email, INVITE_SUBJECT, [first.messageId]);
  const invitePath = /\/admin\/invite\?token=[0-9a-f]{64}/.exec(again.text ?? '')![0];
  expect(invitePath).not.toBe(firstPath);

  // In a browser of their own, the invited person sets a password; the token leaves the address bar.
  const other = await browser.newContext();
  const invitee = await other.newPage();
  // The superseded link says so on open, before a password is typed twice.
  await invitee.goto(firstPath);
  await expect(inMain(invitee).getByRole('alert')).toHaveText(
    'This invitation link is not valid or has expired. Please ask an administrator for a new one.',
  );
  await invitee.goto(invitePath);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
  await expect(invitee).toHaveURL(/\/admin\/invite$/);
  await invitee.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await invitee.getByLabel('Confirm Password', { exact: true }).fill(`${STAFF_PASSWORD}!`);
  await invitee.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel('Confirm Password', { exact: true }).fill(STAFF_PASSWORD);
  await invitee.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee).toHaveURL(/\/admin\/login$/);
  await expect(inMain(invitee).getByRole('status')).toHaveText('Your account is ready. Please sign in.');
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await invitee.getByRole('button', { name: 'Sign In to CRM' }).click();
  await expect(invitee).toHaveURL(/\/admin\/crm$/);
  await expect(invitee.getByText(/^Signed in as/)).toContainText(name);
  // The link worked once, and says so when opened again.
  await invitee.goto(invitePath);
  await expect(inMain(invitee).getByRole('alert')).toHaveText(
    'This invitation link is not valid or has expired. Please ask an administrator for a new one.',
  );
  await expect(invitee.getByLabel('Password', { exact: true })).toHaveCount(0);

  // Back as the demo admin: disable the new administrator, by keyboard, after the confirmation.
  await page.goto('/admin/staff');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Active');
  const disable = row.getByRole('button', { name: `Disable ${name}` });
  await disable.focus();
  await page.keyboard.press('Enter');
  const question = row.getByRole('form', { name: /Are you sure\?/ });
  await expect(question).toContainText(`Disable ${name}.`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(disable).toBeFocused();
  await disable.click();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${name}` })).toBeFocused();

  // Their session ended at once.
  await invitee.goto('/admin/crm');
  await expect(invitee).toHaveURL(/\/admin\/login\?redirectTo=/);
  await other.close();

  // The last active administrator cannot disable their own account: the Worker's reason is shown.
  const mine = page.getByRole('row', { name: /Demo Admin/ });
  await mine.getByRole('button', { name: 'Disable your own account' }).click();
  await mine.getByRole('button', { name: 'Confirm' }).click();
  await expect(mine.getByRole('alert')).toHaveText(
    'This is the last active administrator, so it cannot be disabled. Invite or enable another administrator first.',
  );
  await expect(mine).toContainText('Active');

  // The audit log shows each step against the account.
  const id = await staffIdOf(page, email);
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('Target (e.g. lead:12)').fill(`user:${id}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  const entries = page.getByRole('table', { name: /Audit log/ });
  await expect(entries.getByRole('row')).toHaveCount(5);
  for (const action of ['staff.invite', 'staff.invite_resend', 'staff.invite_accept', 'staff.disable']) {
    await expect(entries.getByText(action, { exact: true })).toBeVisible();
  }
  await expect(entries.getByRole('row', { name: /staff\.disable/ })).toContainText('Demo Admin');
  await expect(entries.getByRole('row', { name: /staff\.invite_accept/ })).toContainText(name);
  await expectNoAxeViolations(page);
});

test('on a tablet, the staff, outbox and audit screens fit the width; the privacy page states the retention period', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await signIn(page, 'admin', '/admin/staff');
  for (const path of ['/admin/staff', '/admin/outbox', '/admin/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(800);
  }
  await page.goto('/privacy');
  await expect(page.getByText(/We delete requests and messages after 365 days/)).toBeVisible();
});
