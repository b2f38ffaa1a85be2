import { expect, type Page } from '@playwright/test';
import { approvedListing, call, PASSWORD, registration } from './content-safety';
import { completeWizard, confirmEmail, expectNoAxeViolations, inMain, NEW_PASSWORD, serverUrl, signInThroughApi, test, uniqueEmail } from './support';

// The review desk against the seeded database: a facility registers through the wizard, the demo
// admin decides on it, and the facility sees the decision. Each test registers its own facility
// under a unique name, so the tests can run again on the same database.

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)} Recovery`;

async function register(page: Page, email: string, name: string) {
  await page.goto('/facility-signup');
  await completeWizard(page, email, name);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/facility-signup\/success$/);
  // The registration reaches the desk once its address is confirmed.
  await confirmEmail(page, email);
}

/** Opens the facility's newest submission on the desk, from the Pending filter. */
async function openPending(page: Page, name: string) {
  await page.goto('/admin-dashboard');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=pending/);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** The facility signs in (through the API: the sign-in form has its own test) and opens its dashboard. */
async function facilitySignIn(page: Page, email: string) {
  await signInThroughApi(page.request, serverUrl(), 'facility', { email, password: NEW_PASSWORD });
  await page.goto('/facility-dashboard');
  await expect(page).toHaveURL(/\/facility-dashboard$/);
}

test('a registration approved on the desk is published at once, and the facility sees it Active', async ({ page, anotherBrowser, signIn }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const name = uniqueName('Lantern Cove');
  await register(page, email, name);
  const inMaine = async () =>
    ((await (await page.request.get('/api/facility/public/states/me/facilities?limit=1')).json()) as { total: number }).total;
  const mainBefore = await inMaine();

  const admin = await anotherBrowser();
  await signIn(admin, 'admin', '/admin-dashboard');
  await expect(admin.getByRole('heading', { level: 2, name: 'Select a Submission' })).toBeVisible();
  const pendingBefore = Number(await admin.getByRole('list', { name: 'Submission counts' }).getByRole('listitem').first().locator('.stat-card__value').innerText());
  await openPending(admin, name);
  const panel = admin.getByRole('region', { name });
  await expect(panel.getByText('12 Harbor Road')).toBeVisible();
  await expect(panel.getByText('Detoxification')).toBeVisible();
  await expect(panel.getByText('Jordan Lee')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact Facility' })).toHaveAttribute('href', `mailto:${email}`);
  // axe: an open submission on the desk is scanned in the next test (with its history).

  await panel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(panel.getByRole('status')).toHaveText('Facility approved successfully!');
  await expect(panel.getByText('This submission has already been approved.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve Facility' })).toHaveCount(0);
  await expect(admin.getByRole('list', { name: 'Submission counts' }).getByRole('listitem').first()).toContainText(String(pendingBefore - 1));

  // Search rebuilds its index in the background within seconds: look until it is there.
  await expect(async () => {
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(inMain(page).getByRole('link', { name, exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The state page counts it (it lists the best rated first; a new listing has no rating yet).
  await page.goto('/states/me');
  await expect(inMain(page).getByRole('link', { name: `View All ${(mainBefore + 1).toLocaleString('en-US')} Facilities` })).toBeVisible();
  await page.goto(`/facility/${/\/facility\/(\d+)/.exec(await panel.getByRole('link', { name: 'View public listing' }).getAttribute('href') ?? '')![1]}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await facilitySignIn(page, email);
  await expect(inMain(page).getByText('Listing status: Active')).toBeVisible();
});

