import { expect, type Page } from '@playwright/test';
import { CONFIRMATION_SUBJECT, emailedToken, expectNoAxeViolations, inMain, serverUrl, signInThroughApi, test, untilAppReady, type Role } from './support';

// The facility dashboard against the seeded database, as the demo facility (listing 1). Each test
// adds something unique (a word, a visitor), so the tests can run again on the same database.

const DEMO_LISTING = '/facility/1';

/** Signs `email` in through the API (the sign-in form has its own test) and opens the dashboard. */
async function signInAsFacility(page: Page, email: string, password: string) {
  await signInThroughApi(page.request, serverUrl(), 'facility', { email, password });
  await page.goto('/facility-dashboard');
  await expect(page).toHaveURL(/\/facility-dashboard$/);
  await untilAppReady(page);
}

test('an edited description waits for review: the public page keeps the old text until the admin approves, then page and search show the new', async ({
  page,
  anotherBrowser,
  signIn,
}) => {
  test.setTimeout(120_000);
  // A word no listing has, so the search finds this edit and nothing else.
  const word = `quillmere${Date.now().toString(36)}`;
  const added = `Evening groups on weekdays (${word}).`;

  await signIn(page, 'facility', '/facility-dashboard');
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

  const visitor = await anotherBrowser();
  await visitor.goto(DEMO_LISTING);
  await expect(visitor.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  await expect(inMain(visitor).getByText(word)).toHaveCount(0);

  // The admin approves the update on the desk.
  const admin = await anotherBrowser();
  await signIn(admin, 'admin', '/admin-dashboard');
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

/** The number on the card labelled `label` in the list of cards `list` ("1,204" → 1204). */
async function counter(page: Page, label: string, list = 'Your listing in numbers'): Promise<number> {
  const card = inMain(page)
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.locator('.stat-card__label', { hasText: new RegExp(`^${label}$`) }) });
  return Number((await card.locator('.stat-card__value').innerText()).replace(/,/g, ''));
}

test('a visitor opens a listing and requests information: the facility sees its views and inquiries rise and opens the inquiry', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'facility', '/facility-dashboard');
  const viewsBefore = await counter(page, 'Total Views');
  const inquiriesBefore = await counter(page, 'Inquiries');

  // A person (a browser's user agent, not a crawler's or a headless one's), new to this listing today:
  // a view counts once per address (Cloudflare names it in CF-Connecting-IP), so an address of this run's own.
  const run = Date.now().toString(36);
  const visitor = await (
    await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      extraHTTPHeaders: { 'CF-Connecting-IP': `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1` },
    })
  ).newPage();
  await visitor.goto(DEMO_LISTING);
  await untilAppReady(visitor);
  const facilityName = (await visitor.getByRole('heading', { level: 1 }).innerText()).trim();
  await visitor.getByRole('button', { name: 'Request information' }).click();
  const form = visitor.getByRole('form', { name: `Request information from ${facilityName}` });
  const name = `Robin Vale ${run}`;
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone number').fill('555-010-0177');
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(visitor.getByText(`${facilityName} can also read your request and may contact you.`)).toBeVisible();

  // Views are written in batches within seconds: look until the counter has it.
  await expect(async () => {
    await page.reload();
    expect(await counter(page, 'Total Views')).toBe(viewsBefore + 1);
  }).toPass({ timeout: 30_000 });
  expect(await counter(page, 'Inquiries')).toBe(inquiriesBefore + 1);
  await expect(inMain(page).getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'New inquiry received' }).first()).toBeVisible();

  await inMain(page).getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/inquiries$/);
  const newest = inMain(page).getByRole('table', { name: 'Inquiries, newest first' }).getByRole('row').nth(1);
  await expect(newest).toContainText(name);
  await expect(newest).toContainText('New');
  await expectNoAxeViolations(page);
  await newest.getByRole('link', { name }).click();
  await expect(inMain(page).getByRole('heading', { name: `Inquiry from ${name}` })).toBeVisible();
  await expect(inMain(page).getByText('555-010-0177')).toBeVisible();
  await inMain(page).getByLabel('Status').selectOption({ label: 'Contacted' });
  await inMain(page).getByRole('button', { name: 'Save Status' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: /./ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The address of an inquiry names no one: no health information in URLs or titles.
  expect(page.url()).toMatch(/\/facility-dashboard\/inquiries\/\d+$/);
  expect(await page.title()).not.toContain('Robin');

  // Analytics has today's view and inquiry, over 30 days and over 90, as a chart with its table.
  await inMain(page).getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/analytics$/);
  expect(await counter(page, 'Views', 'Your listing, last 30 days')).toBeGreaterThanOrEqual(1);
  expect(await counter(page, 'Inquiries', 'Your listing, last 30 days')).toBeGreaterThanOrEqual(1);
  await inMain(page).getByRole('button', { name: 'Show data table' }).click();
  const table = inMain(page).getByRole('table', { name: /Views and inquiries per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page);
  await inMain(page).getByRole('link', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/analytics\?days=90$/);
  await expect(inMain(page).getByRole('list', { name: 'Your listing, last 90 days' })).toBeVisible();
});

type SignIn = (page: Page, role: Role, path: string) => Promise<void>;

