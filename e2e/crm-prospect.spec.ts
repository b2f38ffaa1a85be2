import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, inMain, test } from './support';

// A prospect's detail view against the real Worker: its own uniquely named prospects (made through the
// API), edited field by field, its status change on the timeline, a call logged, a task added and
// completed, a listed facility linked, a name clash refused on its field, and deletion.

/** A new prospect in Wyoming through the JSON API (the admin's session, our own origin); its id. */
async function createProspect(page: Page, facilityName: string): Promise<number> {
  const response = await page.request.post('/api/admin/crm/prospects', {
    headers: { Origin: new URL(page.url()).origin },
    data: { facilityName, state: 'WY', status: 'contacted', priority: 'medium', contactName: 'Casey Morgan' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { prospect: { id: number } }).prospect.id;
}

/** Yesterday, as a date input takes it: a task due then is overdue. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('a prospect is edited, its timeline and tasks kept, a listing linked, then deleted', async ({ page, signIn }) => {
  // A dozen saves, each waited for: 30 s is too short on a busy two-core machine.
  test.setTimeout(60_000);
  const name = `E2E Detail ${Date.now().toString(36)}`;
  await signIn(page, 'admin', '/admin/crm');
  const id = await createProspect(page, name);

  await page.goto(`/admin/crm/prospects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Prospect: ${name}` })).toBeVisible();
  // axe: this page is scanned below, with its timeline, tasks and linked listing.

  // One field edited and the status changed: saved together, the change on the timeline.
  const details = page.getByRole('form', { name: 'Details' });
  await expect(details.getByLabel('Contact name')).toHaveValue('Casey Morgan');
  await details.getByLabel('Contact phone').fill('(307) 555-0142');
  await details.getByLabel('Tags').fill('referral, e2e');
  await details.getByLabel('Status').selectOption({ label: 'Qualified' });
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Prospect saved.' })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Status: Contacted → Qualified' })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Changed: Tags, Contact phone' })).toBeVisible();
  await page.reload();
  await expect(details.getByLabel('Contact phone')).toHaveValue('(307) 555-0142');
  await expect(details.getByLabel('Tags')).toHaveValue('referral, e2e');
  await expect(details.getByLabel('Status')).toHaveValue('qualified');

  // A call logged by hand: newest first, with who logged it.
  const log = page.getByRole('form', { name: 'Log an activity' });
  await log.getByLabel('Kind').selectOption('call');
  await log.getByLabel('What happened').fill('Spoke with Casey about a featured listing.');
  await log.getByRole('button', { name: 'Log Activity' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Call logged.' })).toBeVisible();
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('Call');
  await expect(newest).toContainText('Spoke with Casey about a featured listing.');
  await expect(newest).toContainText('Demo Admin');

  // A task due yesterday is overdue, in words; completing it says so and offers Reopen.
  const addTask = page.getByRole('form', { name: 'Add a task' });
  await addTask.getByLabel('Title').fill('Send the proposal');
  await addTask.getByLabel('Due date').fill(yesterday());
  await addTask.getByLabel('Priority').selectOption('high');
  await addTask.getByRole('button', { name: 'Add Task' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Task added: Send the proposal.' })).toBeVisible();
  const task = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Send the proposal' });
  await expect(task).toContainText('Overdue');
  await task.getByRole('button', { name: 'Complete Send the proposal' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Task completed: Send the proposal.' })).toBeVisible();
  await expect(task.getByRole('button', { name: 'Reopen Send the proposal' })).toBeVisible();
  await expect(task).not.toContainText('Overdue');
  await expect(history).toContainText('Task completed');

  // A listed facility found by part of its name, chosen and linked: its status and public page.
  const find = page.getByRole('search', { name: 'Link a listing' });
  await find.getByLabel('Listing name').fill('Quillfeather');
  await find.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radio', { name: /Quillfeather Ridge Recovery Center/ }).check();
  await page.getByRole('button', { name: 'Link Listing' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Linked to Quillfeather Ridge Recovery Center.' })).toBeVisible();
  const listing = page.getByRole('region', { name: 'Directory listing' });
  await expect(listing).toContainText('Active');
  await expect(listing.getByRole('link', { name: /View public listing/ })).toHaveAttribute('href', '/facility/1');
  await expectNoAxeViolations(page);

  // Nothing wider than a small phone.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Unlinked again.
  await listing.getByRole('button', { name: /^Unlink/ }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Listing unlinked.' })).toBeVisible();
  await expect(listing).toContainText('Not linked to a listing');

  // Deleted after the question; back on the list with a message, and its page is gone.
  await page.getByRole('button', { name: 'Delete Prospect…' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByRole('group', { name: /Delete .*\? Its timeline/ }).getByRole('button', { name: 'Delete Prospect' }).click();
  await expect(page).toHaveURL(/\/admin\/crm$/);
  await expect(page.getByRole('status').filter({ hasText: 'Prospect deleted' })).toBeVisible();
  await page.goto(`/admin/crm/prospects/${id}`);
  await expect(inMain(page).getByRole('alert')).toContainText('We could not load this prospect');
  await expect(inMain(page).getByRole('link', { name: 'Back to prospects' })).toBeVisible();
});

test('a facility name already used in its state is refused on the name field', async ({ page, signIn }) => {
  const name = `E2E Clash ${Date.now().toString(36)}`;
  await signIn(page, 'admin', '/admin/crm');
  await createProspect(page, name);
  const other = await createProspect(page, `${name} Two`);

  await page.goto(`/admin/crm/prospects/${other}`);
  const details = page.getByRole('form', { name: 'Details' });
  await details.getByLabel('Facility name').fill(name.toLowerCase());
  await details.getByRole('button', { name: 'Save Changes' }).click();
  const field = details.getByLabel('Facility name');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(details).toContainText(`A prospect named ${name.toLowerCase()} already exists in WY.`);
  // Another field's message comes from the shared schema.
  await details.getByLabel('Facility name').fill(`${name} Two`);
  await details.getByLabel('Estimated annual revenue').fill('12,000');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details).toContainText('Estimated annual revenue must be a whole number of dollars.');
});
