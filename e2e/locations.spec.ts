import { expect, type Page } from '@playwright/test';
import { approvedListing, call, PASSWORD } from './content-safety';
import { expectNoAxeViolations, inMain, serverUrl, signInThroughApi, test, uniqueEmail } from './support';

// Several locations under one account (issue 24): a provider with a published listing adds a second
// location from its dashboard, our admin approves it on the review desk, and the same account
// manages both: it switches between them and sees each one's listing, inquiries and availability.

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)} Recovery`;

const switcher = (page: Page) => inMain(page).getByRole('navigation', { name: 'Your locations' });
const tabs = (page: Page) => inMain(page).getByRole('navigation', { name: 'Dashboard' });

/** Sends a lead to listing `facilityId` as a visitor would (the lead form's body). */
async function sendLead(page: Page, facilityId: number, name: string) {
  await call(page, 'POST', '/api/leads', {
    name,
    phone: '(307) 555-0147',
    email: 'visitor@example.org',
    state: 'WY',
    addiction: 'alcohol',
    urgency: 'week',
    insurance: 'medicaid',
    message: 'Asking for my brother.',
    consent: true,
    facilityId,
  });
}

test('a second location added from the dashboard, approved on the desk, and managed from the same account', async ({ page, anotherBrowser, signIn }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail();
  const first = uniqueName('Bright Shore');
  const second = `${first} North`;

  // A provider whose first listing is published.
  const admin = await anotherBrowser();
  await signIn(admin, 'admin', '/admin-dashboard');
  const firstId = await approvedListing(admin, email, { facilityName: first, website: 'brightshore.example.org' });
  await signInThroughApi(page.request, serverUrl(), 'facility', { email, password: PASSWORD });
  await page.goto('/facility-dashboard');
  await expect(inMain(page).getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(switcher(page).getByRole('link', { name: new RegExp(`^${first} –`) })).toHaveAttribute('aria-current', 'page');

  // "Add a location": the listing's steps, the organization's name and website filled in.
  await switcher(page).getByRole('link', { name: 'Add a location' }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/locations\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Location' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'New location steps' }).getByRole('listitem')).toHaveText([/Contact/, /Location/, /Details/, /Services/, /Review/]);
  await expect(page.getByLabel('Facility Name')).toHaveValue(first);
  await expect(page.getByLabel('Website')).toHaveValue('https://brightshore.example.org');
  await expectNoAxeViolations(page);
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('Facility Name').fill(second);
  await page.getByLabel('Contact Person').fill('Morgan Reyes');
  await page.getByLabel('Phone').fill('(307) 555-0190');
  await next.click();
  await expect(page).toHaveURL(/step=location/);
  await page.getByLabel('Street Address').fill('40 Ridge Avenue');
  await page.getByLabel('City').fill('Casper');
  await page.getByLabel('State').selectOption({ label: 'Wyoming' });
  await page.getByLabel('ZIP Code').fill('82601');
  await next.click();
  await page.getByLabel('Description').fill('Residential treatment for adults.');
  await page.getByRole('group', { name: /Treatment Types/ }).getByLabel('Detoxification').check();
  await next.click();
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page.getByText('40 Ridge Avenue')).toBeVisible();
  // The terms were agreed at signup: only our review is asked.
  await expect(page.getByLabel(/I agree to the Terms of Service/)).toHaveCount(0);
  await page.getByLabel(/I agree to the review process/).check();
  await page.getByRole('button', { name: 'Submit for Review' }).click();

  // The dashboard opens on the new location, under review; the first is still listed and live.
  await expect(page).toHaveURL(/\/facility-dashboard\?location=\d+$/);
  const secondId = Number(new URL(page.url()).searchParams.get('location'));
  expect(secondId).not.toBe(firstId);
  await expect(inMain(page).getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(inMain(page).getByText('Your listing is under review')).toBeVisible();
  await expect(switcher(page).getByRole('link', { name: new RegExp(`^${second}.*Under Review`) })).toHaveAttribute('aria-current', 'page');

  // The review desk decides it like a registration.
  await admin.goto('/admin-dashboard');
  await admin.getByLabel('Status').selectOption({ label: 'Pending' });
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(/status=pending/);
  await admin.getByRole('link', { name: second, exact: true }).first().click();
  const panel = admin.getByRole('region', { name: second });
  await expect(panel.getByText('40 Ridge Avenue')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact Facility' })).toHaveAttribute('href', `mailto:${email}`);
  await panel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(panel.getByRole('status')).toHaveText('Facility approved successfully!');

  // Each location's inquiries are its own.
  await sendLead(page, secondId, 'Riley Second');
  await sendLead(page, firstId, 'Casey First');

  await page.reload();
  await expect(inMain(page).getByText('Listing status: Active')).toBeVisible();
  await expect(switcher(page).getByRole('link', { name: new RegExp(`^${second}`) })).toHaveAttribute('aria-current', 'page');
  await expect(switcher(page).getByText(/2 locations/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Availability, said for the new location only.
  const availability = inMain(page).getByRole('region', { name: 'Availability' });
  await availability.getByRole('button', { name: /^(Set|Update) availability$/ }).click();
  const form = availability.getByRole('form', { name: 'Update availability' });
  await form.getByLabel('Accepting new patients').selectOption('yes');
  await form.getByLabel('Open beds').fill('6');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(availability.getByText('6 open beds (confirmed today)')).toBeVisible();

  // The tabs keep the chosen location: its inquiries, its listing.
  await tabs(page).getByRole('link', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(new RegExp(`/facility-dashboard/inquiries\\?location=${secondId}$`));
  await expect(inMain(page).getByRole('table')).toContainText('Riley Second');
  await expect(inMain(page).getByRole('table')).not.toContainText('Casey First');
  await tabs(page).getByRole('link', { name: 'Manage Listing' }).click();
  await expect(inMain(page).getByLabel('Street Address')).toHaveValue('40 Ridge Avenue');

  // Switching: the same tab for the first location, with its own listing, inquiries and availability.
  await switcher(page).getByRole('link', { name: new RegExp(`^${first} –`) }).click();
  await expect(page).toHaveURL(/\/facility-dashboard\/listing(\?location=\d+)?$/);
  await expect(inMain(page).getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(inMain(page).getByLabel('Street Address')).toHaveValue('8 Pier Street');
  await tabs(page).getByRole('link', { name: 'Inquiries' }).click();
  await expect(inMain(page).getByRole('table')).toContainText('Casey First');
  await expect(inMain(page).getByRole('table')).not.toContainText('Riley Second');
  await tabs(page).getByRole('link', { name: 'Overview' }).click();
  await expect(inMain(page).getByRole('region', { name: 'Availability' }).getByText('6 open beds (confirmed today)')).toHaveCount(0);

  // The public pages: both live, the availability on the new location's only.
  await page.goto(`/facility/${secondId}`);
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(inMain(page).getByRole('region', { name: 'Availability' }).getByText('6 open beds · confirmed today')).toBeVisible();
  await page.goto(`/facility/${firstId}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(inMain(page).getByText('6 open beds · confirmed today')).toHaveCount(0);

  // Another account cannot open this one's location: its own dashboard, never the address's.
  const stranger = await anotherBrowser();
  await signIn(stranger, 'facility', '/facility-dashboard');
  await stranger.goto(`/facility-dashboard?location=${secondId}`);
  await expect(inMain(stranger).getByText('You have no location with this id.')).toBeVisible();
  await expect(inMain(stranger).getByText(second)).toHaveCount(0);
});