/** A facility registered and approved through the API (this test is about Settings), named `name`. */
async function approvedFacility(anotherBrowser: () => Promise<Page>, signIn: SignIn, name: string, email: string, password: string) {
  const visitor = await anotherBrowser();
  // State-changing requests must come from our own origin (a page's fetch sends it; this one says it).
  const origin = { Origin: new URL((await visitor.goto('/'))!.url()).origin };
  const registration = await visitor.request.post('/api/facility/registrations', {
    // A facility's own office (Cloudflare names the client in this header): the registrations the
    // other tests make from this machine count against this machine's hourly limit, not this one's.
    headers: { ...origin, 'CF-Connecting-IP': `198.51.100.${1 + (Date.now() % 250)}` },
    data: {
      email,
      password,
      confirmPassword: password,
      facilityName: name,
      contactPerson: 'Avery Stone',
      title: 'Director',
      phone: '(555) 555-0142',
      website: '',
      address: '8 Pier Street',
      city: 'Portland',
      state: 'ME',
      zipCode: '04101',
      description: 'Outpatient programs for adults.',
      established: '',
      treatmentTypes: ['outpatient'],
      specializations: [],
      capacity: '',
      accreditation: '',
      agreeToTerms: true,
      agreeToReview: true,
    },
  });
  expect(registration.status()).toBe(202);
  // The emailed link confirms the address: the registration goes to the desk, and its id comes back.
  const confirmed = await visitor.request.post('/api/facility/registrations/confirmation', {
    headers: origin,
    data: { token: await emailedToken(visitor.request, email, CONFIRMATION_SUBJECT) },
  });
  expect(confirmed.status()).toBe(200);
  const submission = (await confirmed.json()) as { id: number };
  const admin = await anotherBrowser();
  await signIn(admin, 'admin', '/admin-dashboard');
  // The decision names the version of the submission the desk shows.
  const shown = (await (await admin.request.get(`/api/admin/submissions/${submission.id}`)).json()) as { submission: { version: number } };
  const approved = await admin.request.post(`/api/admin/submissions/${submission.id}/approve`, { headers: origin, data: { version: shown.submission.version } });
  expect(approved.status()).toBe(200);
}

test('settings: contact details for us, a password change that ends the other sessions, and signing out everywhere', async ({
  page,
  anotherBrowser,
  signIn,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const email = `settings-${run}@test.example.org`;
  const [first, second] = ['Harbor Light 2026', 'Quiet Tide 2027'];
  await approvedFacility(anotherBrowser, signIn, `Pier ${run} Recovery`, email, first);

  const other = await anotherBrowser();
  await signInAsFacility(other, email, first);
  await signInAsFacility(page, email, first);
  await inMain(page).getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/settings$/);

  const contact = inMain(page).getByRole('region', { name: 'Contact Details' });
  await expect(contact.getByLabel('Contact Person')).toHaveValue('Avery Stone');
  await contact.getByLabel('Contact Person').fill('Jamie Ortiz');
  await contact.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(contact.getByText('Your contact details were saved.')).toBeVisible();
  // A new email waits for the link emailed to it; notices go on to the confirmed address meanwhile.
  const intake = `intake-${run}@test.example.org`;
  await contact.getByLabel('Email', { exact: true }).fill(intake);
  await contact.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(contact.getByRole('status').filter({ hasText: 'We sent a link to' })).toContainText(
    `We sent a link to ${intake}; until you follow it, notices go to ${email}.`,
  );
  await expectNoAxeViolations(page);
  // Its page confirms with a button, in a browser that is not signed in.
  const inbox = await anotherBrowser();
  await inbox.goto(`/facility-contact/confirm?token=${await emailedToken(inbox.request, intake, 'Confirm your contact email address')}`);
  await inbox.getByRole('button', { name: 'Confirm My Email Address' }).click();
  await expect(inbox.getByRole('heading', { name: 'Contact Email Confirmed' })).toBeVisible();
  await expectNoAxeViolations(inbox);

  const password = inMain(page).getByRole('region', { name: 'Change Password' });
  await password.getByLabel('Current Password').fill('not my password');
  await password.getByLabel('New Password', { exact: true }).fill(second);
  await password.getByLabel('Confirm New Password').fill(second);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByLabel('Current Password')).toHaveAccessibleDescription(/not correct/);
  await password.getByLabel('Current Password').fill(first);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText(/Your password has been changed/)).toBeVisible();

  // The other browser is signed out; this one stays in.
  await other.reload();
  await expect(other).toHaveURL(/\/facility-login/);
  await page.reload();
  await expect(inMain(page).getByRole('region', { name: 'Contact Details' }).getByLabel('Contact Person')).toHaveValue('Jamie Ortiz');
  await expect(inMain(page).getByRole('region', { name: 'Contact Details' }).getByLabel('Email', { exact: true })).toHaveValue(intake);
  await expect(inMain(page).getByText('We sent a link to')).toHaveCount(0);

  await inMain(page).getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/facility-login/);
  await page.goto('/facility-dashboard/settings');
  await expect(page).toHaveURL(/\/facility-login\?redirectTo=%2Ffacility-dashboard%2Fsettings$/);
  // Signing in again brings the facility back to the page it asked for, with the new password.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/settings$/);
});
