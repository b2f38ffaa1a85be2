import { expect } from '@playwright/test';
import { expectNoAxeViolations, inMain, test } from './support';

// The inboxes against the real Worker and a freshly seeded database: a visitor's get-help request
// reaches the leads inbox, opening it writes the audit line, and its status is changed; a problem
// reported on a listing is resolved on the reports screen. Sign-ins here always succeed.

test('a get-help request is found in the leads inbox, opened (audited) and marked contacted', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  const name = `Inbox Visitor${Date.now()}`;
  await page.goto('/get-help');
  const form = page.getByRole('form', { name: 'Request a call from a treatment coordinator' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone number').fill('(555) 010-4499');
  await form.getByLabel('State').selectOption({ label: 'Colorado' });
  await form.getByLabel('How soon do you need help?').selectOption('immediate');
  await form.getByLabel('Message').fill('Please call in the evening.');
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(/A treatment coordinator will contact you/)).toBeVisible();

  await signIn(page, 'admin', '/admin/leads');
  const filters = page.getByRole('search', { name: 'Filter leads' });
  await filters.getByLabel('Urgency').selectOption('immediate');
  await filters.getByLabel('Status').selectOption('new');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/urgency=immediate/);
  const row = inMain(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveClass(/admin-table__urgent/);
  await expect(row.getByText('Immediate')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lead: ${name}` })).toBeVisible();
  await expect(inMain(page).getByText('Please call in the evening.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening the lead wrote its audit line, with the admin as actor.
  const id = /\/admin\/leads\/(\d+)$/.exec(page.url())![1]!;
  const audit = await page.request.get(`/api/admin/audit-log?target=lead:${id}&action=lead.view`);
  expect(audit.status()).toBe(200);
  const lines = ((await audit.json()) as { items: { action: string; actor: { email: string | null } }[] }).items;
  expect(lines).toHaveLength(1);
  expect(lines[0]!.action).toBe('lead.view');
  expect(lines[0]!.actor.email).toBeTruthy();

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await page.getByLabel('Internal notes').fill('Called back; will call again tomorrow.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lead updated.' })).toBeVisible();

  // Back to the list with its filters; the lead now shows Contacted.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await expect(page).toHaveURL(/urgency=immediate/);
  await page.getByRole('search', { name: 'Filter leads' }).getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(inMain(page).getByRole('row').filter({ hasText: name })).toContainText('Contacted');

  // A page on another site (127.0.0.1 is another site than localhost) that sends the signed-in admin
  // to the lead's API address: the admin cookie is SameSite=Strict, so the request arrives signed
  // out, is refused, and writes no audit line.
  const here = new URL(page.url());
  const elsewhere = `${here.protocol}//127.0.0.1:${here.port}/about`;
  const followLink = async (href: string) => {
    await page.goto(elsewhere);
    await page.evaluate((to) => {
      const link = Object.assign(document.createElement('a'), { href: to, textContent: 'Open' });
      document.body.prepend(link);
    }, href);
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Open', exact: true }).click()]);
    return response!;
  };
  const views = async () =>
    ((await (await page.request.get(`${here.origin}/api/admin/audit-log?target=lead:${id}&action=lead.view`)).json()) as { items: unknown[] }).items.length;
  const viewsBefore = await views();
  const crossSite = await followLink(`${here.origin}/api/admin/leads/${id}`);
  expect(crossSite.status()).toBe(401);
  expect(await views()).toBe(viewsBefore);
  // A link to the lead's page (an email, a chat) still opens it signed in: the page's own calls are same-site.
  await followLink(`${here.origin}/admin/leads/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Lead: ${name}` })).toBeVisible();
});

test('a problem reported on a listing is resolved as "No change needed"', async ({ page, signIn }) => {
  const details = `Phone rings out ${Date.now()}`;
  await page.goto('/facility/1');
  await page.getByRole('button', { name: 'Report a problem with this listing' }).click();
  const reportForm = page.getByRole('form', { name: 'Report a problem with this listing' });
  await reportForm.getByLabel('What is wrong?').selectOption({ label: 'The facility has closed' });
  await reportForm.getByLabel('Details').fill(details);
  await reportForm.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText(/Thank you for letting us know/)).toBeVisible();

  await signIn(page, 'admin', '/admin/reports?status=open');
  const card = inMain(page).getByRole('listitem').filter({ hasText: details });
  await expect(card).toContainText('The facility has closed');
  await expectNoAxeViolations(page);
  await card.getByRole('radio', { name: 'Correct the listing' }).check();
  await expect(card.getByLabel('Facility name')).not.toHaveValue('');
  await card.getByRole('radio', { name: 'No change needed' }).check();
  await expect(card.getByLabel('Facility name')).toHaveCount(0);
  await card.getByLabel('Notes').fill('Called them: still open.');
  await card.getByRole('button', { name: 'Resolve Report' }).click();
  await expect(inMain(page).getByRole('listitem').filter({ hasText: details })).toHaveCount(0);

  await page.goto('/admin/reports?status=resolved');
  await expect(inMain(page).getByRole('listitem').filter({ hasText: details })).toContainText('No change needed');
});