test('a rejection needs notes; the facility reads them, corrects and resubmits; the desk shows both submissions', async ({ page, anotherBrowser, signIn }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const name = uniqueName('Birch Hollow');
  await register(page, email, name);

  const admin = await anotherBrowser();
  await signIn(admin, 'admin', '/admin-dashboard');
  await openPending(admin, name);
  const panel = admin.getByRole('region', { name });
  await panel.getByRole('button', { name: 'Reject with Feedback' }).click();
  await expect(panel.getByLabel('Review Notes')).toHaveAccessibleDescription(/Please provide review notes for rejection/);
  await expect(panel.getByLabel('Review Notes')).toBeFocused();
  const notes = 'Please add your state license number to the description.';
  await panel.getByLabel('Review Notes').fill(notes);
  await panel.getByRole('button', { name: 'Reject with Feedback' }).click();
  await expect(panel.getByRole('status')).toHaveText('Facility rejected with feedback sent.');
  await expect(panel.getByText('This submission has already been rejected.')).toBeVisible();

  await facilitySignIn(page, email);
  await expect(inMain(page).getByText('Listing status: Rejected')).toBeVisible();
  await expect(inMain(page).getByText(notes)).toBeVisible();
  await inMain(page).getByRole('link', { name: 'Correct and resubmit your listing' }).click();
  const description = inMain(page).getByLabel('Description');
  await expect(description).toHaveValue('Outpatient and detox programs for adults.');
  await description.fill('Outpatient and detox programs for adults. State license 12-3456.');
  await inMain(page).getByRole('button', { name: 'Resubmit for Review' }).click();
  await expect(inMain(page).getByText('Your corrected listing was sent for review.')).toBeVisible();
  await expect(inMain(page).getByText('Listing status: Under Review')).toBeVisible();

  await openPending(admin, name);
  const second = admin.getByRole('region', { name });
  await expect(second.getByText('Outpatient and detox programs for adults. State license 12-3456.')).toBeVisible();
  const history = second.getByRole('listitem').filter({ hasText: 'Rejected' });
  await expect(history).toContainText(notes);
  await expectNoAxeViolations(admin);
});

// Issue 22: the desk approves only what it showed. The facility saves its update again (another
// browser) while the admin reads it; Approve then changes nothing and shows the new version.
test('an update that changed while the admin reviewed it is not approved; the desk shows the new version to decide again', async ({ page, anotherBrowser, signIn }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const name = uniqueName('Juniper Ridge');
  await signIn(page, 'admin', '/admin-dashboard');
  const facilityId = await approvedListing(page, email, { facilityName: name });
  const published = async () => (await call<{ facility: { phone: string; website: string } }>(page, 'GET', `/api/facility/public/${facilityId}`)).facility;
  expect((await published()).phone).toBe('(307) 555-0142');

  // The facility, in its own browser, edits its published listing through Manage Listing's endpoint.
  const facility = await anotherBrowser();
  await call(facility, 'POST', '/api/facility/session', { email, password: PASSWORD });
  // Manage Listing's fields, as registered (the rest of the registration is not the listing's).
  const { password: _p, confirmPassword: _c, contactPerson: _n, title: _t, capacity: _cap, agreeToTerms: _a, agreeToReview: _r, ...listing } =
    registration(email, { facilityName: name });
  const save = (changes: { phone: string; website?: string }) => call(facility, 'PUT', '/api/facility/me/listing', { ...listing, insurance: [], ...changes });
  await save({ phone: '(512) 555-0100' });

  await openPending(page, name);
  const panel = page.getByRole('region', { name });
  const changes = panel.getByRole('table', { name: 'What this update changes' });
  await expect(changes.getByRole('row', { name: /Phone/ })).toContainText('(512) 555-0100');

  // Saved again while the admin reads it: another phone, and a website.
  await save({ phone: '(900) 555-0666', website: 'https://juniper-ridge.example.org' });
  await panel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(panel.getByRole('alert')).toContainText('This update changed while you were reviewing it');
  // The desk shows the new version, to decide again; nothing went live.
  await expect(changes.getByRole('row', { name: /Phone/ })).toContainText('(900) 555-0666');
  await expect(changes.getByRole('row', { name: /Website/ })).toContainText('https://juniper-ridge.example.org');
  await expect(panel.getByRole('button', { name: 'Approve Facility' })).toBeEnabled();
  expect((await published()).phone).toBe('(307) 555-0142');
  await expectNoAxeViolations(page);

  // Approving the version shown now publishes it.
  await panel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(panel.getByRole('status')).toHaveText('Facility approved successfully!');
  await expect(panel.getByText('This submission has already been approved.')).toBeVisible();
  expect(await published()).toMatchObject({ phone: '(900) 555-0666', website: 'https://juniper-ridge.example.org' });
});
